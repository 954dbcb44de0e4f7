/**
 * Payment (PRODUCT §7): the methods and statuses an order carries, the order body's optional
 * `paymentMethod`, staff's verify/reject body, the slip upload's limits, and the card
 * checkout answer the storefront posts to the gateway as a form.
 */
import { z } from 'zod';

import { PAYMENT_METHODS, PAYMENT_STATUSES, MAX_PAYMENT_NOTE } from './payment-options.rules';

export * from './payment-options.rules';

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  message: 'Payment method is cod, bank-transfer or card',
});

/** Separate from the order's status; every order starts `unpaid`. */
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES, {
  message: 'Unknown payment status',
});

/** The payment field an order body may add to SPEC's; the default depends on the country. */
export const orderPaymentFields = {
  paymentMethod: paymentMethodSchema.optional(),
};

/**
 * `POST /api/order/{orderID}/payment`: staff verify or reject a bank-transfer slip. A reject
 * needs a note, because the shopper is mailed it and must know what to put right (a wrong
 * amount, an unreadable slip); a verify may carry one for the order's history.
 */
export const paymentActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('verify'),
      note: z.string().trim().max(MAX_PAYMENT_NOTE).default(''),
    }),
    z.object({
      action: z.literal('reject'),
      note: z
        .string({ message: 'Say why the payment is rejected; the shopper is mailed this note' })
        .trim()
        .min(1, 'Say why the payment is rejected; the shopper is mailed this note')
        .max(MAX_PAYMENT_NOTE, `The note is at most ${MAX_PAYMENT_NOTE} characters`),
    }),
  ],
  { message: 'Action is verify or reject' },
);
export type PaymentActionInput = z.input<typeof paymentActionSchema>;
export type PaymentAction = z.output<typeof paymentActionSchema>;

/** `POST /api/order/{orderID}/card-checkout`: where to post the form, and its fields. */
export const cardCheckoutSchema = z.object({
  action: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type CardCheckout = z.infer<typeof cardCheckoutSchema>;
