import { Anchor, Box, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { RatingStars } from '../../components/rating-stars';
import { useT } from '../../i18n/i18n';
import { useProductReviews } from './reviews.queries';

/**
 * SPEC's rating line, made true (PRODUCT §16): the average of approved reviews with their
 * count, linking to them: the print's own where it has some, else the shop's. Nothing is
 * shown while no approved review exists.
 */
export function ProductRating({ productId }: { productId: string }) {
  const { data } = useProductReviews(productId);
  const t = useT();
  // The line's room is kept while the rating is asked for, so that nothing below it moves.
  if (!data) return <Box h={22} mt={4} />;
  const { rating } = data;
  if (!rating) return null;
  return (
    <Group gap="xs" mt={4}>
      <RatingStars value={rating.average} />
      <Anchor
        component={Link}
        to={rating.of === 'product' ? '#reviews' : '/reviews'}
        fz="sm"
        c="ink.7"
        underline="always"
      >
        {/* Without a review of its own, the shop's rating, named as the shop's. */}
        {t(rating.of === 'product' ? 'product.rating' : 'product.ratingShop', {
          average: rating.average.toFixed(1),
          count: rating.count,
        })}
      </Anchor>
    </Group>
  );
}
