import type { DiscountWriteInput } from '@wallart/domain';

/**
 * Discount codes the demo shop opens with, so a shop owner can try one at checkout at once:
 * a welcome code any shopper may use once, and a fixed amount off larger orders.
 */
export const DEMO_DISCOUNTS: DiscountWriteInput[] = [
  { code: 'WELCOME10', type: 'percent', value: 10, perCustomerLimit: 1 },
  { code: 'BIG1500', type: 'fixed', value: 1_500, minSubtotal: 10_000, totalLimit: 100 },
];
