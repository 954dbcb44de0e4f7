import { useState } from 'react';

/**
 * The page of a paged list, back to page 1 whenever its filters change (a new search, sort or
 * status starts again at the top). `filters` is compared by its JSON.
 */
export function useListPage(filters: unknown): [number, (page: number) => void] {
  const key = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  return [page, (next) => setPaging({ key, page: next })];
}
