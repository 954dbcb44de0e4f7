import type { Order, OrderStatus } from '@wallart/domain';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { auditRow } from '../audit/audit.service';
import {
  historyEntry,
  movesRowOnly,
  rowAfterMove,
  statusMoveOf,
  withoutHistory,
} from './order-status-change';
import type { OrderStore, Tracking } from './order-store';
import { presentOrder } from './orders.presenter';

/** How a change of status is named in the audit log. */
export const STATUS_AUDIT = { action: 'order.status', entityType: 'order' } as const;

/**
 * On SQLite, a change of status that writes only the order's row and its history (the steps
 * between Pending and Delivered, staff's daily work) goes to the writer as one script, with its
 * audit entry, and is read and presented outside it (decision 0075). The order's before and
 * after, or null when the change must be made in a transaction: on PostgreSQL, when it moves
 * stock, a discount code's use or the shopper's hiding, or when the order changed while it
 * was read. No order is a 404 and the same status with other tracking a 409, as either way.
 */
export async function statusInOneTrip(
  store: OrderStore,
  actor: Actor,
  orderID: string,
  status: OrderStatus,
  tracking: Tracking,
): Promise<{ before: Order; after: Order } | null> {
  const script = store.statusScript;
  if (!script) return null;
  const [read, items, history] = await Promise.all([
    script.read(orderID),
    store.linesOf({ orderID }),
    store.history({ orderID }),
  ]);
  if (!read) throw notFound('Order');
  // A change that came between the reads: the row's count of changes is not the history read.
  if (read.changes !== history.length) return null;
  const { order } = read;
  const before = presentOrder(order, items, history);
  const move = statusMoveOf(order, before, status, tracking);
  if (!move) return { before, after: before };
  if (!movesRowOnly(move)) return null;
  const now = new Date();
  const row = rowAfterMove(move, now);
  const entry = historyEntry(order, move, actor, now);
  const after = presentOrder({ ...order, ...row }, items, [...history, entry]);
  const audit = auditRow(actor, {
    ...STATUS_AUDIT,
    entityId: orderID,
    before: withoutHistory(before),
    after: withoutHistory(after),
  });
  return (await script.write(read, row, entry, audit)) ? { before, after } : null;
}
