/** The form-encoded notice PayHere posts to the shop's notify URL (PRODUCT §7). */
import { z } from 'zod';

const field = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .min(1, `${name} is required`)
    .max(200);

/** The form-encoded notice PayHere posts to the shop; other fields it sends are kept. */
export const payHereNoticeSchema = z.looseObject({
  merchant_id: field('merchant_id'),
  order_id: field('order_id'),
  payment_id: field('payment_id'),
  payhere_amount: field('payhere_amount'),
  payhere_currency: field('payhere_currency'),
  status_code: field('status_code'),
  md5sig: field('md5sig'),
});
export type PayHereNotice = z.infer<typeof payHereNoticeSchema>;
