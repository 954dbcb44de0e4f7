import type { OrderStatus } from '@wallart/domain';
import { adminResource, type PageQuery } from '../../lib/admin-resource';

export interface AdminOrderQuery extends PageQuery {
  status: OrderStatus | null;
}

const orders = adminResource({
  name: 'orders',
  list: (api, query: AdminOrderQuery) =>
    api.order.list({ ...query, status: query.status ?? undefined }),
  listError: 'Failed to fetch orders',
  paged: true,
  detail: (api, orderID) => api.order.get(orderID),
});

export const useOrderList = orders.useList;
export const useOrderDetail = orders.useDetail;

/** A new status changes the order's row and its drawer. */
export const useSetOrderStatus = orders.write({
  write: (api, { orderID, status }: { orderID: string; status: OrderStatus }) =>
    api.order.setStatus(orderID, status),
  stale: (keys, { orderID }) => [keys.lists(), keys.detail(orderID)],
  meta: { errorMessage: 'Status update failed' },
});
