import { paths } from '../api-contract/paths';
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
      (await http<DiscountCheck>(paths.discount.check, { method: 'POST', body: input })).data,
    list: async () => (await http<Discount[]>(paths.discount.adminList)).data,
    create: async (input: DiscountWriteInput) =>
      (await http<Discount>(paths.discount.adminList, { method: 'POST', body: input })).data,
    update: async (id: number, input: DiscountWriteInput) =>
      (await http<Discount>(paths.discount.adminById(id), { method: 'PUT', body: input })).data,
    /** Deletes an unused code; a used one is deactivated instead (the answer says which). */
    remove: async (id: number) =>
      (await http<Discount>(paths.discount.adminById(id), { method: 'DELETE' })).data,
  };
}
