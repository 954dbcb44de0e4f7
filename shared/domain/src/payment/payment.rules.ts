/**
 * Payment rules (PRODUCT §7): the default method by country and which methods a country may
 * use, how a payment status and method read on screen, what the shopper does next, and which
 * staff actions and slip uploads an order allows.
 */
import { countryName, HOME_COUNTRY, isHomeCountry } from '../geo/countries';
import { PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from './payment-options.rules';
import type { PaymentAction } from './payment.schemas';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  'bank-transfer': 'Bank transfer',
  card: 'Card',
};

/** Cash on delivery at home, bank transfer abroad. */
export function defaultPaymentMethod(country: string): PaymentMethod {
  return isHomeCountry(country) ? 'cod' : 'bank-transfer';
}

/** The methods a shopper may choose, default first; card only when the gateway is set up. */
export function paymentMethodsFor(
  country: string,
  options: { cardAvailable: boolean },
): PaymentMethod[] {
  const methods: PaymentMethod[] = isHomeCountry(country)
    ? ['cod', 'bank-transfer']
    : ['bank-transfer'];
  return options.cardAvailable ? [...methods, 'card'] : methods;
}

export type PaymentMethodChoice =
  | { ok: true; paymentMethod: PaymentMethod }
  | { ok: false; path: 'paymentMethod'; message: string };

/** Why an order of only digital artwork cannot be paid on delivery: nothing is delivered. */
export const NO_COD_FOR_DIGITAL =
  'Cash on delivery is not offered for digital artwork, which is downloaded, not delivered; pay by bank transfer or card';

/**
 * The order's payment method with the default filled in, or why it cannot be used. An order
 * that ships nothing (`shipped: false`, only digital lines) has no cash on delivery, and is
 * paid by card when the shop takes cards, else by bank transfer, unless the shopper chose.
 */
export function resolvePaymentMethod(input: {
  country?: string | undefined;
  paymentMethod?: PaymentMethod | undefined;
  cardAvailable: boolean;
  shipped?: boolean | undefined;
}): PaymentMethodChoice {
  const country = input.country ?? HOME_COUNTRY;
  const shipped = input.shipped ?? true;
  const fallback = input.cardAvailable ? 'card' : 'bank-transfer';
  const paymentMethod = input.paymentMethod ?? (shipped ? defaultPaymentMethod(country) : fallback);
  if (paymentMethod === 'cod' && !shipped) {
    return { ok: false, path: 'paymentMethod', message: NO_COD_FOR_DIGITAL };
  }
  if (paymentMethod === 'cod' && !isHomeCountry(country)) {
    return {
      ok: false,
      path: 'paymentMethod',
      message: `Cash on delivery is only available within ${countryName(HOME_COUNTRY)}; pay by bank transfer${input.cardAvailable ? ' or card' : ''}`,
    };
  }
  if (paymentMethod === 'card' && !input.cardAvailable) {
    return {
      ok: false,
      path: 'paymentMethod',
      message: 'Card payment is not available at the moment; choose another way to pay',
    };
  }
  return { ok: true, paymentMethod };
}

export type PaymentStatusTone = PaymentStatus | 'unknown';

export interface PaymentStatusDisplay {
  label: string;
  tone: PaymentStatusTone;
}

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  'awaiting-verification': 'Awaiting verification',
  paid: 'Paid',
  failed: 'Failed',
  'partially-refunded': 'Partially refunded',
  refunded: 'Refunded',
};

/** Payment status colours (Mantine colour names), by tone, like BRAND.statusColors. */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatusTone, string> = {
  unpaid: 'orange',
  'awaiting-verification': 'blue',
  paid: 'green',
  failed: 'red',
  'partially-refunded': 'violet',
  refunded: 'grape',
  unknown: 'gray',
};

/**
 * How a payment status reads: matched case-insensitively, a missing status (an order from
 * before payments) shows as Unpaid, any other value keeps its text with the default style.
 */
export function paymentStatusDisplay(status: string | null | undefined): PaymentStatusDisplay {
  const raw = (status ?? '').trim();
  if (raw === '') return { label: PAYMENT_STATUS_LABELS.unpaid, tone: 'unpaid' };
  const known = PAYMENT_STATUSES.find((s) => s === raw.toLowerCase());
  if (!known) return { label: raw, tone: 'unknown' };
  return { label: PAYMENT_STATUS_LABELS[known], tone: known };
}

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

const isCancelled = (orderStatus: string) => orderStatus.trim().toLowerCase() === 'cancelled';

export type PaymentNextStep =
  'upload-slip' | 'await-verification' | 'pay-by-card' | 'pay-on-delivery' | 'none';

/**
 * What the shopper does next (My Orders, the confirmation mail): upload a slip for an unpaid
 * transfer, wait while staff verify it, pay an unpaid or failed card order, pay the courier
 * on delivery; nothing once paid, refunded or cancelled.
 */
export function paymentNextStep(order: {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  status: string;
}): PaymentNextStep {
  const { paymentMethod, paymentStatus } = order;
  if (isCancelled(order.status) || paymentStatus === 'paid' || paymentStatus === 'refunded') {
    return 'none';
  }
  if (paymentMethod === 'cod') return 'pay-on-delivery';
  if (paymentMethod === 'card') return 'pay-by-card';
  return paymentStatus === 'awaiting-verification' ? 'await-verification' : 'upload-slip';
}

/** The shopper may upload (or replace) a slip on a bank-transfer order not yet paid. */
export function canUploadSlip(order: {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  status: string;
}): boolean {
  return (
    order.paymentMethod === 'bank-transfer' &&
    !isCancelled(order.status) &&
    (order.paymentStatus === 'unpaid' || order.paymentStatus === 'awaiting-verification')
  );
}

export type PaymentActionResult =
  { ok: true; paymentStatus: PaymentStatus } | { ok: false; message: string };

/**
 * Staff's verify/reject on a bank-transfer order. Verify marks it paid: with a slip waiting,
 * or without one when the money is seen in the account. Reject sends a waiting slip back to
 * unpaid (the shopper may upload another). Card orders are settled by the gateway only, and
 * cash on delivery is not verified here.
 */
export function paymentAfterAction(
  order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus; status: string },
  action: PaymentAction['action'],
): PaymentActionResult {
  if (order.paymentMethod !== 'bank-transfer') {
    return { ok: false, message: 'Only a bank-transfer payment is verified or rejected by staff' };
  }
  if (isCancelled(order.status)) return { ok: false, message: 'The order is cancelled' };
  if (action === 'verify') {
    return order.paymentStatus === 'unpaid' || order.paymentStatus === 'awaiting-verification'
      ? { ok: true, paymentStatus: 'paid' }
      : { ok: false, message: `The payment is already ${order.paymentStatus}` };
  }
  return order.paymentStatus === 'awaiting-verification'
    ? { ok: true, paymentStatus: 'unpaid' }
    : { ok: false, message: 'There is no slip waiting to be rejected' };
}

/**
 * Cash on delivery is paid when the courier hands the prints over: an order moving to
 * Delivered marks its unpaid cash-on-delivery payment paid. Every other change keeps the
 * payment as it is (transfers and cards are settled by staff's verdict or the gateway).
 */
export function paymentStatusAfterStatusChange(
  order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus },
  toStatus: string,
): PaymentStatus {
  const collected =
    toStatus === 'Delivered' && order.paymentMethod === 'cod' && order.paymentStatus === 'unpaid';
  return collected ? 'paid' : order.paymentStatus;
}
