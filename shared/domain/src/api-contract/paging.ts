export const DEFAULT_PAGE_LIMIT = 24;
export const MAX_PAGE_LIMIT = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * Sent as `false` when X-Total-Count is a lower bound: a filtered product list counts at most
 * 1,000 matches (decision 0047), a search 10,000 (decision 0052). Absent, the total is exact.
 */
export const TOTAL_COUNT_EXACT_HEADER = 'X-Total-Count-Exact';

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * The product list's sort and filter query parameters (PRODUCT §9, decision 0042), read by the
 * list, category and search routes, the catalogue cache's key and the storefront's URL.
 */
export const PRODUCT_LIST_FILTER_PARAMS = [
  'sort',
  'minPrice',
  'maxPrice',
  'size',
  'inStock',
] as const;
export type ProductListFilterParam = (typeof PRODUCT_LIST_FILTER_PARAMS)[number];

/** A page of a list, as the client hands it to screens (the API sends the array plus a header). */
export interface Page<T> {
  items: T[];
  total: number;
  /** False when more than `total` match (the total is a lower bound); exact otherwise. */
  totalExact?: boolean;
  page: number;
  limit: number;
}

export function pageCount(total: number, limit: number): number {
  if (!(limit > 0)) return 1;
  return Math.max(1, Math.ceil(total / limit));
}
