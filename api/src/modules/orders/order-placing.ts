import type { Model, ModelStatic } from 'sequelize';
import { OrderItemModel, OrderModel, OrderStatusChangeModel, type OrderRow } from '../../db/models';
import { columnsOf } from '../../db/plain-sql';
import { accountIdOf } from '../../lib/actor';
import { claimGroup } from './order-claims';
import type { OrderSql, SqlValues } from './order-sql';
import type { OrderToPlace } from './order-claims';
import type { LaterPaymentColumns, PlacedOrderRows } from './order-store.types';

/**
 * Placing orders, inside an order writer's write (order-writer.ts): their claims, then their
 * rows (Pending, holding their stock), lines and the first entries of their histories. Every
 * kind of order comes this way; what sets one apart is the claims it brings (order-claims.ts).
 */

const NO_PAYMENT_YET: Pick<OrderRow, LaterPaymentColumns> = {
  paymentNote: null,
  paymentChangedAt: null,
  slipKey: null,
  slipType: null,
  slipUploadedAt: null,
  paymentReminderSentAt: null,
  paymentFlag: null,
};

const ORDER_ATTRIBUTES = [
  'id',
  'orderID',
  'userId',
  'email',
  'name',
  'address',
  'phoneNumber',
  'status',
  'totalCents',
  'labeledTotalCents',
  'holdsStock',
  'country',
  'shippingMethod',
  'subtotalCents',
  'shippingFeeCents',
  'discountCode',
  'discountCents',
  'paymentMethod',
  'paymentStatus',
  'tokenHash',
  'placedAsGuest',
  'lang',
  'createdAt',
  'updatedAt',
] as const;

const LINE_ATTRIBUTES = [
  'orderRefId',
  'productRefId',
  'productId',
  'productName',
  'image',
  'size',
  'quantity',
  'priceCents',
  'labeledPriceCents',
  'fileKey',
] as const;

export const CHANGE_ATTRIBUTES = [
  'orderRefId',
  'fromStatus',
  'toStatus',
  'changedById',
  'changedByEmail',
  'carrier',
  'trackingNumber',
  'createdAt',
] as const;

/** One INSERT of the rows into a model's table, each value a named placeholder. */
export function insertInto<Row extends object>(
  model: ModelStatic<Model>,
  attributes: readonly (keyof Row & string)[],
  rows: readonly Row[],
): { sql: string; values: SqlValues } {
  const values: SqlValues = {};
  const tuples = rows.map((row, r) => {
    const names = attributes.map((attribute) => {
      values[`${attribute}${r}`] = row[attribute];
      return `:${attribute}${r}`;
    });
    return `(${names.join(', ')})`;
  });
  const columns = columnsOf(model, attributes).join(', ');
  return { sql: `INSERT INTO ${model.tableName} (${columns}) VALUES ${tuples.join(', ')}`, values };
}

/** What one order of a group came to: its rows as written, or the error that refused it. */
export type Placed = { ok: true; value: PlacedOrderRows } | { ok: false; error: Error };

/**
 * Places a group of orders, in order: their claims are checked together (order-claims.ts), and
 * the accepted orders' rows, lines, first history entries and claims are written with a few
 * statements however many orders there are. A refused order is left out, alone.
 */
export async function placeGroup(sql: OrderSql, requests: OrderToPlace[]): Promise<Placed[]> {
  const [claimed, newIds] = await Promise.all([
    claimGroup(sql, requests),
    sql.newIds(OrderModel.tableName, requests.length),
  ]);
  const accepted = requests.filter((_, index) => !claimed.refusals[index]);
  const ids = new Map(accepted.map((request, index) => [request, newIds[index] as number]));
  const idOf = (request: OrderToPlace) => ids.get(request) as number;
  const rows = accepted.map((request) => ({
    ...request.order,
    ...NO_PAYMENT_YET,
    id: idOf(request),
    status: 'Pending',
    holdsStock: true,
    hiddenByShopperAt: null,
    reviewRequestedAt: null,
    reviewStopTokenHash: null,
    updatedAt: request.order.createdAt,
  }));
  const lines = accepted.flatMap((request) =>
    request.items.map((item) => ({ ...item, orderRefId: idOf(request) })),
  );
  const firsts = accepted.map((request) => ({
    orderRefId: idOf(request),
    fromStatus: null,
    toStatus: 'Pending',
    changedById: accountIdOf(request.actor),
    changedByEmail: request.actor.email,
    carrier: null,
    trackingNumber: null,
    createdAt: request.order.createdAt,
  }));
  const writes = [
    rows.length > 0 && insertInto(OrderModel, ORDER_ATTRIBUTES, rows),
    lines.length > 0 && insertInto(OrderItemModel, LINE_ATTRIBUTES, lines),
    firsts.length > 0 && insertInto(OrderStatusChangeModel, CHANGE_ATTRIBUTES, firsts),
  ].flatMap((insert) => (insert ? [sql.later(insert.sql, insert.values)] : []));
  await Promise.all([...writes, claimed.write(idOf)]);
  return requests.map((request, index): Placed => {
    const refusal = claimed.refusals[index];
    if (refusal) return { ok: false, error: refusal };
    const row = rows[accepted.indexOf(request)] as (typeof rows)[number];
    return { ok: true, value: { row, lines: request.items } };
  });
}
