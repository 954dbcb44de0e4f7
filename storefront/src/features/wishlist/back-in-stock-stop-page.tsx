import { useEffect } from 'react';
import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { loadRuleTexts, ruleText } from '../../i18n/catalogues';
import { useT } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { messageOf } from '../../lib/errors';
import { usePageMeta } from '../../lib/page-meta';

/**
 * The stop link in every back-in-stock mail and review request (decisions 0043, 0155): opening
 * it ends every pending request of the address and stops review requests to it, and the page
 * says so. It posts once opened, so a mail scanner that
 * only fetches the link stops nothing.
 */
export function BackInStockStopPage() {
  const t = useT();
  usePageMeta(t('wishlist.stopTitle'), t('wishlist.stopDescription'));
  const { token = '' } = useParams();
  const stop = useMutation({ mutationFn: (value: string) => api.wishlist.stop(value) });
  const { mutate } = stop;
  useEffect(() => {
    loadRuleTexts().then(
      () => mutate(token),
      () => mutate(token),
    );
  }, [mutate, token]);

  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 30, md: 40 }}>
          {t('wishlist.stopTitle')}
        </Title>
        <div role="status">
          {stop.isSuccess ? (
            <Text fz="lg">{ruleText(stop.data.message) ?? stop.data.message}</Text>
          ) : stop.isError ? (
            <Text fz="lg" c="red.9">
              {messageOf(stop.error, t('wishlist.stopFailed'))}
            </Text>
          ) : (
            <Loader aria-label={t('wishlist.stopping')} />
          )}
        </div>
        <Button component={Link} to="/products" variant="outline" h={44}>
          {t('wishlist.browse')}
        </Button>
      </Stack>
    </Container>
  );
}
