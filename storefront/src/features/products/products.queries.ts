import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ALL_CATEGORIES,
  STOREFRONT_LIST_PAGE_SIZE,
  type FirstData,
  type ListView,
} from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { queryRoots } from '../../lib/query-keys';
import { sharedKeys, sharedQueries } from '../../lib/shared-queries';

export type ProductFeed = 'trending' | 'new-arrivals';

export interface ProductListFilters {
  category: string;
  /** Trimmed search text; empty means list by category. */
  search: string;
  page: number;
  /** The sort and filters from the address; none is the plain list (or the best matches). */
  view?: ListView;
}

export const productKeys = {
  all: queryRoots.products,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductListFilters) => [...productKeys.lists(), filters] as const,
  feeds: () => [...productKeys.all, 'feed'] as const,
  feed: (feed: ProductFeed) => [...productKeys.feeds(), feed] as const,
  recommended: (productId: string) => [...productKeys.all, 'recommended', productId] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: sharedKeys.productDetail,
};

export const productQueries = {
  list: (filters: ProductListFilters) =>
    queryOptions({
      queryKey: productKeys.list(filters),
      queryFn: () => {
        const paging = { page: filters.page, limit: STOREFRONT_LIST_PAGE_SIZE, ...filters.view };
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
  detail: sharedQueries.productDetail,
};

export const useProductList = (filters: ProductListFilters) =>
  useQuery(productQueries.list(filters));
export const useProductFeed = (feed: ProductFeed) => useQuery(productQueries.feed(feed));
export const useRecommendedProducts = (productId: string) =>
  useQuery(productQueries.recommended(productId));
export const useProduct = (productId: string) => useQuery(productQueries.detail(productId));

/**
 * Puts the catalogue answers the server wrote into the page into the cache, under the keys the
 * screens ask with, so the first screen draws at once; they count as fresh from now.
 */
export function seedProductQueries(client: QueryClient, data: FirstData, updatedAt = Date.now()) {
  const set = <T>(queryKey: readonly unknown[], value: T | undefined) => {
    if (value !== undefined) client.setQueryData(queryKey, value, { updatedAt });
  };
  if (data.feeds) {
    set(productQueries.feed('trending').queryKey, data.feeds.trending);
    set(productQueries.feed('new-arrivals').queryKey, data.feeds.newArrivals);
  }
  if (data.list) {
    const { category, search, page, view, result } = data.list;
    set(productQueries.list({ category, search, page, view }).queryKey, result);
  }
  if (data.product) {
    const { productId, product, recommended } = data.product;
    set(productQueries.detail(productId).queryKey, product);
    set(productQueries.recommended(productId).queryKey, recommended);
  }
}
