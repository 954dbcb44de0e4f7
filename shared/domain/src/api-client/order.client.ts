import { TOTAL_COUNT_HEADER, type Page } from '../api-contract/paging';
import { paths } from '../api-contract/paths';
import {
  DEFAULT_ORDER_PAGE_LIMIT,
  type Order,
  type OrderListQueryInput,
  type OrderStatus,
  type PlaceOrderInput,
} from '../order/order.schemas';
import type { MessageResponse } from '../user/user.schemas';
import type { Http, QueryValue } from './http';

export function orderClient(http: Http) {
  return {
    /** All orders for an admin, the caller's own for a shopper. */
    list: async (query: OrderListQueryInput = {}): Promise<Page<Order>> => {
      const res = await http<Order[]>(paths.order.list, {
        query: query as Record<string, QueryValue>,
      });
      const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? res.data.length);
      // Without a limit the server sends its default page, not necessarily every order.
      const limit = query.limit ?? DEFAULT_ORDER_PAGE_LIMIT;
      return { items: res.data, total, page: query.page ?? 1, limit };
    },
    get: async (orderID: string) => (await http<Order>(paths.order.byId(orderID))).data,
    place: async (input: PlaceOrderInput) =>
      (
        await http<{ message: string; order: Order }>(paths.order.list, {
          method: 'POST',
          body: input,
        })
      ).data,
    setStatus: async (orderID: string, status: OrderStatus) =>
      (
        await http<{ message: string; order: Order }>(paths.order.byId(orderID), {
          method: 'PUT',
          body: { status },
        })
      ).data,
    remove: async (orderID: string) =>
      (await http<MessageResponse>(paths.order.byId(orderID), { method: 'DELETE' })).data,
  };
}
