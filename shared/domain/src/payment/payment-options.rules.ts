/** Payment's fixed values (PRODUCT §7): methods, statuses and the slip upload's limits. */

/** `cod` (cash on delivery, home country only), `bank-transfer`, `card` (hosted checkout). */
export const PAYMENT_METHODS = ['cod', 'bank-transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Separate from the order's status; every order starts `unpaid`. */
export const PAYMENT_STATUSES = [
  'unpaid',
  'awaiting-verification',
  'paid',
  'failed',
  'partially-refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const INITIAL_PAYMENT_STATUS: PaymentStatus = 'unpaid';

export const MAX_PAYMENT_NOTE = 500;

/** A payment slip is at most 10 MB. */
export const MAX_PAYMENT_SLIP_BYTES = 10 * 1024 * 1024;

/** The slip types accepted, judged by content, with the extension each is stored under. */
export const PAYMENT_SLIP_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
export type PaymentSlipType = keyof typeof PAYMENT_SLIP_TYPES;

export function isPaymentSlipType(mime: string): mime is PaymentSlipType {
  return Object.hasOwn(PAYMENT_SLIP_TYPES, mime);
}
