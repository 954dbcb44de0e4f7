import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Rating,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { markedParts } from '../../i18n/bold-marks';
import { useT } from '../../i18n/i18n';
import { messageOf } from '../../lib/errors';
import { useToken } from '../../lib/session';
import { ReviewCard } from './review-card';
import { useProductReviews, useWriteProductReview } from './reviews.queries';

/** The print's reviews by its buyers, newest first, and the form a buyer writes one with. */
export function ProductReviews({ productId }: { productId: string }) {
  const { data } = useProductReviews(productId);
  const signedIn = Boolean(useToken());
  const t = useT();
  const items = data?.items ?? [];
  const signIn = markedParts(t('reviews.signIn'));
  return (
    <Stack gap="md">
      {items.length === 0 ? (
        <Text c="ink.6">{t('reviews.noneHere')}</Text>
      ) : (
        items.map((review) => <ReviewCard key={review._id} review={review} verifiedBuyer />)
      )}
      {signedIn ? (
        <ProductReviewForm productId={productId} />
      ) : (
        <Text fz="sm" c="ink.7">
          {signIn[0]}
          <Anchor component={Link} to="/login">
            {signIn[1]}
          </Anchor>
          {signIn[2]}
        </Text>
      )}
    </Stack>
  );
}

function ProductReviewForm({ productId }: { productId: string }) {
  const write = useWriteProductReview(productId);
  const t = useT();
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
        {t('reviews.thanks')}
      </Text>
    );
  }
  return (
    <form onSubmit={onSubmit} aria-labelledby="review-print-heading" noValidate>
      <Stack gap="sm" maw={560}>
        <Title order={3} fz="lg" id="review-print-heading">
          {t('reviews.reviewPrint')}
        </Title>
        <Stack gap={4}>
          <Text component="span" fz="sm" fw={500} id="review-print-rating">
            {t('reviews.yourRating')}
          </Text>
          <Rating value={rating} onChange={setRating} aria-labelledby="review-print-rating" />
        </Stack>
        <TextInput
          label={t('reviews.reviewTitle')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Textarea
          label={t('reviews.comment')}
          autosize
          minRows={3}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        {write.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(write.error, t('reviews.notSent'))}
          </Alert>
        )}
        <Button type="submit" variant="outline" loading={write.isPending} w="fit-content">
          {t('reviews.send')}
        </Button>
      </Stack>
    </form>
  );
}
