import { useQuery } from '@tanstack/react-query';
import type { ReturnActionInput, ReturnStatus } from '@wallart/domain';
import { useApi } from '../../app/admin-context';
import { adminResource } from '../../lib/admin-resource';

const returns = adminResource({
  name: 'returns',
  list: (api, status: ReturnStatus | 'all') =>
    api.returns.list(status === 'all' ? undefined : status),
  listError: 'Failed to load returns',
});

export const useReturnList = returns.useList;

/** One step on a return; the drawer shows the server's refusal itself. */
export const useReturnStep = returns.write({
  write: (api, { id, input }: { id: number; input: ReturnActionInput }) =>
    api.returns.act(id, input),
});

/** One of a return's photos, fetched with the staff token (they are never public). */
export function useReturnPhoto(id: number, index: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...returns.keys.all, 'photo', id, index] as const,
    queryFn: () => api.returns.photo(id, index),
    staleTime: Infinity,
    meta: { errorMessage: 'A photo of the return could not be loaded' },
  });
}
