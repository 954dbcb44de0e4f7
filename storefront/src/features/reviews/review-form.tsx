import { Button, Card, Input, Rating, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { isReviewComplete } from '@wallart/domain/rules';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { lazySchema, useSchemaForm } from '@wallart/admin-ui/forms';
import { useCreateReview } from './reviews.queries';

const EMPTY = { name: '', title: '', comment: '', rating: 0 };
const reviewSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) => m.reviewCreateSchema),
);

export function ReviewForm() {
  const create = useCreateReview();
  const form = useSchemaForm({
    initialValues: EMPTY,
    schema: reviewSchema,
    onSubmit: send,
    onInvalid: (_errors, values) => {
      if (!isReviewComplete(values)) {
        window.alert('Please fill out all fields and select a rating.');
      }
    },
  });

  function send(values: typeof EMPTY) {
    create.mutate(
      {
        name: values.name.trim(),
        title: values.title.trim(),
        comment: values.comment.trim(),
        rating: values.rating,
      },
      {
        onSuccess: () => form.reset(),
        onError: (error) => toast.error(errorText(error, 'Something went wrong')),
      },
    );
  }

  return (
    <Card withBorder padding="xl" bg="white">
      <form onSubmit={form.onSubmit} aria-labelledby="leave-review-heading" noValidate>
        <Stack gap="md">
          <Title order={2} fz={28} id="leave-review-heading">
            Leave a Review
          </Title>
          <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="Title" {...form.getInputProps('title')} />
          <Textarea label="Comment" autosize minRows={4} {...form.getInputProps('comment')} />
          <Input.Wrapper label="Rating" id="review-rating-label" error={form.errors.rating}>
            <Rating
              value={form.values.rating}
              onChange={(rating) => form.setValue('rating', rating)}
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
