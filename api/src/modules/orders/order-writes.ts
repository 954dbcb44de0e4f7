import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Outcome } from '../../db/group-commit';
import { insertRows } from '../../db/plain-sql';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { OrderItemRow, OrderRow } from './orders.presenter';
import { takeStock, type StockNeed } from './stock';

export type NewOrder = Omit<OrderRow, 'id' | 'status' | 'holdsStock'>;
export type NewOrderItem = Omit<OrderItemRow, 'orderId'>;

/** A priced order ready to be written: the stock it takes, its row and its lines. */
export interface OrderToPlace {
  actor: Actor;
  order: NewOrder;
  items: NewOrderItem[];
  stock: StockNeed[];
}

export interface PlacedOrderRows {
  row: OrderRow;
  lines: OrderItemRow[];
}

const ORDER_COLUMNS = [
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
  'createdAt',
  'updatedAt',
] as const;
const ITEM_COLUMNS = [
  'orderId',
  'productRefId',
  'productId',
  'productName',
  'image',
  'size',
  'quantity',
  'priceCents',
  'labeledPriceCents',
] as const;
const CHANGE_COLUMNS = [
  'orderId',
  'fromStatus',
  'toStatus',
  'changedById',
  'changedByEmail',
  'createdAt',
] as const;

/**
 * Writes orders that took their stock: their rows (Pending, holding stock), their lines and
 * the first entry of each status history, in four statements however many orders there are.
 * Plain SQL: the model layer's create costs more than the write itself on the checkout path.
 */
async function insertOrders(
  sequelize: Sequelize,
  orders: OrderToPlace[],
  transaction: Transaction,
): Promise<Map<string, PlacedOrderRows>> {
  const written = new Map<string, PlacedOrderRows>();
  if (orders.length === 0) return written;
  const rows = orders.map(({ order }) => ({
    ...order,
    status: 'Pending',
    holdsStock: true,
    updatedAt: order.createdAt,
  }));
  await insertRows(sequelize, 'orders', ORDER_COLUMNS, rows, transaction);
  const ids = await sequelize.query<{ id: number; orderID: string }>(
    `SELECT id, "orderID" FROM orders WHERE "orderID" IN (:orderIDs)`,
    {
      replacements: { orderIDs: rows.map((r) => r.orderID) },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  const idOf = new Map(ids.map((r) => [r.orderID, Number(r.id)]));
  const changes = [];
  for (const [index, { actor, items }] of orders.entries()) {
    const row = rows[index] as (typeof rows)[number];
    const id = idOf.get(row.orderID);
    if (id === undefined) throw new Error(`Order ${row.orderID} was not written`);
    written.set(row.orderID, {
      row: { ...row, id },
      lines: items.map((i) => ({ ...i, orderId: id })),
    });
    changes.push({
      orderId: id,
      fromStatus: null,
      toStatus: row.status,
      changedById: actor.id,
      changedByEmail: actor.email,
      createdAt: row.createdAt,
    });
  }
  const lines = [...written.values()].flatMap((w) => w.lines);
  await insertRows(sequelize, 'order_items', ITEM_COLUMNS, lines, transaction);
  await insertRows(sequelize, 'order_status_changes', CHANGE_COLUMNS, changes, transaction);
  return written;
}

/**
 * The group writer for checkout: each order takes its stock (all or nothing; a 409 fails that
 * order alone), then every order that got its stock is written together.
 */
export async function writePlacedOrders(
  sequelize: Sequelize,
  requests: OrderToPlace[],
  transaction: Transaction,
): Promise<Outcome<PlacedOrderRows>[]> {
  const refused = new Map<OrderToPlace, AppError>();
  for (const request of requests) {
    try {
      await takeStock(sequelize, request.stock, transaction);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.set(request, error);
    }
  }
  const accepted = requests.filter((r) => !refused.has(r));
  const written = await insertOrders(sequelize, accepted, transaction);
  return requests.map((request): Outcome<PlacedOrderRows> => {
    const error = refused.get(request);
    if (error) return { ok: false, error };
    return { ok: true, value: written.get(request.order.orderID) as PlacedOrderRows };
  });
}
