import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Page,
  ProductReviewCreateInput,
  Review,
  ReviewCreateInput,
} from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { queryRoots } from '../../lib/query-keys';
import { keepWaitingReview, readWaitingReviews } from './my-waiting-reviews';

/** Reviews on one page of /reviews. */
export const REVIEWS_PER_PAGE = 10;

export const reviewKeys = {
  all: queryRoots.reviews,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (page: number) => [...reviewKeys.lists(), page] as const,
  waiting: () => [...reviewKeys.all, 'waiting'] as const,
  ofProduct: (productId: string) => [...reviewKeys.all, 'product', productId] as const,
};

/** Reviews shown on a product page, under its summary. */
export const PRODUCT_REVIEWS_SHOWN = 5;

/** True once the page has painted: a drawn page is taken over without asking the API. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** A print's reviews and the rating its page shows (PRODUCT §16), asked for once painted. */
export function useProductReviews(productId: string) {
  const painted = usePainted();
  return useQuery({
    queryKey: reviewKeys.ofProduct(productId),
    queryFn: () => api.review.ofProduct(productId, { limit: PRODUCT_REVIEWS_SHOWN }),
    enabled: painted,
  });
}

/** A buyer's review of a print; the print's reviews and rating are read again after it. */
export function useWriteProductReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductReviewCreateInput) => api.review.writeForProduct(productId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

export const reviewQueries = {
  list: (page: number) =>
    queryOptions({
      queryKey: reviewKeys.list(page),
      queryFn: () => api.review.list({ page, limit: REVIEWS_PER_PAGE }),
    }),
  /** This browser's own reviews that wait for approval (kept in localStorage). */
  waiting: () =>
    queryOptions({
      queryKey: reviewKeys.waiting(),
      queryFn: () => readWaitingReviews(),
      staleTime: Infinity,
    }),
};

export const useReviews = (page: number) => useQuery(reviewQueries.list(page));
export const useWaitingReviews = () => useQuery(reviewQueries.waiting());

/**
 * A new review goes on top of the list at once: a published one on top of the first page, one
 * that waits for staff among this browser's waiting reviews (shown on top, marked). The list
 * is then fetched again in the background: the form clears together with the list.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewCreateInput) => api.review.create(input),
    onSuccess: (review) => {
      if (review.isApproved) {
        queryClient.setQueryData<Page<Review>>(reviewKeys.list(1), (page) =>
          page
            ? {
                ...page,
                items: [review, ...page.items.filter((r) => r._id !== review._id)],
                total: page.total + 1,
              }
            : page,
        );
      } else {
        queryClient.setQueryData(reviewKeys.waiting(), keepWaitingReview(review));
      }
      void queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
    },
  });
}
