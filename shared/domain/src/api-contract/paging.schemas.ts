import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './paging';

// Query strings arrive as text and are coerced; callers (the typed client) pass numbers.
const wholeNumber = (min: number) => z.coerce.number<number>().int().min(min);

export const pagingQuerySchema = z.object({
  page: wholeNumber(1).max(1_000_000).default(1),
  limit: wholeNumber(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
});
export type PagingQueryParsed = z.infer<typeof pagingQuerySchema>;
