import { paths } from '../api-contract/paths';
import type {
  ContactInput,
  CustomArtInput,
  FormAnswer,
  InboxItem,
  InboxStatus,
} from '../inbox/inbox.schemas';
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
  };
}
