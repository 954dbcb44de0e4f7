import { useState, type FormEvent } from 'react';
import { Button, Card, Input, Rating, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { isReviewComplete } from '@wallart/domain/rules';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useCreateReview } from './reviews.queries';

const EMPTY = { name: '', title: '', comment: '', rating: 0 };

export function ReviewForm() {
  const [values, setValues] = useState(EMPTY);
  const create = useCreateReview();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isReviewComplete(values)) {
      window.alert('Please fill out all fields and select a rating.');
      return;
    }
    create.mutate(
      {
        name: values.name.trim(),
        title: values.title.trim(),
        comment: values.comment.trim(),
        rating: values.rating,
      },
      {
        onSuccess: () => setValues(EMPTY),
        onError: (error) => toast.error(errorText(error, 'Something went wrong')),
      },
    );
  };

  return (
    <Card withBorder padding="xl" bg="white">
      <form onSubmit={onSubmit} aria-labelledby="leave-review-heading" noValidate>
        <Stack gap="md">
          <Title order={2} fz={28} id="leave-review-heading">
            Leave a Review
          </Title>
          <TextInput
            label="Name"
            autoComplete="name"
            value={values.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setValues((v) => ({ ...v, name }));
            }}
          />
          <TextInput
            label="Title"
            value={values.title}
            onChange={(e) => {
              const title = e.currentTarget.value;
              setValues((v) => ({ ...v, title }));
            }}
          />
          <Textarea
            label="Comment"
            autosize
            minRows={4}
            value={values.comment}
            onChange={(e) => {
              const comment = e.currentTarget.value;
              setValues((v) => ({ ...v, comment }));
            }}
          />
          <Input.Wrapper label="Rating" id="review-rating-label">
            <Rating
              value={values.rating}
              onChange={(rating) => setValues((v) => ({ ...v, rating }))}
              size="lg"
              getSymbolLabel={(value) => `${value} ${value === 1 ? 'star' : 'stars'}`}
              aria-labelledby="review-rating-label-label"
            />
          </Input.Wrapper>
          <Button type="submit" loading={create.isPending} w="fit-content">
            Submit Review
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
