import { Button, Card, Input, Rating, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { isReviewComplete } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { lazySchema } from '@wallart/admin-ui/forms';
import { useShopForm } from '../../lib/use-shop-form';
import { useCreateReview } from './reviews.queries';

const EMPTY = { name: '', title: '', comment: '', rating: 0 };
const reviewSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) => m.reviewCreateSchema),
);

export function ReviewForm() {
  const create = useCreateReview();
  const t = useT();
  const form = useShopForm({
    initialValues: EMPTY,
    schema: reviewSchema,
    onSubmit: send,
    onInvalid: (_errors, values) => {
      if (!isReviewComplete(values)) {
        window.alert(t('reviews.fillAll'));
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
        onError: (error) => toast.error(errorText(error, t('toast.failed'))),
      },
    );
  }

  return (
    <Card withBorder padding="xl" bg="white">
      <form onSubmit={form.onSubmit} aria-labelledby="leave-review-heading" noValidate>
        <Stack gap="md">
          <Title order={2} fz={28} id="leave-review-heading">
            {t('reviews.leave')}
          </Title>
          <TextInput
            label={t('reviews.name')}
            autoComplete="name"
            {...form.getInputProps('name')}
          />
          <TextInput label={t('reviews.reviewTitle')} {...form.getInputProps('title')} />
          <Textarea
            label={t('reviews.comment')}
            autosize
            minRows={4}
            {...form.getInputProps('comment')}
          />
          <Input.Wrapper
            label={t('reviews.rating')}
            id="review-rating-label"
            error={form.errors.rating}
          >
            <Rating
              value={form.values.rating}
              onChange={(rating) => form.setValue('rating', rating)}
              size="lg"
              getSymbolLabel={(value) => t('reviews.stars', { value })}
              aria-labelledby="review-rating-label-label"
            />
          </Input.Wrapper>
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t('reviews.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
