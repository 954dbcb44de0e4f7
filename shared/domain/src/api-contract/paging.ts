import { z } from 'zod';

export const DEFAULT_PAGE_LIMIT = 24;
export const MAX_PAGE_LIMIT = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

// Query strings arrive as text and are coerced; callers (the typed client) pass numbers.
const wholeNumber = (min: number) => z.coerce.number<number>().int().min(min);

export const pagingQuerySchema = z.object({
  page: wholeNumber(1).max(1_000_000).default(1),
  limit: wholeNumber(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
});
export type PagingQueryParsed = z.infer<typeof pagingQuerySchema>;

/** A page of a list, as the client hands it to screens (the API sends the array plus a header). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export function pageCount(total: number, limit: number): number {
  if (!(limit > 0)) return 1;
  return Math.max(1, Math.ceil(total / limit));
}
