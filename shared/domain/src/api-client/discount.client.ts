import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type {
  Discount,
  DiscountCheck,
  DiscountCheckRequestInput,
  DiscountWriteInput,
} from '../discount/discount.schemas';
import type { Http } from './http';

/** Discount codes: the checkout's check (anyone) and staff's list and writes (admin). */
export function discountClient(http: Http) {
  return {
    /** What the code takes off these lines, or an `ApiError` whose message is the reason. */
    check: async (input: DiscountCheckRequestInput) =>
      (await http<DiscountCheck>(callOf(apiRoutes.discounts.check), { body: input })).data,
    list: async () => (await http<Discount[]>(callOf(apiRoutes.discounts.list))).data,
    create: async (input: DiscountWriteInput) =>
      (await http<Discount>(callOf(apiRoutes.discounts.create), { body: input })).data,
    update: async (id: number, input: DiscountWriteInput) =>
      (await http<Discount>(callOf(apiRoutes.discounts.update, { id }), { body: input })).data,
    /** Deletes an unused code; a used one is deactivated instead (the answer says which). */
    remove: async (id: number) =>
      (await http<Discount>(callOf(apiRoutes.discounts.remove, { id }))).data,
  };
}
