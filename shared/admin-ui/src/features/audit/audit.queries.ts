import type { AuditEntityType } from '@wallart/domain';
import { adminResource, type PageQuery } from '../../lib/admin-resource';

export interface AdminAuditQuery extends PageQuery {
  entityType: AuditEntityType | null;
}

const audit = adminResource({
  name: 'audit',
  list: (api, query: AdminAuditQuery) =>
    api.system.audit({ ...query, entityType: query.entityType ?? undefined }),
  listError: 'Failed to fetch the audit log',
  paged: true,
});

export const useAuditList = audit.useList;
