/** PayHere's protocol as the fake gateway speaks it: the fields, the hashes and the notices. */
import { createHash, randomInt } from 'node:crypto';

/** The fields PRODUCT §7 says the shop posts to the gateway's checkout. */
export const CHECKOUT_FIELDS = [
  'merchant_id',
  'return_url',
  'cancel_url',
  'notify_url',
  'order_id',
  'items',
  'currency',
  'amount',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'hash',
] as const;

/** The currencies PayHere charges in (PRODUCT §7). */
export const CURRENCIES = ['LKR', 'USD'] as const;

/** PayHere's status codes: 2 success, 0 pending, -1 cancelled, -2 failed, -3 chargeback. */
export type StatusCode = 2 | 0 | -1 | -2 | -3;

/**
 * How `notify()` spoils a notice, each so that exactly one of the shop's checks must catch it:
 * - `signature`: the fields are right but `md5sig` is made with another secret;
 * - `merchant`: another merchant's id, correctly signed;
 * - `amount`: a different `payhere_amount` than asked for, correctly signed;
 * - `currency`: a different `payhere_currency` than asked for, correctly signed.
 */
export type Tamper = 'signature' | 'merchant' | 'amount' | 'currency';

/** A notice's form fields, in the order the gateway sends them. */
export type NoticeFields = Record<string, string>;

/** One notice the gateway posted, and what the shop answered. */
export interface SentNotice {
  notifyUrl: string;
  fields: NoticeFields;
  /** How the notice was spoiled, when it was (see `Tamper`). */
  tamper?: Tamper;
  /** True when this is a `replay()` of an earlier notice. */
  replay: boolean;
  /** The shop's HTTP status, or null when the notice could not be delivered. */
  status: number | null;
  /** The shop's answer body (first 2,000 characters). */
  body: string;
  /** Why the notice could not be delivered, when it could not. */
  error?: string;
}

/** One checkout the shop posted, and what became of it. */
export interface Checkout {
  fields: Record<string, string>;
  /** The problems found; a refused checkout renders an error page and posts nothing. */
  problems: string[];
  outcome: 'refused' | 'pending' | 'paid' | 'declined' | 'cancelled';
}

export interface NotifyOptions {
  orderId: string;
  /** `payhere_amount` as the gateway writes it ("2500.00"); a number is written with 2 decimals. */
  amount: string | number;
  currency?: string;
  statusCode: StatusCode | number;
  /** Defaults to a new payment id. */
  paymentId?: string;
  notifyUrl: string;
  tamper?: Tamper;
  /** Extra fields to send with the notice (e.g. `custom_1`). */
  extra?: Record<string, string>;
}

const md5Upper = (text: string) =>
  createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** hash = UPPER(MD5(merchant_id + order_id + amount + currency + UPPER(MD5(secret)))). */
export function checkoutHash(
  fields: { merchant_id: string; order_id: string; amount: string; currency: string },
  secret: string,
): string {
  return md5Upper(
    fields.merchant_id + fields.order_id + fields.amount + fields.currency + md5Upper(secret),
  );
}

/**
 * md5sig = UPPER(MD5(merchant_id + order_id + payhere_amount + payhere_currency + status_code +
 * UPPER(MD5(secret)))).
 */
export function noticeSignature(fields: NoticeFields, secret: string): string {
  return md5Upper(
    (fields.merchant_id ?? '') +
      (fields.order_id ?? '') +
      (fields.payhere_amount ?? '') +
      (fields.payhere_currency ?? '') +
      (fields.status_code ?? '') +
      md5Upper(secret),
  );
}

const STATUS_MESSAGES: Record<string, string> = {
  '2': 'Successfully completed the payment.',
  '0': 'Payment is pending.',
  '-1': 'Payment was cancelled.',
  '-2': 'Payment was declined by the test bank.',
  '-3': 'Payment was charged back.',
};

/** A new PayHere-like payment id: 12 digits, random so two gateways never share one. */
function newPaymentId(): string {
  return String(randomInt(100_000_000_000, 1_000_000_000_000));
}

function formatAmount(amount: string | number): string {
  return typeof amount === 'number' ? amount.toFixed(2) : amount;
}

/** Builds a notice's fields, signed with `secret`, then spoiled as `tamper` says. */
export function buildNotice(
  merchantId: string,
  secret: string,
  options: Omit<NotifyOptions, 'notifyUrl'>,
): NoticeFields {
  const amount = formatAmount(options.amount);
  const currency = options.currency ?? 'LKR';
  const fields: NoticeFields = {
    merchant_id: merchantId,
    order_id: options.orderId,
    payment_id: options.paymentId ?? newPaymentId(),
    payhere_amount: amount,
    payhere_currency: currency,
    status_code: String(options.statusCode),
  };
  switch (options.tamper) {
    case 'merchant':
      fields.merchant_id = merchantId === '1000001' ? '1000002' : '1000001';
      break;
    case 'amount':
      fields.payhere_amount = amount === '1.00' ? '2.00' : '1.00';
      break;
    case 'currency':
      fields.payhere_currency = currency === 'USD' ? 'LKR' : 'USD';
      break;
    default:
      break;
  }
  const signingSecret = options.tamper === 'signature' ? `not-${secret}` : secret;
  fields.md5sig = noticeSignature(fields, signingSecret);
  fields.status_message = STATUS_MESSAGES[String(options.statusCode)] ?? 'Unknown status.';
  fields.method = 'TEST';
  Object.assign(fields, options.extra);
  return fields;
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Every problem with a checkout form, in the words the error page shows. */
export function checkCheckout(
  fields: Record<string, string>,
  merchantId: string,
  secret: string,
): string[] {
  const problems: string[] = [];
  for (const name of CHECKOUT_FIELDS) {
    if (!fields[name]?.trim()) problems.push(`${name} is missing`);
  }
  if (problems.length) return problems;
  if (fields.merchant_id !== merchantId)
    problems.push(`merchant_id ${fields.merchant_id} is not this merchant`);
  for (const name of ['return_url', 'cancel_url', 'notify_url'] as const) {
    if (!isHttpUrl(fields[name]!)) problems.push(`${name} is not an http(s) address`);
  }
  if (!(CURRENCIES as readonly string[]).includes(fields.currency!)) {
    problems.push(`currency ${fields.currency} is not one of ${CURRENCIES.join(', ')}`);
  }
  if (!/^\d{1,12}\.\d{2}$/.test(fields.amount!) || Number(fields.amount) <= 0) {
    problems.push(`amount ${fields.amount} is not a positive amount with 2 decimals`);
  }
  if (!/^[^@\s]+@[^@\s]+$/.test(fields.email!)) problems.push('email is not an e-mail address');
  if (!problems.length) {
    const expected = checkoutHash(
      {
        merchant_id: fields.merchant_id!,
        order_id: fields.order_id!,
        amount: fields.amount!,
        currency: fields.currency!,
      },
      secret,
    );
    if (fields.hash !== expected)
      problems.push('hash does not match the order, amount and currency');
  }
  return problems;
}
