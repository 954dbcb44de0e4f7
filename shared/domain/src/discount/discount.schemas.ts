/**
 * Discount codes (PRODUCT §9): what staff send and are answered at `/api/admin/discounts`, and
 * what the checkout sends to `POST /api/discount/check` and is answered.
 */
import { z } from 'zod';
import { HOME_COUNTRY } from '../geo/countries';
import { countryCodeSchema } from '../geo/countries.schemas';
import { moneyAmountSchema } from '../money/money.schemas';
import { billItemsInputSchema } from '../order/order.schemas';
import { shippingQuoteMethodSchema } from '../shipping/shipping-quote.schemas';
import { discountCodeEntrySchema } from './discount-code.schemas';
import {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_TYPES,
  MAX_DISCOUNT_CODE_LENGTH,
  MIN_DISCOUNT_CODE_LENGTH,
  normalizeDiscountCode,
} from './discount.rules';

export const discountTypeSchema = z.enum(DISCOUNT_TYPES, {
  message: 'Type is percent or fixed',
});

export { discountCodeEntrySchema } from './discount-code.schemas';

/** A code as staff type it: trimmed and kept in capitals (codes are case-insensitive). */
export const discountCodeSchema = z
  .string({ message: 'Code is required' })
  .trim()
  .min(MIN_DISCOUNT_CODE_LENGTH, `Code is at least ${MIN_DISCOUNT_CODE_LENGTH} characters`)
  .max(MAX_DISCOUNT_CODE_LENGTH, `Code is at most ${MAX_DISCOUNT_CODE_LENGTH} characters`)
  .regex(DISCOUNT_CODE_PATTERN, 'Code may hold only letters, digits, dashes and underscores')
  .transform(normalizeDiscountCode);

const optionalLimit = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} is a whole number`)
    .min(1, `${label} is at least 1 (leave it empty for no limit)`)
    .max(1_000_000, `${label} is at most 1,000,000`)
    .nullish()
    .transform((value) => value ?? null);

const optionalDate = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label} must be a date and time` })
    .nullish()
    .transform((value) => (value ? new Date(value).toISOString() : null));

/** `POST /api/admin/discounts` and `PUT /api/admin/discounts/{id}`: a code's terms. */
export const discountWriteSchema = z
  .object({
    code: discountCodeSchema,
    type: discountTypeSchema,
    /** Percent off (a whole 1–100), or LKR off for a fixed code. */
    value: moneyAmountSchema('Value'),
    minSubtotal: moneyAmountSchema('Minimum subtotal')
      .nullish()
      .transform((value) => value || null),
    startsAt: optionalDate('Start'),
    endsAt: optionalDate('End'),
    totalLimit: optionalLimit('Total limit'),
    perCustomerLimit: optionalLimit('Per-customer limit'),
    active: z.boolean({ message: 'Active is true or false' }).default(true),
  })
  .superRefine((input, ctx) => {
    if (
      input.type === 'percent' &&
      (!Number.isInteger(input.value) || input.value < 1 || input.value > 100)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'A percent is a whole number from 1 to 100',
      });
    }
    if (input.type === 'fixed' && input.value <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'A fixed discount is more than LKR 0',
      });
    }
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end comes after the start' });
    }
  });
export type DiscountWriteInput = z.input<typeof discountWriteSchema>;
export type DiscountWriteParsed = z.output<typeof discountWriteSchema>;

/** A code as the API answers it: its terms, its id and how many orders hold a use of it. */
export const discountSchema = z.object({
  id: z.number(),
  code: z.string(),
  type: discountTypeSchema,
  value: z.number(),
  minSubtotal: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  totalLimit: z.number().nullable(),
  perCustomerLimit: z.number().nullable(),
  active: z.boolean(),
  usedCount: z.number(),
  createdAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

export const discountIdParamSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,15}$/, 'Unknown discount code'),
});

/** `POST /api/discount/check`: the code and what it would apply to (priced by the server). */
export const discountCheckRequestSchema = z.object({
  code: discountCodeEntrySchema,
  country: countryCodeSchema.default(HOME_COUNTRY),
  billItems: billItemsInputSchema,
});
export type DiscountCheckRequestInput = z.input<typeof discountCheckRequestSchema>;
export type DiscountCheckRequest = z.output<typeof discountCheckRequestSchema>;

/**
 * The check's answer when the code applies: the code, what it takes off (LKR), the subtotal
 * it applies to, and each shipping method's fee after it (the free-shipping threshold counts
 * the subtotal after the discount).
 */
export const discountCheckSchema = z.object({
  code: z.string(),
  discount: z.number(),
  subtotal: z.number(),
  methods: z.array(shippingQuoteMethodSchema),
});
export type DiscountCheck = z.infer<typeof discountCheckSchema>;
