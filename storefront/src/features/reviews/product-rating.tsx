import { Anchor, Box, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ratingText } from '@wallart/domain/rules';
import { RatingStars } from '../../components/rating-stars';
import { useProductReviews } from './reviews.queries';

/**
 * SPEC's rating line, made true (PRODUCT §16): the average of approved reviews with their
 * count, linking to them: the print's own where it has some, else the shop's. Nothing is
 * shown while no approved review exists.
 */
export function ProductRating({ productId }: { productId: string }) {
  const { data } = useProductReviews(productId);
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
        {ratingText(rating)}
      </Anchor>
    </Group>
  );
}
