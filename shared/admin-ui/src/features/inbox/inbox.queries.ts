import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxStatus } from '@wallart/domain';
import type { ApiClient } from '@wallart/domain/api-client';
import { useApi } from '../../app/admin-context';

export const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (status: InboxStatus | null) => [...inboxKeys.lists(), { status }] as const,
};

export const inboxListOptions = (api: ApiClient, status: InboxStatus | null) =>
  queryOptions({
    queryKey: inboxKeys.list(status),
    queryFn: () => api.inbox.list(status ?? undefined),
  });

export function useInboxList(status: InboxStatus | null) {
  return useQuery(inboxListOptions(useApi(), status));
}

export function useSetInboxStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InboxStatus }) =>
      api.inbox.setStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.lists() }),
  });
}
