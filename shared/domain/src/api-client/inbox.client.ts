import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
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
      (await http<FormAnswer>(callOf(apiRoutes.inbox.customArt), { body: input, auth: false }))
        .data,
    sendContact: async (input: ContactInput) =>
      (await http<FormAnswer>(callOf(apiRoutes.inbox.contact), { body: input, auth: false })).data,
    list: async (status?: InboxStatus) =>
      (await http<InboxItem[]>(callOf(apiRoutes.inbox.list), { query: { status } })).data,
    setStatus: async (id: string, status: InboxStatus) =>
      (await http<InboxItem>(callOf(apiRoutes.inbox.setStatus, { id }), { body: { status } })).data,
    /** Staff answer a custom-art request with a quote; the requester is mailed its link. */
    sendQuote: async (id: string, input: QuoteInput) =>
      (await http<InboxItem>(callOf(apiRoutes.quotes.send, { id }), { body: input })).data,
  };
}
