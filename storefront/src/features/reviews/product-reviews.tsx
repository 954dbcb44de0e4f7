import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Rating,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { ratingText } from '@wallart/domain/rules';
import { RatingStars } from '../../components/rating-stars';
import { messageOf } from '../../lib/errors';
import { useToken } from '../../lib/session';
import { ReviewCard } from './review-card';
import { useProductReviews, useWriteProductReview } from './reviews.queries';

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

/** The print's reviews by its buyers, newest first, and the form a buyer writes one with. */
export function ProductReviews({ productId }: { productId: string }) {
  const { data } = useProductReviews(productId);
  const signedIn = Boolean(useToken());
  const items = data?.items ?? [];
  return (
    <Stack gap="md">
      {items.length === 0 ? (
        <Text c="ink.6">No one has reviewed this print yet.</Text>
      ) : (
        items.map((review) => <ReviewCard key={review._id} review={review} verifiedBuyer />)
      )}
      {signedIn ? (
        <ProductReviewForm productId={productId} />
      ) : (
        <Text fz="sm" c="ink.7">
          Bought this print?{' '}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>{' '}
          to review it once it has arrived.
        </Text>
      )}
    </Stack>
  );
}

function ProductReviewForm({ productId }: { productId: string }) {
  const write = useWriteProductReview(productId);
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    write.mutate({ rating, title: title.trim(), comment: comment.trim() });
  };
  if (write.isSuccess) {
    return (
      <Text c="teal.9" role="status">
        Thank you for your review.
      </Text>
    );
  }
  return (
    <form onSubmit={onSubmit} aria-labelledby="review-print-heading" noValidate>
      <Stack gap="sm" maw={560}>
        <Title order={3} fz="lg" id="review-print-heading">
          Review this print
        </Title>
        <Stack gap={4}>
          <Text component="span" fz="sm" fw={500} id="review-print-rating">
            Your rating
          </Text>
          <Rating value={rating} onChange={setRating} aria-labelledby="review-print-rating" />
        </Stack>
        <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Textarea
          label="Comment"
          autosize
          minRows={3}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        {write.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(write.error, 'Your review could not be sent. Please try again.')}
          </Alert>
        )}
        <Button type="submit" variant="outline" loading={write.isPending} w="fit-content">
          Send review
        </Button>
      </Stack>
    </form>
  );
}
