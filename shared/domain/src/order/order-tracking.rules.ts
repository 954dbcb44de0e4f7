import type { OrderTracking, StatusChange } from './order.schemas';
import { statusDisplay } from './order-status.rules';

type ShippedEntry = Pick<StatusChange, 'to' | 'at' | 'carrier' | 'trackingNumber'>;

/** Whether an order in this status shows its parcel's tracking: once Shipped, and Delivered. */
export function showsTracking(status: string): boolean {
  const { tone } = statusDisplay(status);
  return tone === 'shipped' || tone === 'delivered';
}

/**
 * The tracking an order shows (PRODUCT §8): the carrier and number given with its latest
 * change to Shipped, while the parcel is on its way or has arrived. An order sent back to
 * Processing, or Cancelled, shows none; a later change to Shipped without them clears them.
 */
export function trackingOf(status: string, history: readonly ShippedEntry[]): OrderTracking | null {
  if (!showsTracking(status)) return null;
  const shipped = history.findLast((change) => change.to === 'Shipped');
  if (!shipped || (!shipped.carrier && !shipped.trackingNumber)) return null;
  return {
    carrier: shipped.carrier ?? null,
    trackingNumber: shipped.trackingNumber ?? null,
    shippedAt: shipped.at,
  };
}
