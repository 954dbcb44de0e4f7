import type { ReviewStatus } from '@wallart/domain';
import { adminResource, type PageQuery } from '../../lib/admin-resource';

export interface AdminReviewQuery extends PageQuery {
  /** One moderation state, or every review. */
  status: ReviewStatus | null;
}

/** Staff see every review, hidden and waiting ones too, a page at a time. */
const reviews = adminResource({
  name: 'reviews',
  list: (api, query: AdminReviewQuery) =>
    api.review.list({ ...query, all: true, status: query.status ?? undefined }),
  listError: 'Failed to fetch reviews',
  paged: true,
});

export const useReviewList = reviews.useList;

export const useSetReviewHidden = reviews.write({
  write: (api, { id, isHidden }: { id: string; isHidden: boolean }) =>
    api.review.setHidden(id, isHidden),
  meta: { errorMessage: 'Review update failed' },
});

export const useApproveReview = reviews.write({
  write: (api, id: string) => api.review.approve(id),
  meta: { errorMessage: 'Review approval failed' },
});

export const useDeleteReview = reviews.write({
  write: (api, id: string) => api.review.remove(id),
  meta: { errorMessage: 'Review delete failed' },
});
