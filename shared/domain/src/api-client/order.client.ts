import type { Page } from '../api-contract/paging';
import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import { DEFAULT_ORDER_PAGE_LIMIT } from '../order/order-limits.rules';
import { ORDER_TOKEN_HEADER } from '../order/guest-order.rules';
import type {
  Order,
  OrderExportQueryInput,
  OrderListQueryInput,
  OrderLookupInput,
  PlacedOrder,
  OrderStatus,
  OrderStatusUpdateInput,
  PlaceOrderInput,
} from '../order/order.schemas';
import type { MessageResponse } from '../user/user.schemas';
import { requestPage, type Http, type RequestOptions } from './http';

/** A guest's key stands in for the sign-in on that one order's calls (PRODUCT §11). */
export const tokenOptions = (orderToken: string | undefined): RequestOptions =>
  orderToken ? { auth: false, headers: { [ORDER_TOKEN_HEADER]: orderToken } } : {};

export function orderClient(http: Http) {
  return {
    /** All orders for an admin, the caller's own for a shopper. */
    list: (query: OrderListQueryInput = {}): Promise<Page<Order>> =>
      requestPage(http, callOf(apiRoutes.orders.list), query, {
        defaultLimit: DEFAULT_ORDER_PAGE_LIMIT,
      }),
    /** One order: one's own, any for staff, or a guest's with its key (`orderToken`). */
    get: async (orderID: string, orderToken?: string) =>
      (await http<Order>(callOf(apiRoutes.orders.get, { orderID }), tokenOptions(orderToken))).data,
    /** Signed in, or as a guest with `email`: a guest's answer carries `orderToken`. */
    place: async (input: PlaceOrderInput) =>
      (await http<PlacedOrder>(callOf(apiRoutes.orders.place), { body: input })).data,
    /** A guest's order by its key (PRODUCT §11). */
    byToken: async (orderToken: string) =>
      (
        await http<Order>(callOf(apiRoutes.orders.byToken, { orderToken }), {
          auth: false,
        })
      ).data,
    /** "Find my order": the answer is the same whether or not the two match. */
    lookup: async (input: OrderLookupInput) =>
      (await http<MessageResponse>(callOf(apiRoutes.orders.lookup), { body: input, auth: false }))
        .data,
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
    /** Staff mail a guest's order a fresh link (the old one stops working). */
    /** Staff: every order the filters match, as CSV text. */
    exportCsv: async (query: OrderExportQueryInput = {}) =>
      (
        await http<string>(callOf(apiRoutes.orders.exportCsv), {
          query: query as Record<string, string | undefined>,
          as: 'text',
        })
      ).data,
    resendLink: async (orderID: string) =>
      (await http<MessageResponse>(callOf(apiRoutes.orders.resendLink, { orderID }))).data,
    remove: async (orderID: string, orderToken?: string) =>
      (
        await http<MessageResponse>(
          callOf(apiRoutes.orders.remove, { orderID }),
          tokenOptions(orderToken),
        )
      ).data,
  };
}
