import type { InboxStatus, QuoteInput } from '@wallart/domain';
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

/** Staff's quote on a custom-art request; the requester is mailed its private link. */
export const useSendQuote = inbox.write({
  write: (api, { id, quote }: { id: string; quote: QuoteInput }) => api.inbox.sendQuote(id, quote),
  meta: { errorMessage: 'The quote could not be sent' },
});
