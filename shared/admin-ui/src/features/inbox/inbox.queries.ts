import type { InboxStatus } from '@wallart/domain';
import { adminResource } from '../../lib/admin-resource';

const inbox = adminResource({
  name: 'inbox',
  list: (api, status: InboxStatus | null) => api.inbox.list(status ?? undefined),
  listError: 'Failed to fetch messages',
});

export const useInboxList = inbox.useList;

export const useSetInboxStatus = inbox.write({
  write: (api, { id, status }: { id: string; status: InboxStatus }) =>
    api.inbox.setStatus(id, status),
  meta: { errorMessage: 'Message update failed' },
});
