/**
 * When an unpaid order expires (PRODUCT §7), as pure functions over timestamps in
 * milliseconds: a card order still unpaid or failed 60 minutes after it was placed is
 * cancelled; a bank-transfer order with no slip is reminded after 1 day and cancelled after
 * 3; cash on delivery never expires. Only orders still Pending expire: once staff have taken
 * an order in hand, they decide.
 */
import type { PaymentMethod, PaymentStatus } from './payment.schemas';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const CARD_PAYMENT_WINDOW_MS = 60 * MINUTE;
export const SLIP_REMINDER_AFTER_MS = 1 * DAY;
export const SLIP_CANCEL_AFTER_MS = 3 * DAY;

export interface ExpiringOrder {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** The order's status (SPEC's Pending, Processing, …). */
  status: string;
  placedAt: number;
  /**
   * Bank transfer: since when a slip has been awaited, the placing or staff's last reject
   * (a rejected slip starts the days again). Defaults to placedAt.
   */
  waitingSince?: number | undefined;
  /** Bank transfer: when the reminder mail went out, if it has. */
  reminderSentAt?: number | null | undefined;
}

export type PaymentExpiryAction = 'none' | 'remind' | 'cancel';

const isPending = (status: string) => status.trim().toLowerCase() === 'pending';

/** When the order is cancelled if still unpaid, or null when it never expires as it stands. */
export function paymentDeadline(order: ExpiringOrder): number | null {
  if (!isPending(order.status)) return null;
  if (order.paymentMethod === 'card') {
    return order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed'
      ? order.placedAt + CARD_PAYMENT_WINDOW_MS
      : null;
  }
  if (order.paymentMethod === 'bank-transfer' && order.paymentStatus === 'unpaid') {
    return (order.waitingSince ?? order.placedAt) + SLIP_CANCEL_AFTER_MS;
  }
  return null;
}

/** What the payment sweep does with the order at `now`: nothing, mail a reminder, or cancel. */
export function paymentExpiryAction(order: ExpiringOrder, now: number): PaymentExpiryAction {
  const deadline = paymentDeadline(order);
  if (deadline === null) return 'none';
  if (now >= deadline) return 'cancel';
  if (order.paymentMethod !== 'bank-transfer') return 'none';
  const since = order.waitingSince ?? order.placedAt;
  const reminded = order.reminderSentAt != null && order.reminderSentAt >= since;
  return !reminded && now >= since + SLIP_REMINDER_AFTER_MS ? 'remind' : 'none';
}
