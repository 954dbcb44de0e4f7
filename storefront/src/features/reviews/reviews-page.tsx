import { useEffect } from 'react';
import { Center, Container, Grid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { pageCount, type Review } from '@wallart/domain/rules';
import { PageHeader } from '../../components/page-header';
import { useT } from '../../i18n/i18n';
import { PagePicker } from '../../components/page-picker';
import { usePageMeta } from '../../lib/page-meta';
import { forgetPublished } from './my-waiting-reviews';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';
import { reviewKeys, useReviews, useWaitingReviews } from './reviews.queries';

/**
 * This browser's own reviews that wait for staff's approval, on top of the first page only
 * (decision 0035), and forgotten once the shop shows them to everyone.
 */
function useOwnWaiting(page: number, published: Review[] | undefined): Review[] {
  const queryClient = useQueryClient();
  const { data: waiting = [] } = useWaitingReviews();
  useEffect(() => {
    if (!published || !waiting.some((w) => published.some((p) => p._id === w._id))) return;
    queryClient.setQueryData(reviewKeys.waiting(), forgetPublished(published));
  }, [published, waiting, queryClient]);
  if (page !== 1) return [];
  return waiting.filter((w) => !published?.some((p) => p._id === w._id));
}

export function ReviewsPage() {
  const t = useT();
  usePageMeta(t('reviews.title'), t('reviews.description'));
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError } = useReviews(page);
  const waiting = useOwnWaiting(page, data?.items);
  const shown = [...waiting, ...(data?.items ?? [])];
  const pages = data ? pageCount(data.total, data.limit) : 1;
  return (
    <>
      <PageHeader title={t('reviews.title')} intro={t('reviews.intro')} />
      <Container>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md" aria-live="polite" aria-busy={isPending}>
              <VisuallyHidden component="h2">{t('reviews.say')}</VisuallyHidden>
              {isPending ? (
                <Stack gap="md" role="status" aria-label={t('reviews.loading')}>
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} h={140} />
                  ))}
                </Stack>
              ) : isError ? (
                <Text c="red.9" role="alert">
                  {t('reviews.failed')}
                </Text>
              ) : shown.length === 0 ? (
                <Text c="ink.6">{t('reviews.none')}</Text>
              ) : (
                shown.map((review) => <ReviewCard key={review._id} review={review} />)
              )}
              {!isError && pages > 1 && (
                <Center mt="md">
                  <PagePicker pages={pages} page={page} />
                </Center>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <ReviewForm />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
