import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntityType } from '@wallart/domain';
import type { ApiClient } from '@wallart/domain/api-client';
import { useApi } from '../../app/admin-context';

export interface AdminAuditQuery {
  entityType: AuditEntityType | null;
  page: number;
  limit: number;
}

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (query: AdminAuditQuery) => [...auditKeys.lists(), query] as const,
};

export const auditListOptions = (api: ApiClient, query: AdminAuditQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: () =>
      api.system.audit({
        entityType: query.entityType ?? undefined,
        page: query.page,
        limit: query.limit,
      }),
    placeholderData: keepPreviousData,
  });

export function useAuditList(query: AdminAuditQuery) {
  return useQuery(auditListOptions(useApi(), query));
}
