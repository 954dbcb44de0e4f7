import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewCreateInput } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { queryRoots } from '../../lib/query-keys';

export const reviewKeys = {
  all: queryRoots.reviews,
  list: () => [...reviewKeys.all, 'list'] as const,
};

export const reviewQueries = {
  list: () => queryOptions({ queryKey: reviewKeys.list(), queryFn: () => api.review.list() }),
};

export const useReviews = () => useQuery(reviewQueries.list());

/**
 * A new review goes on top of the list at once, then the list is fetched again in the
 * background: the form clears together with the list, not after the refetch.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewCreateInput) => api.review.create(input),
    onSuccess: (review) => {
      queryClient.setQueryData<Review[]>(reviewKeys.list(), (list) => [
        review,
        ...(list ?? []).filter((r) => r._id !== review._id),
      ]);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.list() });
    },
  });
}
