import type { AuditEntityType } from '@wallart/domain';
import { adminResource } from '../../lib/admin-resource';

export interface AdminAuditQuery {
  entityType: AuditEntityType | null;
  page: number;
  limit: number;
}

const audit = adminResource({
  name: 'audit',
  list: (api, query: AdminAuditQuery) =>
    api.system.audit({
      entityType: query.entityType ?? undefined,
      page: query.page,
      limit: query.limit,
    }),
  listError: 'Failed to fetch the audit log',
  paged: true,
});

export const useAuditList = audit.useList;
