/**
 * PayHere's protocol as pure rules (PRODUCT §7): the amount as the gateway writes it, the
 * status code → payment status mapping, the checkout hash and the notice signature (built
 * with an MD5 the caller passes in, so this stays free of Node), the notice's fields, and a
 * constant-time comparison for signatures.
 */
import type { PaymentStatus } from './payment.schemas';
import type { PayHereNotice } from './payhere.schemas';

/** The currency the shop charges in. */
export const PAYHERE_CURRENCY = 'LKR';

/** Cents as PayHere's `amount`: exactly two decimals, no thousands separator ("1234.50"). */
export function payHereAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`An amount in cents is a whole number from 0, not ${cents}`);
  }
  const rupees = Math.floor(cents / 100);
  return `${rupees}.${String(cents % 100).padStart(2, '0')}`;
}

/** A notice's `payhere_amount` in cents, or null when it is not a plain amount. */
export function payHereAmountToCents(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, rupees = '0', fraction = ''] = match;
  return Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The payment status a notice's `status_code` sets: 2 → paid, -1 (cancelled) and -2
 * (failed) → failed, -3 (chargeback) → refunded. 0 (pending) and anything unknown leave
 * the status unchanged (null).
 */
export function payHerePaymentStatus(statusCode: string | number): PaymentStatus | null {
  const text = String(statusCode).trim();
  if (!/^-?\d+$/.test(text)) return null;
  switch (Number(text)) {
    case 2:
      return 'paid';
    case -1:
    case -2:
      return 'failed';
    case -3:
      return 'refunded';
    default:
      return null;
  }
}

/** An MD5 of a UTF-8 string as hex, in either case (the API passes Node's). */
export type Md5Hex = (text: string) => string;

const upperMd5 = (md5: Md5Hex, text: string) => md5(text).toUpperCase();

/** hash = UPPER(MD5(merchant_id + order_id + amount + currency + UPPER(MD5(secret)))). */
export function payHereCheckoutHash(
  fields: { merchantId: string; orderId: string; amount: string; currency: string },
  secret: string,
  md5: Md5Hex,
): string {
  const { merchantId, orderId, amount, currency } = fields;
  return upperMd5(md5, merchantId + orderId + amount + currency + upperMd5(md5, secret));
}

/**
 * md5sig = UPPER(MD5(merchant_id + order_id + payhere_amount + payhere_currency + status_code
 * + UPPER(MD5(secret)))), over the notice's fields exactly as received.
 */
export function payHereNoticeSignature(
  notice: Pick<
    PayHereNotice,
    'merchant_id' | 'order_id' | 'payhere_amount' | 'payhere_currency' | 'status_code'
  >,
  secret: string,
  md5: Md5Hex,
): string {
  return upperMd5(
    md5,
    notice.merchant_id +
      notice.order_id +
      notice.payhere_amount +
      notice.payhere_currency +
      notice.status_code +
      upperMd5(md5, secret),
  );
}

/** Compares two signatures in time that does not depend on where they first differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return diff === 0;
}
