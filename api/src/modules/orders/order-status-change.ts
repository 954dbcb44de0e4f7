import { isCancellableByShopper, type Order, type OrderStatus } from '@wallart/domain';
import type { OrderRow, RawRow } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/app-error';
import type { PaymentColumns, StatusChange, Tracking } from './order-store.types';
import { paymentFollowingStatus } from './payment-follows-status';

/**
 * What one change of an order's status writes, by the shop's rules: the order writer makes the
 * move (order-status-write.ts).
 */

export interface StatusMove {
  status: OrderStatus;
  /** An order holds its stock unless Cancelled. */
  holdsStock: boolean;
  /** The payment columns that follow the status (payment-follows-status.ts). */
  payment: Partial<Pick<OrderRow, PaymentColumns>>;
  tracking: Tracking;
  /** Moving to Cancelled gives the held stock back; moving out of it takes it again. */
  stock: 'return' | 'take' | null;
  /** A cancelled order gives its code's use back; taken out of Cancelled, holds it again. */
  discount: 'release' | 'restore' | null;
  /**
   * Hidden from its shopper's list from a date, or shown again (null), or left as it is
   * (undefined): an order staff take out of Cancelled is live again, so its shopper sees it.
   */
  hiddenByShopperAt?: Date | null;
}

/** The order as read: a model, or a plain-SQL row (dates as text, booleans as 0/1 on SQLite). */
type MovedOrder = RawRow<
  Pick<
    OrderRow,
    | 'status'
    | 'holdsStock'
    | 'discountCode'
    | 'hiddenByShopperAt'
    | 'paymentMethod'
    | 'paymentStatus'
  >
>;

/** Whether the tracking asked for is what the order already shows (nothing asked is the same). */
function sameTracking(shown: Order['tracking'], asked: Tracking): boolean {
  if (asked.carrier === undefined && asked.trackingNumber === undefined) return true;
  return (
    (shown?.carrier ?? undefined) === asked.carrier &&
    (shown?.trackingNumber ?? undefined) === asked.trackingNumber
  );
}

/**
 * The move of `order` (as read, and as `shown`) to `status`. Null when there is nothing to
 * change: the same status, with no other tracking. The same status with other tracking is a 409.
 */
export function statusMoveOf(
  order: MovedOrder,
  shown: Order,
  status: OrderStatus,
  tracking: Tracking,
): StatusMove | null {
  if (order.status === status) {
    if (sameTracking(shown.tracking, tracking)) return null;
    throw conflict(
      `Order ${shown.orderID} is already ${status}: its carrier and tracking number are given with the change to Shipped`,
    );
  }
  const cancelling = status === 'Cancelled';
  const held = Boolean(order.holdsStock);
  const fromCancelled = order.status === 'Cancelled';
  return {
    status,
    holdsStock: !cancelling,
    payment: paymentFollowingStatus(order, status),
    tracking,
    stock: cancelling && held ? 'return' : !cancelling && !held ? 'take' : null,
    discount:
      order.discountCode && (cancelling || fromCancelled)
        ? cancelling
          ? 'release'
          : 'restore'
        : null,
    ...(!cancelling && order.hiddenByShopperAt && { hiddenByShopperAt: null }),
  };
}

/** The order's columns a move writes, at `now`. */
export const rowAfterMove = (
  move: Pick<StatusMove, 'status' | 'holdsStock' | 'payment' | 'hiddenByShopperAt'>,
  now: Date,
): Partial<OrderRow> => ({
  status: move.status,
  holdsStock: move.holdsStock,
  ...move.payment,
  ...(move.hiddenByShopperAt !== undefined && { hiddenByShopperAt: move.hiddenByShopperAt }),
  updatedAt: now,
});

/**
 * The history's entry for a move, naming who made it: a user, or the shop itself (no id, the
 * shop's address), and, with a change to Shipped, the carrier and tracking number staff gave.
 */
export function historyEntry(
  order: Pick<OrderRow, 'id' | 'status'>,
  move: { status: string; tracking?: Tracking },
  actor: Pick<Actor, 'email'> & { id: number | null },
  now: Date,
): StatusChange {
  return {
    orderRefId: order.id,
    fromStatus: order.status,
    toStatus: move.status,
    changedById: actor.id,
    changedByEmail: actor.email,
    carrier: move.tracking?.carrier ?? null,
    trackingNumber: move.tracking?.trackingNumber ?? null,
    createdAt: now,
  };
}

/** What an order's audit entry keeps: the order without its history, which lists every change. */
export function withoutHistory(order: Order): Omit<Order, 'statusHistory'> {
  const { statusHistory: _history, ...rest } = order;
  return rest;
}

/**
 * A cancel the shop itself makes (an unpaid order whose time to pay ran out): stock and any
 * code's use back; the payment columns stay as they are.
 */
export function shopCancelMove(order: MovedOrder): StatusMove {
  return {
    status: 'Cancelled',
    holdsStock: false,
    payment: {},
    tracking: {},
    stock: order.holdsStock ? 'return' : null,
    discount: order.discountCode ? 'release' : null,
  };
}

/**
 * A shopper's Delete of their own Pending order (PRODUCT §8, decision 0026): cancelled (stock
 * and any code's use back, the payment status as the domain's rules say) and hidden from
 * their list, while staff still see it. Refused (409) once the order is being processed.
 */
export function shopperCancelMove(order: MovedOrder, now: Date): StatusMove {
  if (!isCancellableByShopper(order.status as OrderStatus)) {
    throw conflict(
      'This order is already being processed and can no longer be cancelled. Please contact us',
      'not_pending',
    );
  }
  return {
    ...shopCancelMove(order),
    payment: paymentFollowingStatus(order, 'Cancelled'),
    hiddenByShopperAt: now,
  };
}
