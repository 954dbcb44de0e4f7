import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { ReturnStatus } from '../returns/returns.rules';
import type {
  OrderReturn,
  ReturnActionInput,
  ReturnRequestInput,
} from '../returns/returns.schemas';
import type { Http } from './http';
import { tokenOptions } from './order.client';

/**
 * Returns and refunds (PRODUCT §13): the shopper's request, and staff's list and steps. A
 * guest's calls carry their order's key (`orderToken`) in place of a sign-in.
 */
export function returnsClient(http: Http) {
  return {
    request: async (orderID: string, input: ReturnRequestInput, orderToken?: string) =>
      (
        await http<OrderReturn>(callOf(apiRoutes.returns.request, { orderID }), {
          ...tokenOptions(orderToken),
          body: input,
        })
      ).data,
    forOrder: async (orderID: string, orderToken?: string) =>
      (
        await http<OrderReturn[]>(
          callOf(apiRoutes.returns.forOrder, { orderID }),
          tokenOptions(orderToken),
        )
      ).data,
    list: async (status?: ReturnStatus) =>
      (await http<OrderReturn[]>(callOf(apiRoutes.returns.list), { query: { status } })).data,
    addPhoto: async (id: number, file: Blob, fileName: string, orderToken?: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return (
        await http<OrderReturn>(callOf(apiRoutes.returns.addPhoto, { id }), {
          ...tokenOptions(orderToken),
          body: form,
        })
      ).data;
    },
    photo: async (id: number, index: number, orderToken?: string) =>
      (
        await http<Blob>(callOf(apiRoutes.returns.photo, { id, index }), {
          ...tokenOptions(orderToken),
          as: 'blob',
        })
      ).data,
    act: async (id: number, input: ReturnActionInput) =>
      (await http<OrderReturn>(callOf(apiRoutes.returns.act, { id }), { body: input })).data,
  };
}
