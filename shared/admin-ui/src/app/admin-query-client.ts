import { QueryClient } from '@tanstack/react-query';

/** The admin's own cache: staff want fresh figures, so data is refetched on every visit. */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, retry: 1, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
