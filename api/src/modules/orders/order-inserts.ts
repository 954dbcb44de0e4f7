import type { Sequelize, Transaction } from 'sequelize';
import { OrderItemModel, OrderModel, OrderStatusChangeModel, type OrderRow } from '../../db/models';
import {
  insertRows,
  insertRowsReturning,
  insertWithChildren,
  type AroundInserts,
} from '../../db/plain-sql';
import { dialectOf } from '../../db/sequelize';
import type {
  BillLine,
  LaterPaymentColumns,
  OrderToPlace,
  PlacedOrderRows,
  StatusChange,
} from './order-store.types';

/**
 * The group commit's multi-row inserts: orders, their lines and their status changes, a few
 * statements however many orders arrive together. Part of the order store (order-store.ts).
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

/** What the orders' INSERT answers for each row it wrote. */
export interface WrittenId {
  id: number;
  orderID: string;
}

export const ORDER_ATTRIBUTES = [
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
/** A child row's order, named by its number until the order's id is known. */
type OrderKey = Pick<OrderRow, 'orderID'>;

export const LINE_ATTRIBUTES = [
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
const withoutOrderRef = <A extends string>(attributes: readonly A[]) =>
  attributes.filter((a): a is Exclude<A, 'orderRefId'> => a !== 'orderRefId');
const LINES = {
  model: OrderItemModel,
  parentAttribute: 'orderRefId',
  attributes: withoutOrderRef(LINE_ATTRIBUTES),
};
const CHANGES = {
  model: OrderStatusChangeModel,
  parentAttribute: 'orderRefId',
  attributes: withoutOrderRef(CHANGE_ATTRIBUTES),
};

/** What placing these orders writes: their rows (Pending, holding stock), lines and first changes. */
export function newOrderRows(orders: readonly OrderToPlace[]) {
  const rows = orders.map(({ order }) => ({
    ...order,
    ...NO_PAYMENT_YET,
    status: 'Pending',
    holdsStock: true,
    hiddenByShopperAt: null,
    updatedAt: order.createdAt,
  }));
  const lines = orders.flatMap(({ order, items }) =>
    items.map((item) => ({ ...item, orderID: order.orderID })),
  );
  const changes = orders.map(({ order, actor }) => ({
    orderID: order.orderID,
    fromStatus: null,
    toStatus: 'Pending',
    changedById: actor.id,
    changedByEmail: actor.email,
    carrier: null,
    trackingNumber: null,
    createdAt: order.createdAt,
  }));
  return { rows, lines, changes };
}

/** Each order as written, by its number, once the database has given the rows their ids. */
export function placedRows(
  orders: readonly OrderToPlace[],
  rows: ReturnType<typeof newOrderRows>['rows'],
  ids: readonly WrittenId[],
): Map<string, PlacedOrderRows> {
  const written = new Map<string, PlacedOrderRows>();
  const idOf = new Map(ids.map((r) => [r.orderID, Number(r.id)]));
  for (const [index, { items }] of orders.entries()) {
    const row = rows[index] as (typeof rows)[number];
    const id = idOf.get(row.orderID);
    if (id === undefined) throw new Error(`Order ${row.orderID} was not written`);
    written.set(row.orderID, { row: { ...row, id }, lines: items });
  }
  return written;
}

export function createOrderInserts(sequelize: Sequelize) {
  /** Every status change an order goes through, its first (at checkout) included. */
  async function addStatusChanges(changes: StatusChange[], transaction: Transaction) {
    await insertRows(sequelize, OrderStatusChangeModel, CHANGE_ATTRIBUTES, changes, transaction);
  }

  /**
   * Writes orders that took their stock: their rows (Pending, holding stock), their lines and
   * the first entry of each status history. On PostgreSQL that is one statement however many
   * orders there are (each a round trip while the group holds its rows' locks); on SQLite, which
   * runs in the process, three.
   */
  async function insertOrders(
    orders: OrderToPlace[],
    transaction: Transaction,
  ): Promise<Map<string, PlacedOrderRows>> {
    if (orders.length === 0) return new Map();
    if (dialectOf(sequelize) === 'postgres') return insertTogether(orders, transaction);
    const { rows, lines, changes } = newOrderRows(orders);
    return placedRows(orders, rows, await insertApart(rows, lines, changes, transaction));
  }

  /**
   * PostgreSQL: the orders, their lines and first status changes in one statement, each child
   * finding its order's new id there; with `around`, after other steps of the same statement
   * and answered only when its check holds (the whole group at once, decision 0074).
   */
  async function insertTogether(
    orders: readonly OrderToPlace[],
    transaction: Transaction | null,
    around: AroundInserts | null = null,
  ): Promise<Map<string, PlacedOrderRows>> {
    const { rows, lines, changes } = newOrderRows(orders);
    const ids = await insertWithChildren(
      sequelize,
      { model: OrderModel, attributes: ORDER_ATTRIBUTES, rows, key: 'orderID' },
      [
        { ...LINES, rows: lines, parentKeyOf: (line) => line.orderID },
        { ...CHANGES, rows: changes, parentKeyOf: (change) => change.orderID },
      ],
      transaction,
      around,
    );
    return placedRows(orders, rows, ids);
  }

  /** The orders, then their lines and first status changes once their ids are known. */
  async function insertApart(
    rows: Omit<OrderRow, 'id'>[],
    lines: (BillLine & OrderKey)[],
    changes: (Omit<StatusChange, 'orderRefId'> & OrderKey)[],
    transaction: Transaction,
  ): Promise<WrittenId[]> {
    const ids = await insertRowsReturning<OrderModel, Omit<OrderRow, 'id'>, WrittenId>(
      sequelize,
      OrderModel,
      ORDER_ATTRIBUTES,
      rows,
      ['id', 'orderID'],
      transaction,
    );
    const idOf = new Map(ids.map((r) => [r.orderID, Number(r.id)]));
    const withId = <T extends OrderKey>({ orderID, ...rest }: T) => ({
      ...rest,
      orderRefId: idOf.get(orderID) as number,
    });
    await insertRows(sequelize, OrderItemModel, LINE_ATTRIBUTES, lines.map(withId), transaction);
    await addStatusChanges(changes.map(withId), transaction);
    return ids;
  }

  return { addStatusChanges, insertOrders, insertTogether };
}
