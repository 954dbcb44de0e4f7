import type { Order } from '@wallart/domain';
import {
  AuditEntryModel,
  OrderItemModel,
  OrderModel,
  OrderStatusChangeModel,
  type OrderItemRow,
  type OrderRow,
  type OrderStatusChangeRow,
  type RawRow,
} from '../../db/models';
import { attributeColumns, columnsOf } from '../../db/plain-sql';
import type { AuditAction, AuditEntityType } from '@wallart/domain';
import { auditRow, type AuditActor } from '../audit/audit.service';
import { RELEASE_USE_SQL, RESTORE_USE_SQL } from '../discounts/discount-store';
import { CHANGE_ATTRIBUTES, insertInto } from './order-placing';
import type { OrderSql } from './order-sql';
import { historyEntry, rowAfterMove, withoutHistory, type StatusMove } from './order-status-change';
import { returnHeld, takeHeld } from './order-stock';
import { presentOrder } from './orders.presenter';

/**
 * The changes to one placed order, inside an order writer's write (order-writer.ts): a change
 * of its status, and staff's deletion. The order's row is read (and locked), the caller's rules
 * decide, and the row, its history, the stock it holds, its code's use and, for staff's
 * writes, the audit entry (as audit/audited-write.ts records one) are written together. Staff's
 * changes, the shop's own cancels and a shopper's Delete all come this way.
 */

/** The order as the move is decided on: its row, lines and history as they are now. */
export interface CurrentOrder {
  order: RawRow<OrderRow>;
  items: RawRow<OrderItemRow>[];
  history: RawRow<OrderStatusChangeRow>[];
  /** The order as the API shows it now. */
  shown: Order;
}

export interface StatusWrite {
  orderID: string;
  /**
   * The move from the order as it is now (null: there is none), or null for nothing to change;
   * throws to refuse (a 404, a 409), and then nothing is written.
   */
  decide(current: CurrentOrder | null): StatusMove | null;
  /** Who the history names: a user, or the shop itself (no id). */
  by: { id: number | null; email: string };
  /** Staff's changes are admin writes: the audit entry they leave (audited-write.ts's shape). */
  audit?: { actor: AuditActor; action: AuditAction; entityType: AuditEntityType };
}

export interface StatusWritten {
  before: Order;
  /** `before` itself when there was nothing to change (then nothing was written). */
  after: Order;
  /** The products whose stock the change moved (for the catalogue cache). */
  stockOf: string[];
}

/** The reads of an order, written once the models are bound to the database. */
let reads: { order: string; lines: string; history: string } | undefined;
const readsOf = () =>
  (reads ??= {
    order: `SELECT ${attributeColumns(OrderModel)} FROM ${OrderModel.tableName}
      WHERE "orderID" = :orderID`,
    lines: `SELECT ${attributeColumns(OrderItemModel)} FROM ${OrderItemModel.tableName}
      WHERE "orderId" = :id ORDER BY id`,
    history: `SELECT ${attributeColumns(OrderStatusChangeModel)}
      FROM ${OrderStatusChangeModel.tableName} WHERE "orderId" = :id ORDER BY id`,
  });
const AUDIT_ATTRIBUTES = [
  'actorId',
  'actorEmail',
  'action',
  'entityType',
  'entityId',
  'before',
  'after',
  'createdAt',
] as const;

async function readCurrent(sql: OrderSql, orderID: string): Promise<CurrentOrder | null> {
  const sqlOf = readsOf();
  const [order] = await sql.locked<RawRow<OrderRow>>(sqlOf.order, { orderID });
  if (!order) return null;
  const id = Number(order.id);
  const items = await sql.all<RawRow<OrderItemRow>>(sqlOf.lines, { id });
  const history = await sql.all<RawRow<OrderStatusChangeRow>>(sqlOf.history, { id });
  return { order, items, history, shown: presentOrder(order, items, history) };
}

/** The row's new columns, by their attributes. */
function updateOf(id: number, row: Partial<OrderRow>) {
  const attributes = Object.keys(row);
  const columns = columnsOf(OrderModel, attributes);
  const set = attributes.map((a, i) => `${columns[i]} = :${a}`).join(', ');
  return {
    sql: `UPDATE ${OrderModel.tableName} SET ${set} WHERE id = :id`,
    values: { ...row, id },
  };
}

/** An admin write's audit entry, in the write's own transaction. */
async function recordAudit(
  sql: OrderSql,
  audit: NonNullable<StatusWrite['audit']>,
  entry: { entityId: string; before: object | null; after: object | null },
  now: Date,
) {
  const row = auditRow(audit.actor, {
    action: audit.action,
    entityType: audit.entityType,
    ...entry,
  });
  const insert = insertInto(AuditEntryModel, AUDIT_ATTRIBUTES, [{ ...row, createdAt: now }]);
  await sql.run(insert.sql, insert.values);
}

/** Writes a decided move of the order as it stands (`current`, read inside the write). */
async function applyMove(
  sql: OrderSql,
  current: CurrentOrder,
  move: StatusMove,
  write: Pick<StatusWrite, 'orderID' | 'by' | 'audit'>,
): Promise<StatusWritten> {
  const { order, items, history, shown } = current;
  const id = Number(order.id);
  const now = new Date();
  if (move.stock === 'return') await returnHeld(sql, items);
  if (move.stock === 'take') await takeHeld(sql, items);
  if (move.discount === 'release') await sql.run(RELEASE_USE_SQL, { orderId: id, now });
  if (move.discount === 'restore') await sql.run(RESTORE_USE_SQL, { orderId: id });
  const row = rowAfterMove(move, now);
  const update = updateOf(id, row);
  await sql.run(update.sql, update.values);
  const entry = historyEntry({ id, status: order.status }, move, write.by, now);
  const change = insertInto(OrderStatusChangeModel, CHANGE_ATTRIBUTES, [entry]);
  await sql.run(change.sql, change.values);
  const after = presentOrder({ ...order, ...row }, items, [...history, entry]);
  if (write.audit) {
    const kept = { before: withoutHistory(shown), after: withoutHistory(after) };
    await recordAudit(sql, write.audit, { entityId: write.orderID, ...kept }, now);
  }
  const stockOf = move.stock ? items.map((item) => item.productId) : [];
  return { before: shown, after, stockOf };
}

/** Deletes the order as it stands, giving back the stock it still holds. */
async function applyRemoval(
  sql: OrderSql,
  current: CurrentOrder,
  audit: OrderRemoval['audit'],
): Promise<StatusWritten> {
  const { order, items, shown } = current;
  if (order.holdsStock) await returnHeld(sql, items);
  // Its lines and history go with it (the foreign keys cascade).
  await sql.run(`DELETE FROM ${OrderModel.tableName} WHERE id = :id`, { id: Number(order.id) });
  const entry = { entityId: shown.orderID, before: withoutHistory(shown), after: null };
  await recordAudit(sql, audit, entry, new Date());
  const stockOf = order.holdsStock ? items.map((item) => item.productId) : [];
  return { before: shown, after: shown, stockOf };
}

/** Makes the change; null when there is no such order and `decide` let that be. */
export async function changeOne(sql: OrderSql, write: StatusWrite): Promise<StatusWritten | null> {
  const current = await readCurrent(sql, write.orderID);
  const move = write.decide(current);
  if (!current) return null;
  if (!move) return { before: current.shown, after: current.shown, stockOf: [] };
  return applyMove(sql, current, move, write);
}

export interface OrderRemoval {
  orderID: string;
  /** Throws when this caller may not delete the order (or there is none). */
  check(current: CurrentOrder | null): asserts current is CurrentOrder;
  audit: NonNullable<StatusWrite['audit']>;
}

/** Staff delete an order outright, giving back the stock it still holds; answers it as it was. */
export async function removeOne(sql: OrderSql, removal: OrderRemoval): Promise<StatusWritten> {
  const current = await readCurrent(sql, removal.orderID);
  removal.check(current);
  return applyRemoval(sql, current, removal.audit);
}

/**
 * A change decided on the order as it was read, as plain data for a writer that decides
 * nothing itself (SQLite's writer thread): written only while the order's rows are still as
 * they were read (`readAs`), so the decision still holds.
 */
export type DecidedChange = { orderID: string; readAs: string } & (
  | { kind: 'move'; move: StatusMove; by: StatusWrite['by']; audit?: StatusWrite['audit'] }
  | { kind: 'remove'; audit: OrderRemoval['audit'] }
);

/** The order's rows as a change is decided on them: the same text while none has changed. */
const readAsOf = ({ order, items, history }: CurrentOrder) =>
  JSON.stringify([order, items, history]);

/** A change decided outside any write: its answer when there is nothing to write, else itself. */
export type Decided = { answer: StatusWritten | null } | { change: DecidedChange };

/** Decides a status change on the order as read now (null answer: there is no such order). */
export async function decideMove(sql: OrderSql, write: StatusWrite): Promise<Decided> {
  const current = await readCurrent(sql, write.orderID);
  const move = write.decide(current);
  if (!current) return { answer: null };
  if (!move) return { answer: { before: current.shown, after: current.shown, stockOf: [] } };
  const { orderID, by, audit } = write;
  return { change: { orderID, readAs: readAsOf(current), kind: 'move', move, by, audit } };
}

/** Decides staff's deletion on the order as read now. */
export async function decideRemoval(sql: OrderSql, removal: OrderRemoval): Promise<Decided> {
  const current = await readCurrent(sql, removal.orderID);
  removal.check(current);
  const { orderID, audit } = removal;
  return { change: { orderID, readAs: readAsOf(current), kind: 'remove', audit } };
}

/** Writes a decided change inside a write; null when the order has changed since it was read. */
export async function writeDecided(
  sql: OrderSql,
  change: DecidedChange,
): Promise<StatusWritten | null> {
  const current = await readCurrent(sql, change.orderID);
  if (!current || readAsOf(current) !== change.readAs) return null;
  return change.kind === 'move'
    ? applyMove(sql, current, change.move, change)
    : applyRemoval(sql, current, change.audit);
}

/**
 * Runs one change in a write of its own and answers it once committed, the products whose stock
 * it moved announced to the catalogue (product-writes.ts). Each database has its own.
 */
export type InChangeWrite = (
  work: (sql: OrderSql) => Promise<StatusWritten | null>,
) => Promise<StatusWritten | null>;

/** The writer's status changes and deletions, the same on both databases. */
export function statusChanges(inWrite: InChangeWrite): {
  changeStatus(write: StatusWrite): Promise<StatusWritten | null>;
  remove(removal: OrderRemoval): Promise<StatusWritten>;
} {
  return {
    changeStatus: (write) => inWrite((sql) => changeOne(sql, write)),
    remove: async (removal) => {
      const removed = await inWrite((sql) => removeOne(sql, removal));
      if (!removed) throw new Error('A removal always answers the order it removed');
      return removed;
    },
  };
}
