import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { OrderStatus } from '@wallart/domain';
import type { ApiClient } from '@wallart/domain/api-client';
import { useApi } from '../../app/admin-context';

export interface AdminOrderQuery {
  status: OrderStatus | null;
  page: number;
  limit: number;
}

export const orderKeys = {
  all: ['admin', 'orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: AdminOrderQuery) => [...orderKeys.lists(), query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderID: string) => [...orderKeys.details(), orderID] as const,
};

export const orderListOptions = (api: ApiClient, query: AdminOrderQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: () =>
      api.order.list({ status: query.status ?? undefined, page: query.page, limit: query.limit }),
    placeholderData: keepPreviousData,
  });

export const orderDetailOptions = (api: ApiClient, orderID: string) =>
  queryOptions({ queryKey: orderKeys.detail(orderID), queryFn: () => api.order.get(orderID) });

export function useOrderList(query: AdminOrderQuery) {
  return useQuery(orderListOptions(useApi(), query));
}

export function useOrderDetail(orderID: string | null) {
  const api = useApi();
  return useQuery({ ...orderDetailOptions(api, orderID ?? ''), enabled: orderID !== null });
}

export function useSetOrderStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderID, status }: { orderID: string; status: OrderStatus }) =>
      api.order.setStatus(orderID, status),
    onSuccess: (_answer, { orderID }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderID) }),
      ]),
  });
}
