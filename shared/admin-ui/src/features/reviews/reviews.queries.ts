import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wallart/domain/api-client';
import { useApi } from '../../app/admin-context';

export const reviewKeys = {
  all: ['admin', 'reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
};

/** Staff see hidden reviews too. */
export const reviewListOptions = (api: ApiClient) =>
  queryOptions({ queryKey: reviewKeys.lists(), queryFn: () => api.review.list({ all: true }) });

export function useReviewList() {
  return useQuery(reviewListOptions(useApi()));
}

function useInvalidateReviews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
}

export function useSetReviewHidden() {
  const api = useApi();
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, isHidden }: { id: string; isHidden: boolean }) =>
      api.review.setHidden(id, isHidden),
    onSuccess: invalidate,
  });
}

export function useDeleteReview() {
  const api = useApi();
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationFn: (id: string) => api.review.remove(id), onSuccess: invalidate });
}
