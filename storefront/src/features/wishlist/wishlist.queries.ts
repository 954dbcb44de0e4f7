import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WISHLIST_MAX_ITEMS,
  type Page,
  type Product,
  type RestockRequestInput,
} from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { queryRoots } from '../../lib/query-keys';

/**
 * Under the user's root, so signing out (or a session the server ended) drops the list with
 * the rest of the account's data.
 */
export const wishlistKeys = {
  all: () => [...queryRoots.user, 'wishlist'] as const,
  saved: () => [...wishlistKeys.all(), 'saved'] as const,
};

export const wishlistQueries = {
  /** Every saved print: an account keeps at most WISHLIST_MAX_ITEMS, one page of the list. */
  saved: () =>
    queryOptions({
      queryKey: wishlistKeys.saved(),
      queryFn: () => api.wishlist.list({ limit: WISHLIST_MAX_ITEMS }),
    }),
};

export const useWishlist = (signedIn: boolean) =>
  useQuery({ ...wishlistQueries.saved(), enabled: signedIn });

/** Saves or removes a print, the heart turning at once and the list read again after. */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const key = wishlistKeys.saved();
  return useMutation({
    mutationFn: ({ product, save }: { product: Product; save: boolean }) =>
      save ? api.wishlist.save(product.productId) : api.wishlist.remove(product.productId),
    onMutate: async ({ product, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Page<Product>>(key);
      if (before) {
        const others = before.items.filter((p) => p.productId !== product.productId);
        const items = save ? [product, ...others] : others;
        queryClient.setQueryData<Page<Product>>(key, { ...before, items, total: items.length });
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Asks for one mail when a sold-out size is back in stock. */
export const useRestockRequest = (productId: string) =>
  useMutation({
    mutationFn: (input: RestockRequestInput) => api.wishlist.notify(productId, input),
  });
