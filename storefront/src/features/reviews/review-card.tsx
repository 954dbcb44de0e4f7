import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Review } from '@wallart/domain/rules';
import { RatingStars } from '../../components/rating-stars';
import { useT } from '../../i18n/i18n';
import { ReviewAvatar } from './review-avatar';

/** One review as the shop shows it; a buyer's review of a print says "Verified buyer". */
export function ReviewCard({
  review,
  verifiedBuyer = false,
}: {
  review: Review;
  verifiedBuyer?: boolean;
}) {
  const t = useT();
  return (
    <Card withBorder padding="lg" bg="white" component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ReviewAvatar name={review.name} />
        <Stack gap={4} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{review.name}</Text>
            <Box role="img" aria-label={t('reviews.outOf5', { rating: review.rating })}>
              <RatingStars value={review.rating} />
            </Box>
          </Group>
          {verifiedBuyer && (
            <Badge color="teal" c="teal.9" variant="light" w="fit-content">
              {t('reviews.verified')}
            </Badge>
          )}
          {!review.isApproved && (
            <Badge color="yellow" c="ink.9" variant="light" w="fit-content">
              {t('reviews.awaiting')}
            </Badge>
          )}
          <Title order={3} fz={22}>
            {review.title}
          </Title>
          <Text c="ink.7">{review.comment}</Text>
        </Stack>
      </Group>
    </Card>
  );
}
