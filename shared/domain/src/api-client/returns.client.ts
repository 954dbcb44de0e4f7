import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { ReturnStatus } from '../returns/returns.rules';
import type {
  OrderReturn,
  ReturnActionInput,
  ReturnRequestInput,
} from '../returns/returns.schemas';
import type { Http } from './http';

/** Returns and refunds (PRODUCT §13): the shopper's request, and staff's list and steps. */
export function returnsClient(http: Http) {
  return {
    request: async (orderID: string, input: ReturnRequestInput) =>
      (await http<OrderReturn>(callOf(apiRoutes.returns.request, { orderID }), { body: input }))
        .data,
    forOrder: async (orderID: string) =>
      (await http<OrderReturn[]>(callOf(apiRoutes.returns.forOrder, { orderID }))).data,
    list: async (status?: ReturnStatus) =>
      (await http<OrderReturn[]>(callOf(apiRoutes.returns.list), { query: { status } })).data,
    act: async (id: number, input: ReturnActionInput) =>
      (await http<OrderReturn>(callOf(apiRoutes.returns.act, { id }), { body: input })).data,
  };
}
