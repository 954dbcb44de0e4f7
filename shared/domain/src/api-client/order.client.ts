import type { Page } from '../api-contract/paging';
import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import { DEFAULT_ORDER_PAGE_LIMIT } from '../order/order-limits.rules';
import type {
  Order,
  OrderListQueryInput,
  OrderStatus,
  OrderStatusUpdateInput,
  PlaceOrderInput,
} from '../order/order.schemas';
import type { MessageResponse } from '../user/user.schemas';
import { requestPage, type Http } from './http';

export function orderClient(http: Http) {
  return {
    /** All orders for an admin, the caller's own for a shopper. */
    list: (query: OrderListQueryInput = {}): Promise<Page<Order>> =>
      requestPage(http, callOf(apiRoutes.orders.list), query, {
        defaultLimit: DEFAULT_ORDER_PAGE_LIMIT,
      }),
    get: async (orderID: string) =>
      (await http<Order>(callOf(apiRoutes.orders.get, { orderID }))).data,
    place: async (input: PlaceOrderInput) =>
      (
        await http<{ message: string; order: Order }>(callOf(apiRoutes.orders.place), {
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
        await http<{ message: string; order: Order }>(
          callOf(apiRoutes.orders.setStatus, { orderID }),
          {
            body: { status, ...tracking },
          },
        )
      ).data,
    remove: async (orderID: string) =>
      (await http<MessageResponse>(callOf(apiRoutes.orders.remove, { orderID }))).data,
  };
}
