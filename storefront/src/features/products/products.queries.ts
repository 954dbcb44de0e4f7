import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ALL_CATEGORIES } from '@wallart/domain';
import { api } from '../../lib/api';
import { queryRoots } from '../../lib/query-keys';

export const PRODUCT_PAGE_SIZE = 12;

export type ProductFeed = 'trending' | 'new-arrivals';

export interface ProductListFilters {
  category: string;
  /** Trimmed search text; empty means list by category. */
  search: string;
  page: number;
}

export const productKeys = {
  all: queryRoots.products,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductListFilters) => [...productKeys.lists(), filters] as const,
  feeds: () => [...productKeys.all, 'feed'] as const,
  feed: (feed: ProductFeed) => [...productKeys.feeds(), feed] as const,
  recommended: (productId: string) => [...productKeys.all, 'recommended', productId] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (productId: string) => [...productKeys.details(), productId] as const,
};

export const productQueries = {
  list: (filters: ProductListFilters) =>
    queryOptions({
      queryKey: productKeys.list(filters),
      queryFn: () => {
        const paging = { page: filters.page, limit: PRODUCT_PAGE_SIZE };
        return filters.search
          ? api.product.search(filters.search, paging)
          : api.product.byCategory(filters.category || ALL_CATEGORIES, paging);
      },
      placeholderData: keepPreviousData,
    }),
  feed: (feed: ProductFeed) =>
    queryOptions({
      queryKey: productKeys.feed(feed),
      queryFn: () => (feed === 'trending' ? api.product.trending() : api.product.newArrivals()),
    }),
  recommended: (productId: string) =>
    queryOptions({
      queryKey: productKeys.recommended(productId),
      queryFn: () => api.product.recommended(productId),
    }),
  detail: (productId: string) =>
    queryOptions({
      queryKey: productKeys.detail(productId),
      queryFn: () => api.product.get(productId),
      retry: false,
    }),
};

export const useProductList = (filters: ProductListFilters) =>
  useQuery(productQueries.list(filters));
export const useProductFeed = (feed: ProductFeed) => useQuery(productQueries.feed(feed));
export const useRecommendedProducts = (productId: string) =>
  useQuery(productQueries.recommended(productId));
export const useProduct = (productId: string) => useQuery(productQueries.detail(productId));
