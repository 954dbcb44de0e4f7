import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryRoots } from '../../lib/query-keys';

export const quoteKeys = {
  all: queryRoots.quotes,
  byToken: (token: string) => [...queryRoots.quotes, token] as const,
};

export const quoteQueries = {
  /** The quote behind a private link; a wrong link is a 404, never retried. */
  byToken: (token: string) =>
    queryOptions({
      queryKey: quoteKeys.byToken(token),
      queryFn: () => api.quote.get(token),
      retry: false,
    }),
};

/** Accepting answers the quote as it now is, with its one-off product. */
export function useAcceptQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.quote.accept(token),
    onSuccess: (view) => queryClient.setQueryData(quoteKeys.byToken(token), view),
  });
}
