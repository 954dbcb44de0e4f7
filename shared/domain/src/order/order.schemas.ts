import { z } from 'zod';
import { productIdSchema } from '../product/product.schemas';
import { emailSchema, phoneSchema } from '../user/user.schemas';
import {
  orderPaymentFields,
  paymentMethodSchema,
  paymentStatusSchema,
} from '../payment/payment.schemas';
import { orderShippingFields, shippingMethodSchema } from '../shipping/shipping.schemas';
import { sizeLabelSchema } from '../sizes/sizes.schemas';
import { discountCodeEntrySchema } from '../discount/discount-code.schemas';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../language/languages';

import {
  knownCarrier,
  MAX_CARRIER_LENGTH,
  MAX_TRACKING_NUMBER_LENGTH,
  TRACKING_NUMBER_PATTERN,
} from './carriers.rules';
import { ORDER_STATUSES } from './order-status.rules';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order-limits.rules';

export { ORDER_STATUSES, type OrderStatus } from './order-status.rules';
export { DEFAULT_ORDER_PAGE_LIMIT, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order-limits.rules';

export const orderStatusSchema = z.enum(ORDER_STATUSES, { message: 'Unknown order status' });

/**
 * The client names only what, which size and how many; name, image and price come from the
 * database. The size must be one of the product's (the server checks); omitted, its first size.
 */
export const billItemInputSchema = z.object({
  productId: productIdSchema,
  quantity: z
    .number({ message: 'Quantity must be a number' })
    .int('Quantity is a whole number')
    .min(1, 'Quantity is at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity is at most ${MAX_LINE_QUANTITY}`),
  size: sizeLabelSchema.optional(),
});
export type BillItemInput = z.input<typeof billItemInputSchema>;

/** The lines of an order, or of a shipping quote or discount check for one: 1 to MAX_ORDER_LINES. */
export const billItemsInputSchema = z
  .array(billItemInputSchema, { message: 'billItems must be a list' })
  .min(1, 'The order has no items')
  .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines`);

export const placeOrderSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  address: z
    .string({ message: 'Address is required' })
    .trim()
    .min(1, 'Address is required')
    .max(500),
  phoneNumber: phoneSchema,
  billItems: billItemsInputSchema,
  // PRODUCT §7: optional, so SPEC's body still places a home, standard, cash-on-delivery order.
  ...orderShippingFields,
  ...orderPaymentFields,
  /**
   * PRODUCT §9: one discount code, re-checked inside the order's write; blank means none. A
   * `discount` or `total` the client sends is not part of the body and is dropped.
   */
  discountCode: z
    .string({ message: 'discountCode must be text' })
    .trim()
    .nullish()
    .transform((value) => value || undefined)
    .pipe(discountCodeEntrySchema.optional()),
  /**
   * PRODUCT §11: a guest's address (no account). Ignored when the caller is signed in: the
   * order goes to the account's address.
   */
  email: emailSchema.optional(),
  /** PRODUCT §12: the language the order was placed in; its mails and documents follow it. */
  lang: z
    .enum(LANGUAGES, { message: `lang must be one of ${LANGUAGES.join(', ')}` })
    .default(DEFAULT_LANGUAGE),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/** Optional text that may be left out, null or blank: all three mean "not given". */
const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .nullish()
    .transform((value) => value || undefined);

export const TRACKING_ONLY_WHEN_SHIPPED =
  'Carrier and tracking number are given only with the Shipped status';

/**
 * PRODUCT §8: the carrier and tracking number come with the change to Shipped, both optional.
 * A known carrier is kept under its own name ("dhl" becomes "DHL"); any other as typed. With
 * any other status they are refused rather than silently dropped.
 */
export const orderStatusUpdateSchema = z
  .object({
    status: orderStatusSchema,
    carrier: optionalText('Carrier', MAX_CARRIER_LENGTH)
      .refine((value) => !/\p{Cc}/u.test(value ?? ''), 'Carrier must be plain text')
      .transform((value) => value && (knownCarrier(value)?.name ?? value.replace(/\s+/g, ' '))),
    trackingNumber: optionalText('Tracking number', MAX_TRACKING_NUMBER_LENGTH).refine(
      (value) => value === undefined || TRACKING_NUMBER_PATTERN.test(value),
      'Tracking number may hold only letters, digits, spaces and dashes',
    ),
  })
  .superRefine((update, ctx) => {
    if (update.status === 'Shipped') return;
    for (const field of ['carrier', 'trackingNumber'] as const) {
      if (update[field] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: TRACKING_ONLY_WHEN_SHIPPED });
      }
    }
  });
export type OrderStatusUpdateInput = z.input<typeof orderStatusUpdateSchema>;
export type OrderStatusUpdateParsed = z.output<typeof orderStatusUpdateSchema>;

export const orderIdParamSchema = z.object({
  orderID: z.string().regex(/^[A-Z0-9-]{4,32}$/, 'Unknown order'),
});

export const orderListQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  paymentStatus: paymentStatusSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
  /** Staff's search (PRODUCT §16): part of the order number, the name or the e-mail. */
  search: z.string().trim().min(1).max(100).optional(),
  /** The destination country, ISO 3166-1 alpha-2. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'country is a two-letter code')
    .transform((code) => code.toUpperCase())
    .optional(),
  /** Placed on or after this day (UTC, YYYY-MM-DD). */
  from: z.iso.date().optional(),
  /** Placed on or before this day (UTC, YYYY-MM-DD). */
  to: z.iso.date().optional(),
  /** Staff: only orders placed without an account (`guest`), or only with one (`account`). */
  placedBy: z.enum(['guest', 'account'], { message: 'placedBy is guest or account' }).optional(),
  page: z.coerce.number<number>().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number<number>().int().min(1).max(100).optional(),
});
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;
/** The staff's CSV of orders: the list's filters, every page. */
export const orderExportQuerySchema = orderListQuerySchema.omit({ page: true, limit: true });
export type OrderExportQueryInput = z.input<typeof orderExportQuerySchema>;

/** The orders CSV's columns, in order (PRODUCT §11: "Guest" for orders placed without an account). */
export const ORDER_CSV_COLUMNS = [
  'Order',
  'Date',
  'Customer',
  'Email',
  'Guest',
  'Status',
  'Payment method',
  'Payment status',
  'Country',
  'Prints',
  'Total',
] as const;

export const billItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.number(),
  price: z.number(),
  labeledPrice: z.number(),
  size: z.string(),
  /** True on a line of digital artwork, downloaded once paid; left out on a print. */
  digital: z.boolean().optional(),
});
export type BillItem = z.infer<typeof billItemSchema>;

export const statusChangeSchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  at: z.string(),
  by: z.string().nullable(),
  /** On a change to Shipped, when staff named them (PRODUCT §8). */
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** Where the parcel is: the carrier and number of the order's latest change to Shipped. */
export const orderTrackingSchema = z.object({
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  orderID: z.string(),
  email: z.string(),
  name: z.string(),
  address: z.string(),
  phoneNumber: z.string(),
  status: z.string(),
  /** Σ price × quantity of the lines; total = subtotal − discount + shippingFee (§7, §9). */
  subtotal: z.number(),
  shippingFee: z.number(),
  /**
   * The discount code the order used (in capitals) and what it took off (LKR). The API
   * answers both on every order (null and 0 without a code); optional for clients that build
   * orders themselves.
   */
  discountCode: z.string().nullable().optional(),
  discount: z.number().optional(),
  total: z.number(),
  labeledTotal: z.number(),
  country: z.string(),
  /** Null for an order of only digital lines, which ships nothing (PRODUCT §13). */
  shippingMethod: shippingMethodSchema.nullable(),
  paymentMethod: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  /** Staff's note on the last verify or reject, for the shopper. */
  paymentNote: z.string().nullable(),
  /** Whether a bank slip is on file (fetched from its own, private endpoint). */
  hasPaymentSlip: z.boolean(),
  /** For staff: something to look at, e.g. `paid-after-expiry`. */
  paymentFlag: z.string().nullable(),
  /** When its shopper deleted it (PRODUCT §8): cancelled, gone from their list; staff see it. */
  hiddenByShopperAt: z.string().nullable(),
  date: z.string(),
  billItems: z.array(billItemSchema),
  statusHistory: z.array(statusChangeSchema).optional(),
  /**
   * When it was last marked Delivered (the start of its return window), or null. Optional for
   * clients that build orders themselves.
   */
  deliveredAt: z.string().nullable().optional(),
  /**
   * The API answers it on every order: null until the order is Shipped (or Delivered) with a
   * carrier or tracking number. Optional for clients that build orders themselves.
   */
  tracking: orderTrackingSchema.nullable().optional(),
  /** Placed without an account (PRODUCT §11); staff see "Guest". */
  isGuest: z.boolean().optional(),
  /**
   * The language it was placed in (PRODUCT §12), which its mails and documents use. Optional
   * for clients that build orders themselves.
   */
  lang: z.enum(LANGUAGES).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** The 201 of a placed order; `orderToken` only for a guest's, and only here (PRODUCT §11). */
export const placedOrderSchema = z.object({
  message: z.string(),
  order: orderSchema,
  orderToken: z.string().optional(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** A guest's order link, from the path of `/api/order/by-token/{orderToken}`. */
export const orderTokenParamSchema = z.object({
  orderToken: z.string().min(1).max(100),
});

/** "Find my order": the order number and the address it was placed with. */
export const orderLookupSchema = z.object({
  orderID: z
    .string({ message: 'Order number is required' })
    .trim()
    .toUpperCase()
    .min(1, 'Order number is required')
    .max(32, 'Order number is at most 32 characters'),
  email: emailSchema,
});
export type OrderLookupInput = z.input<typeof orderLookupSchema>;
