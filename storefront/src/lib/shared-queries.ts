import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryRoots } from './query-keys';

/**
 * Queries more than one feature reads, built once so each endpoint has one key: a product's
 * detail (the product page, and the cart and checkout re-reading prices and stock) and the
 * shop's public config (Google sign-in, payment methods, bank details).
 */
export const sharedKeys = {
  productDetail: (productId: string) => [...queryRoots.products, 'detail', productId] as const,
  config: () => [...queryRoots.config] as const,
};

export const sharedQueries = {
  productDetail: (productId: string) =>
    queryOptions({
      queryKey: sharedKeys.productDetail(productId),
      queryFn: () => api.product.get(productId),
      retry: false,
    }),
  config: () =>
    queryOptions({
      queryKey: sharedKeys.config(),
      queryFn: () => api.system.config(),
      staleTime: Infinity,
      retry: false,
    }),
};

export const useShopConfig = () => useQuery(sharedQueries.config());
