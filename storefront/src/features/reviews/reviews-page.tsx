import {
  Box,
  Card,
  Container,
  Grid,
  Group,
  Rating,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../lib/page-meta';
import { ReviewAvatar } from './review-avatar';
import { ReviewForm } from './review-form';
import { useReviews } from './reviews.queries';

export function ReviewsPage() {
  usePageMeta('Customer Reviews', 'What our customers say about their prints.');
  const { data, isPending, isError } = useReviews();
  return (
    <>
      <PageHeader
        title="Customer Reviews"
        intro="Honest words from the people who live with our art."
      />
      <Container>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md" aria-live="polite" aria-busy={isPending}>
              <VisuallyHidden component="h2">What our customers say</VisuallyHidden>
              {isPending ? (
                <Stack gap="md" role="status" aria-label="Loading reviews">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} h={140} />
                  ))}
                </Stack>
              ) : isError ? (
                <Text c="red.9" role="alert">
                  Reviews could not be loaded. Please try again later.
                </Text>
              ) : data.length === 0 ? (
                <Text c="ink.6">No reviews yet. Be the first to share yours.</Text>
              ) : (
                data.map((review) => (
                  <Card key={review._id} withBorder padding="lg" bg="white" component="article">
                    <Group align="flex-start" wrap="nowrap" gap="md">
                      <ReviewAvatar name={review.name} />
                      <Stack gap={4} style={{ flex: 1 }}>
                        <Group justify="space-between" gap="xs">
                          <Text fw={600}>{review.name}</Text>
                          <Box role="img" aria-label={`${review.rating} out of 5 stars`}>
                            <Rating value={review.rating} readOnly size="sm" aria-hidden="true" />
                          </Box>
                        </Group>
                        <Title order={3} fz={22}>
                          {review.title}
                        </Title>
                        <Text c="ink.7">{review.comment}</Text>
                      </Stack>
                    </Group>
                  </Card>
                ))
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
