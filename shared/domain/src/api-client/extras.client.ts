import { DEFAULT_PAGE_LIMIT, TOTAL_COUNT_HEADER, type Page } from '../api-contract/paging';
import { paths } from '../api-contract/paths';
import type { AuditEntry, AuditListQueryInput } from '../admin/audit.schemas';
import type { DashboardStats } from '../admin/stats.schemas';
import type {
  ContactInput,
  CustomArtInput,
  FormAnswer,
  InboxItem,
  InboxStatus,
} from '../inbox/inbox.schemas';
import type { Review, ReviewCreateInput } from '../review/review.schemas';
import type { MessageResponse } from '../user/user.schemas';
import type { Http } from './http';

export interface ShopConfig {
  googleClientId: string | null;
}

export interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'down';
}

export function systemClient(http: Http) {
  return {
    health: async () => (await http<Health>(paths.health, { auth: false })).data,
    config: async () => (await http<ShopConfig>(paths.config, { auth: false })).data,
    stats: async () => (await http<DashboardStats>(paths.admin.stats)).data,
    /** The admin audit log, newest first, optionally of one entity type. */
    audit: async (query: AuditListQueryInput = {}): Promise<Page<AuditEntry>> => {
      const res = await http<AuditEntry[]>(paths.admin.audit, { query: { ...query } });
      const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? res.data.length);
      // Without a limit the server sends its default page, not necessarily every entry.
      const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
      return { items: res.data, total, page: query.page ?? 1, limit };
    },
  };
}

export function uploadClient(http: Http) {
  return {
    image: async (file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return (await http<{ url: string }>(paths.upload, { method: 'POST', body: form })).data;
    },
  };
}

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

export function reviewClient(http: Http) {
  return {
    /** Visible reviews for shoppers; an admin's token also brings hidden ones with `all`. */
    list: async (options: { all?: boolean } = {}) =>
      (await http<Review[]>(paths.review.list, { query: { all: options.all } })).data,
    create: async (input: ReviewCreateInput) =>
      (await http<Review>(paths.review.list, { method: 'POST', body: input, auth: false })).data,
    setHidden: async (id: string, isHidden: boolean) =>
      (await http<Review>(paths.review.byId(id), { method: 'PATCH', body: { isHidden } })).data,
    remove: async (id: string) =>
      (await http<MessageResponse>(paths.review.byId(id), { method: 'DELETE' })).data,
  };
}
