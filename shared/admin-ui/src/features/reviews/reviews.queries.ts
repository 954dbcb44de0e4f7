import { adminResource } from '../../lib/admin-resource';

/** Staff see hidden reviews too. */
const reviews = adminResource({
  name: 'reviews',
  list: (api, _all: void) => api.review.list({ all: true }),
  listError: 'Failed to fetch reviews',
});

export const useReviewList = reviews.useList;

export const useSetReviewHidden = reviews.write({
  write: (api, { id, isHidden }: { id: string; isHidden: boolean }) =>
    api.review.setHidden(id, isHidden),
  meta: { errorMessage: 'Review update failed' },
});

export const useDeleteReview = reviews.write({
  write: (api, id: string) => api.review.remove(id),
  meta: { errorMessage: 'Review delete failed' },
});
