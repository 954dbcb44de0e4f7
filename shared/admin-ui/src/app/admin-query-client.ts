import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@wallart/domain/api-client';
import { refusalOf } from '../lib/errors';
import { toast } from '../lib/toast';

/**
 * What a query or a mutation says when it fails. The admin cache's handlers below show it, once
 * per failure; a query or mutation without it leaves its failure to the screen (an alert, say).
 * A type, not an interface: TanStack Query wants a `Record<string, unknown>`.
 */
export type AdminErrorMeta = {
  /** The toast's headline, SPEC's exact text ("Failed to fetch orders"). */
  errorMessage?: string;
  /** Also show the server's own words when it refused on purpose (400, 409) under the headline. */
  withRefusal?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AdminErrorMeta;
    mutationMeta: AdminErrorMeta;
  }
}

function report(error: unknown, meta: AdminErrorMeta | undefined) {
  if (!meta?.errorMessage) return;
  // A refused session is not a failed screen: staff are on their way to sign in again.
  if (isApiError(error) && error.code === 'unauthorized') return;
  // The toast is for staff; the error itself is for whoever opens the console.
  console.error(meta.errorMessage, error);
  toast.error(meta.errorMessage, meta.withRefusal ? refusalOf(error) : undefined);
}

/** The admin's own cache: staff want fresh figures, so data is refetched on every visit. */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { staleTime: 0, retry: 1, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
