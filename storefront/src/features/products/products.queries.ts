import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ALL_CATEGORIES,
  DEFAULT_LANGUAGE,
  STOREFRONT_LIST_PAGE_SIZE,
  type FirstData,
  type Language,
  type ListView,
} from '@wallart/domain/rules';
import { useShopLanguage } from '../../i18n/i18n';
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

/**
 * Every catalogue key ends with the page's language (decision 0160): the texts differ, so one
 * language's answer is never shown in another.
 */
export const productKeys = {
  all: queryRoots.products,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductListFilters, lang: Language = DEFAULT_LANGUAGE) =>
    [...productKeys.lists(), filters, lang] as const,
  feeds: () => [...productKeys.all, 'feed'] as const,
  feed: (feed: ProductFeed, lang: Language = DEFAULT_LANGUAGE) =>
    [...productKeys.feeds(), feed, lang] as const,
  recommended: (productId: string, lang: Language = DEFAULT_LANGUAGE) =>
    [...productKeys.all, 'recommended', productId, lang] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: sharedKeys.productDetail,
};

export const productQueries = {
  list: (filters: ProductListFilters, lang: Language = DEFAULT_LANGUAGE) =>
    queryOptions({
      queryKey: productKeys.list(filters, lang),
      queryFn: () => {
        const paging = {
          page: filters.page,
          limit: STOREFRONT_LIST_PAGE_SIZE,
          ...filters.view,
          ...inLanguage(lang),
        };
        return filters.search
          ? api.product.search(filters.search, paging)
          : api.product.byCategory(filters.category || ALL_CATEGORIES, paging);
      },
      placeholderData: keepPreviousData,
    }),
  feed: (feed: ProductFeed, lang: Language = DEFAULT_LANGUAGE) =>
    queryOptions({
      queryKey: productKeys.feed(feed, lang),
      queryFn: () =>
        feed === 'trending' ? api.product.trending(lang) : api.product.newArrivals(lang),
    }),
  recommended: (productId: string, lang: Language = DEFAULT_LANGUAGE) =>
    queryOptions({
      queryKey: productKeys.recommended(productId, lang),
      queryFn: () => api.product.recommended(productId, lang),
    }),
  detail: sharedQueries.productDetail,
};

/** The catalogue's reads, in the page's language. */
export const useProductList = (filters: ProductListFilters) =>
  useQuery(productQueries.list(filters, useShopLanguage().lang));
export const useProductFeed = (feed: ProductFeed) =>
  useQuery(productQueries.feed(feed, useShopLanguage().lang));
export const useRecommendedProducts = (productId: string) =>
  useQuery(productQueries.recommended(productId, useShopLanguage().lang));
export const useProduct = (productId: string) =>
  useQuery(productQueries.detail(productId, useShopLanguage().lang));

/** `?lang=` for a paged read: none for English, as the server draws it. */
const inLanguage = (lang: Language) => (lang === DEFAULT_LANGUAGE ? {} : { lang });

/**
 * Puts the catalogue answers the server wrote into the page into the cache, under the keys the
 * screens ask with, so the first screen draws at once; they count as fresh from now.
 */
export function seedProductQueries(
  client: QueryClient,
  data: FirstData,
  lang: Language = DEFAULT_LANGUAGE,
  updatedAt = Date.now(),
) {
  const set = <T>(queryKey: readonly unknown[], value: T | undefined) => {
    if (value !== undefined) client.setQueryData(queryKey, value, { updatedAt });
  };
  if (data.feeds) {
    set(productQueries.feed('trending', lang).queryKey, data.feeds.trending);
    set(productQueries.feed('new-arrivals', lang).queryKey, data.feeds.newArrivals);
  }
  if (data.list) {
    const { category, search, page, view, result } = data.list;
    set(productQueries.list({ category, search, page, view }, lang).queryKey, result);
  }
  if (data.product) {
    const { productId, product, recommended } = data.product;
    set(productQueries.detail(productId, lang).queryKey, product);
    set(productQueries.recommended(productId, lang).queryKey, recommended);
  }
}
