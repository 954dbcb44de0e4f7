import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ApiClient } from '@wallart/domain/api-client';
import { useApi } from '../app/admin-context';
import type { AdminErrorMeta } from '../app/admin-query-client';

/** Which page of a paged list, and how long a page is. */
export interface PageQuery {
  page: number;
  limit: number;
}

export interface AdminResourceConfig<Query, List, Detail> {
  /** Names the resource in every key: `['admin', name, 'list' | 'detail', …]`. */
  name: string;
  list: (api: ApiClient, query: Query) => Promise<List>;
  /** The toast when the list cannot be loaded (SPEC's text). */
  listError: string;
  /** A paged list keeps the page on screen while the next one loads. */
  paged?: boolean;
  detail?: (api: ApiClient, id: string) => Promise<Detail>;
}

export interface ResourceKeys<Query> {
  all: readonly ['admin', string];
  lists: () => readonly ['admin', string, 'list'];
  list: (query: Query) => readonly ['admin', string, 'list', Query];
  details: () => readonly ['admin', string, 'detail'];
  detail: (id: string) => readonly ['admin', string, 'detail', string];
}

export interface ResourceWrite<Vars, Answer, Query> {
  write: (api: ApiClient, vars: Vars) => Promise<Answer>;
  /** What goes stale once the write succeeds: every list of the resource unless told. */
  stale?: (keys: ResourceKeys<Query>, vars: Vars, answer: Answer) => QueryKey[];
  /** The toast when the write fails; without it the screen says it itself. */
  meta?: AdminErrorMeta;
}

/**
 * One admin resource's queries: keys from generic to specific, the list (and detail) query
 * options, their hooks, and writes that refresh what they made stale. A `*.queries.ts` file
 * is then only what is particular to its resource: which client calls, which messages.
 */
export function adminResource<Query, List, Detail = never>(
  config: AdminResourceConfig<Query, List, Detail>,
) {
  const all = ['admin', config.name] as const;
  const keys: ResourceKeys<Query> = {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id) => [...all, 'detail', id] as const,
  };

  const listOptions = (api: ApiClient, query: Query) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: () => config.list(api, query),
      placeholderData: config.paged ? keepPreviousData : undefined,
      meta: { errorMessage: config.listError },
    });

  const fetchDetail =
    config.detail ?? (() => Promise.reject(new Error(`${config.name} has no detail query`)));
  const detailOptions = (api: ApiClient, id: string) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: () => fetchDetail(api, id) });

  function useList(query: Query) {
    return useQuery(listOptions(useApi(), query));
  }

  /** Nothing is asked until there is an id (a drawer that is closed). */
  function useDetail(id: string | null) {
    return useQuery({ ...detailOptions(useApi(), id ?? ''), enabled: id !== null });
  }

  function write<Vars, Answer>(spec: ResourceWrite<Vars, Answer, Query>) {
    const stale = spec.stale ?? (() => [keys.lists()]);
    return function useWrite() {
      const api = useApi();
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (vars: Vars) => spec.write(api, vars),
        onSuccess: (answer, vars) =>
          Promise.all(
            stale(keys, vars, answer).map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          ),
        meta: spec.meta,
      });
    };
  }

  return { keys, listOptions, detailOptions, useList, useDetail, write };
}
