import { z } from 'zod';
import { moneyAmountSchema } from '../money/money.schemas';
import { sizeLabelSchema } from '../sizes/sizes.schemas';
import { MAX_QUOTE_DELIVERY_DAYS, QUOTE_STATUSES } from './quote.rules';

/** What staff send to answer a custom-art request: the price in LKR, size, description, days. */
export const quoteInputSchema = z.object({
  price: moneyAmountSchema('Price').refine((price) => price > 0, 'Price must be more than 0'),
  size: sizeLabelSchema,
  description: z
    .string({ message: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(2000, 'Description is at most 2000 characters'),
  deliveryDays: z
    .number({ message: 'Delivery days must be a number' })
    .int('Delivery days is a whole number')
    .min(1, 'Delivery days is at least 1')
    .max(MAX_QUOTE_DELIVERY_DAYS, `Delivery days is at most ${MAX_QUOTE_DELIVERY_DAYS}`),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;
export type QuoteParsed = z.output<typeof quoteInputSchema>;

export const quoteStatusSchema = z.enum(QUOTE_STATUSES);

/** A quote as staff see it on its request in the Inbox. */
export const inboxQuoteSchema = z.object({
  price: z.number(),
  size: z.string(),
  description: z.string(),
  deliveryDays: z.number().int(),
  sentAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** The order that bought it (its public code), once ordered. */
  orderID: z.string().nullable(),
});
export type InboxQuote = z.infer<typeof inboxQuoteSchema>;

/** The one-off product a quote becomes once accepted, as the cart and checkout carry it. */
export const quotedProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  size: z.string(),
  price: z.number(),
});
export type QuotedProduct = z.infer<typeof quotedProductSchema>;

/** `GET /api/quote/{token}`: what the private link shows. */
export const quoteViewSchema = z.object({
  name: z.string(),
  /** The request's address: accepting takes an account signed in with it. */
  email: z.string(),
  price: z.number(),
  size: z.string(),
  description: z.string(),
  deliveryDays: z.number().int(),
  status: quoteStatusSchema,
  sentAt: z.string(),
  /** True while an order (not Cancelled) holds it: it is ordered once only. */
  ordered: z.boolean(),
  /** Once accepted: the one-off product to order (only its account can). */
  product: quotedProductSchema.nullable(),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;
