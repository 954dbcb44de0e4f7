import type { Page } from '../api-contract/paging';
import { paths } from '../api-contract/paths';
import { DEFAULT_ORDER_PAGE_LIMIT } from '../order/order-limits.rules';
import type {
  Order,
  OrderListQueryInput,
  OrderStatus,
  OrderStatusUpdateInput,
  PlaceOrderInput,
} from '../order/order.schemas';
import type { MessageResponse } from '../user/user.schemas';
import { toPage, type Http, type QueryValue } from './http';

export function orderClient(http: Http) {
  return {
    /** All orders for an admin, the caller's own for a shopper. */
    list: async (query: OrderListQueryInput = {}): Promise<Page<Order>> =>
      toPage(
        await http<Order[]>(paths.order.list, { query: query as Record<string, QueryValue> }),
        query,
        DEFAULT_ORDER_PAGE_LIMIT,
      ),
    get: async (orderID: string) => (await http<Order>(paths.order.byId(orderID))).data,
    place: async (input: PlaceOrderInput) =>
      (
        await http<{ message: string; order: Order }>(paths.order.list, {
          method: 'POST',
          body: input,
        })
      ).data,
    /** Staff move an order; a change to Shipped may name the carrier and tracking number. */
    setStatus: async (
      orderID: string,
      status: OrderStatus,
      tracking?: Pick<OrderStatusUpdateInput, 'carrier' | 'trackingNumber'>,
    ) =>
      (
        await http<{ message: string; order: Order }>(paths.order.byId(orderID), {
          method: 'PUT',
          body: { status, ...tracking },
        })
      ).data,
    remove: async (orderID: string) =>
      (await http<MessageResponse>(paths.order.byId(orderID), { method: 'DELETE' })).data,
  };
}
