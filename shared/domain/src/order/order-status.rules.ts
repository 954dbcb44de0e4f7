export const ORDER_STATUSES = [
  'Pending',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type StatusTone =
  'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'unknown';

export interface StatusDisplay {
  /** The text to show: the known status in its canonical case, or the raw value. */
  label: string;
  /** Which colour and icon to use; 'unknown' takes the default style. */
  tone: StatusTone;
}

/**
 * How a shopper sees an order's status: matched case-insensitively, a missing status shows
 * as Pending, and any other value keeps its text with the default style.
 */
export function statusDisplay(status: string | null | undefined): StatusDisplay {
  const raw = (status ?? '').trim();
  if (raw === '') return { label: 'Pending', tone: 'pending' };
  const known = ORDER_STATUSES.find((s) => s.toLowerCase() === raw.toLowerCase());
  if (!known) return { label: raw, tone: 'unknown' };
  return { label: known, tone: known.toLowerCase() as StatusTone };
}

/** A shopper may delete (cancel) an order only while it is Pending. */
export function isCancellableByShopper(status: string): boolean {
  return statusDisplay(status).tone === 'pending';
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
