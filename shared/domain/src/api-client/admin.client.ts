import type { Page } from '../api-contract/paging';
import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { AuditEntry, AuditListQueryInput } from '../admin/audit.schemas';
import type { DashboardStats } from '../admin/stats.schemas';
import type { ShopSettings, ShopSettingsInput } from '../settings/shop-settings.schemas';
import { requestPage, type Http } from './http';

/** The admin's own reads: the dashboard's figures, the audit log and the shop's settings. */
export function adminClient(http: Http) {
  return {
    stats: async () => (await http<DashboardStats>(callOf(apiRoutes.admin.stats))).data,
    /** The admin audit log, newest first, optionally of one entity type. */
    audit: (query: AuditListQueryInput = {}): Promise<Page<AuditEntry>> =>
      requestPage(http, callOf(apiRoutes.audit.list), query),
    /** Rates, free-shipping threshold, bank details, VAT and the shop's details (PRODUCT §7). */
    settings: async () => (await http<ShopSettings>(callOf(apiRoutes.settings.read))).data,
    updateSettings: async (input: ShopSettingsInput) =>
      (await http<ShopSettings>(callOf(apiRoutes.settings.update), { body: input })).data,
  };
}
