import { Badge, Rating, Stack, Text } from '@mantine/core';
import { IconCheck, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { REVIEW_STATUSES, reviewStatusOf, type Review, type ReviewStatus } from '@wallart/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { Column } from '../../components/data-table';
import { ListScreen, type RowAction } from '../../components/list-screen';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useListPage } from '../../components/use-list-page';
import { useUrlFilter } from '../../components/use-url-filter';
import { toast } from '../../lib/toast';
import {
  useApproveReview,
  useDeleteReview,
  useReviewList,
  useSetReviewHidden,
} from './reviews.queries';

export const REVIEWS_PAGE_SIZE = 50;
const ALL = 'all';
const posted = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

const STATUS_LABELS: Record<ReviewStatus, string> = {
  'awaiting-approval': 'Awaiting approval',
  published: 'Shown',
  hidden: 'Hidden',
};
const STATUS_COLORS: Record<ReviewStatus, string> = {
  'awaiting-approval': 'yellow',
  published: 'green',
  hidden: 'gray',
};
const FILTERS = [
  { value: ALL, label: 'All' },
  ...REVIEW_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];
const isReviewStatus = (value: string): value is ReviewStatus =>
  (REVIEW_STATUSES as readonly string[]).includes(value);

/**
 * Shoppers' reviews, newest first, a page at a time and filtered by where they stand (kept in
 * the address): approve one that waits, hide one from the shop, show it again, or delete it.
 */
export function ReviewsPage() {
  const [status, setStatus] = useUrlFilter('status', isReviewStatus);
  const [page, setPage] = useListPage(status);
  const reviews = useReviewList({ status, page, limit: REVIEWS_PAGE_SIZE });
  const setHidden = useSetReviewHidden();
  const approve = useApproveReview();
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

  const actionsOf = (r: Review): RowAction[] => [
    ...(reviewStatusOf(r) === 'awaiting-approval'
      ? [
          {
            label: `Approve review “${r.title}”`,
            icon: <IconCheck size={18} />,
            color: 'green',
            onClick: () =>
              approve.mutate(r._id, { onSuccess: () => toast.success('Review approved') }),
          },
        ]
      : []),
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
  ];

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
      header: 'Status',
      nowrap: true,
      cell: (r) => {
        const state = reviewStatusOf(r);
        return (
          <Badge color={STATUS_COLORS[state]} variant="light" miw="max-content">
            {STATUS_LABELS[state]}
          </Badge>
        );
      },
    },
  ];

  return (
    <ListScreen
      title="Reviews"
      description="Reviews written signed out wait here for approval; hidden ones leave the shop"
      filter={{
        label: 'Filter by status',
        data: FILTERS,
        value: status ?? ALL,
        onChange: (value) => setStatus(isReviewStatus(value) ? value : null),
      }}
      query={reviews}
      paging={{ page, onChange: setPage, showRange: true }}
      label="Reviews"
      columns={columns}
      rowKey={(r) => r._id}
      loadingLabel="Loading reviews"
      empty={status ? `No ${STATUS_LABELS[status].toLowerCase()} reviews.` : 'No reviews yet.'}
      rowActions={actionsOf}
    >
      <ConfirmDialog {...deletion.dialog} title="Delete review">
        Delete the review “{deletion.pending?.title}” by {deletion.pending?.name}? This cannot be
        undone.
      </ConfirmDialog>
    </ListScreen>
  );
}
