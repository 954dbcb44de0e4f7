import type { Model, ModelStatic } from 'sequelize';
import { OrderItemModel, OrderModel, OrderStatusChangeModel, type OrderRow } from '../../db/models';
import { columnsOf } from '../../db/plain-sql';
import { makeClaims } from './order-claims';
import type { OrderSql, SqlValues } from './order-sql';
import type { LaterPaymentColumns, OrderToPlace, PlacedOrderRows } from './order-store.types';

/**
 * Placing one order, inside an order writer's write (order-writer.ts): its claims, then its
 * row (Pending, holding its stock), its lines and the first entry of its history. Every kind of
 * order comes this way; what sets one apart is the claims it brings (order-claims.ts).
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

/** Places the order, or throws the error of the claim that refused it. */
export async function placeOne(sql: OrderSql, request: OrderToPlace): Promise<PlacedOrderRows> {
  const afterInsert = await makeClaims(sql, request);
  const { order, items, actor } = request;
  const row = {
    ...order,
    ...NO_PAYMENT_YET,
    status: 'Pending',
    holdsStock: true,
    hiddenByShopperAt: null,
    updatedAt: order.createdAt,
  };
  const insert = insertInto(OrderModel, ORDER_ATTRIBUTES, [row]);
  const [written] = await sql.all<{ id: number | string }>(
    `${insert.sql} RETURNING id`,
    insert.values,
  );
  const id = Number(written?.id);
  if (items.length > 0) {
    const lines = items.map((item) => ({ ...item, orderRefId: id }));
    const linesInsert = insertInto(OrderItemModel, LINE_ATTRIBUTES, lines);
    await sql.run(linesInsert.sql, linesInsert.values);
  }
  const first = {
    orderRefId: id,
    fromStatus: null,
    toStatus: 'Pending',
    changedById: actor.id,
    changedByEmail: actor.email,
    carrier: null,
    trackingNumber: null,
    createdAt: order.createdAt,
  };
  const change = insertInto(OrderStatusChangeModel, CHANGE_ATTRIBUTES, [first]);
  await sql.run(change.sql, change.values);
  for (const step of afterInsert) await step(id);
  return { row: { ...row, id }, lines: items };
}
