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
    addPhoto: async (id: number, file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return (await http<OrderReturn>(callOf(apiRoutes.returns.addPhoto, { id }), { body: form }))
        .data;
    },
    photo: async (id: number, index: number) =>
      (await http<Blob>(callOf(apiRoutes.returns.photo, { id, index }), { as: 'blob' })).data,
    act: async (id: number, input: ReturnActionInput) =>
      (await http<OrderReturn>(callOf(apiRoutes.returns.act, { id }), { body: input })).data,
  };
}
