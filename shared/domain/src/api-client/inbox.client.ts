import { paths } from '../api-contract/paths';
import type {
  ContactInput,
  CustomArtInput,
  FormAnswer,
  InboxItem,
  InboxStatus,
} from '../inbox/inbox.schemas';
import type { QuoteInput } from '../inbox/quote.schemas';
import type { Http } from './http';

export function inboxClient(http: Http) {
  return {
    sendCustomArt: async (input: CustomArtInput) =>
      (await http<FormAnswer>(paths.inbox.customArt, { method: 'POST', body: input, auth: false }))
        .data,
    sendContact: async (input: ContactInput) =>
      (await http<FormAnswer>(paths.inbox.contact, { method: 'POST', body: input, auth: false }))
        .data,
    list: async (status?: InboxStatus) =>
      (await http<InboxItem[]>(paths.inbox.list, { query: { status } })).data,
    setStatus: async (id: string, status: InboxStatus) =>
      (await http<InboxItem>(paths.inbox.byId(id), { method: 'PATCH', body: { status } })).data,
    /** Staff answer a custom-art request with a quote; the requester is mailed its link. */
    sendQuote: async (id: string, input: QuoteInput) =>
      (await http<InboxItem>(paths.inbox.quote(id), { method: 'POST', body: input })).data,
  };
}
