import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@wallart/domain/api-client';
import { useApi } from '../../app/admin-context';

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
};

export const dashboardStatsOptions = (api: ApiClient) =>
  queryOptions({ queryKey: dashboardKeys.stats(), queryFn: () => api.system.stats() });

export function useDashboardStats() {
  return useQuery(dashboardStatsOptions(useApi()));
}
