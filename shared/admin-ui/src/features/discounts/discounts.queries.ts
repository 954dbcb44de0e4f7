import type { DiscountWriteInput } from '@wallart/domain';
import { adminResource } from '../../lib/admin-resource';

const discounts = adminResource({
  name: 'discounts',
  list: (api, _all: void) => api.discount.list(),
  listError: 'Failed to fetch discount codes.',
});

export const useDiscountList = discounts.useList;

/** Creates a code, or saves one's terms; the form shows the server's refusal itself. */
export const useSaveDiscount = discounts.write({
  write: (api, { id, input }: { id: number | null; input: DiscountWriteInput }) =>
    id === null ? api.discount.create(input) : api.discount.update(id, input),
});

/** Deletes an unused code; a used one comes back deactivated. */
export const useRemoveDiscount = discounts.write({
  write: (api, id: number) => api.discount.remove(id),
  meta: { errorMessage: 'Discount code delete failed', withRefusal: true },
});
