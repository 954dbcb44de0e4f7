import { Badge, Rating, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import type { Review } from '@wallart/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { toast } from '../../lib/toast';
import { useDeleteReview, useReviewList, useSetReviewHidden } from './reviews.queries';

const posted = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** Shoppers' reviews, newest first: hide one from the shop, show it again, or delete it. */
export function ReviewsPage() {
  const reviews = useReviewList();
  const setHidden = useSetReviewHidden();
  const deletion = useConfirmedDelete({
    remove: useDeleteReview(),
    idOf: (review: Review) => review._id,
    deleted: 'Review deleted',
  });

  const toggle = (review: Review) =>
    setHidden.mutate(
      { id: review._id, isHidden: !review.isHidden },
      { onSuccess: () => toast.success(review.isHidden ? 'Review shown' : 'Review hidden') },
    );

  const columns: Column<Review>[] = [
    {
      key: 'date',
      header: 'Posted',
      width: 120,
      cell: (r) => posted.format(new Date(r.createdAt)),
    },
    { key: 'name', header: 'Name', cell: (r) => r.name },
    {
      key: 'review',
      header: 'Review',
      cell: (r) => (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {r.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {r.comment}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'rating',
      header: 'Rating',
      nowrap: true,
      cell: (r) => <Rating value={r.rating} readOnly size="xs" aria-label={`${r.rating} of 5`} />,
    },
    {
      key: 'visibility',
      header: 'Visibility',
      nowrap: true,
      cell: (r) =>
        r.isHidden ? (
          <Badge color="gray" variant="light" miw="max-content">
            Hidden
          </Badge>
        ) : (
          <Badge color="green" variant="light" miw="max-content">
            Shown
          </Badge>
        ),
    },
  ];

  return (
    <ListScreen
      title="Reviews"
      description="Hidden reviews stay here but leave the shop"
      query={reviews}
      label="Reviews"
      columns={columns}
      rowKey={(r) => r._id}
      loadingLabel="Loading reviews"
      empty="No reviews yet."
      rowActions={(r) => [
        {
          label: r.isHidden ? `Show review “${r.title}”` : `Hide review “${r.title}”`,
          icon: r.isHidden ? <IconEye size={18} /> : <IconEyeOff size={18} />,
          onClick: () => toggle(r),
        },
        {
          label: `Delete review “${r.title}”`,
          icon: <IconTrash size={18} />,
          color: 'red',
          onClick: () => void deletion.ask(r),
        },
      ]}
    >
      <ConfirmDialog {...deletion.dialog} title="Delete review">
        Delete the review “{deletion.pending?.title}” by {deletion.pending?.name}? This cannot be
        undone.
      </ConfirmDialog>
    </ListScreen>
  );
}
