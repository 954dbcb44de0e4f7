/**
 * `POST /api/shipping/quote` (PRODUCT §7): what the checkout sends to learn each method's fee
 * and delivery days for a destination, and the answer.
 */
import { z } from 'zod';
import { HOME_COUNTRY } from '../geo/countries';
import { countryCodeSchema } from '../geo/countries.schemas';
import { billItemsInputSchema } from '../order/order.schemas';
import { deliveryDaysSchema, shippingMethodSchema } from './shipping.schemas';

/** `POST /api/shipping/quote`: where to and what (prices and sizes come from the server). */
export const shippingQuoteRequestSchema = z.object({
  country: countryCodeSchema.default(HOME_COUNTRY),
  billItems: billItemsInputSchema,
});
export type ShippingQuoteRequestInput = z.input<typeof shippingQuoteRequestSchema>;
export type ShippingQuoteRequest = z.output<typeof shippingQuoteRequestSchema>;

/** One method a destination can have, with its fee for this subtotal (LKR). */
export const shippingQuoteMethodSchema = z.object({
  method: shippingMethodSchema,
  label: z.string(),
  fee: z.number(),
  days: deliveryDaysSchema,
});
export type ShippingQuoteMethod = z.infer<typeof shippingQuoteMethodSchema>;

/** The quote's answer: the subtotal priced by the server and the methods, default first. */
export const shippingQuoteSchema = z.object({
  subtotal: z.number(),
  methods: z.array(shippingQuoteMethodSchema),
});
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;
