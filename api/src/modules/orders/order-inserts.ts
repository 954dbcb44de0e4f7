import type { Sequelize, Transaction } from 'sequelize';
import {
  OrderItemModel,
  OrderModel,
  OrderStatusChangeModel,
  type OrderItemRow,
  type OrderRow,
} from '../../db/models';
import { insertRows, insertRowsReturning } from '../../db/plain-sql';
import type {
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
interface WrittenId {
  id: number;
  orderID: string;
}

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
const CHANGE_ATTRIBUTES = [
  'orderRefId',
  'fromStatus',
  'toStatus',
  'changedById',
  'changedByEmail',
  'carrier',
  'trackingNumber',
  'createdAt',
] as const;

export function createOrderInserts(sequelize: Sequelize) {
  /** Every status change an order goes through, its first (at checkout) included. */
  async function addStatusChanges(changes: StatusChange[], transaction: Transaction) {
    await insertRows(sequelize, OrderStatusChangeModel, CHANGE_ATTRIBUTES, changes, transaction);
  }

  /**
   * Writes orders that took their stock: their rows (Pending, holding stock), their lines and
   * the first entry of each status history, in three statements however many orders there are.
   */
  async function insertOrders(
    orders: OrderToPlace[],
    transaction: Transaction,
  ): Promise<Map<string, PlacedOrderRows>> {
    const written = new Map<string, PlacedOrderRows>();
    if (orders.length === 0) return written;
    const rows = orders.map(({ order }) => ({
      ...order,
      ...NO_PAYMENT_YET,
      status: 'Pending',
      holdsStock: true,
      hiddenByShopperAt: null,
      updatedAt: order.createdAt,
    }));
    const ids = await insertRowsReturning<OrderModel, (typeof rows)[number], WrittenId>(
      sequelize,
      OrderModel,
      ORDER_ATTRIBUTES,
      rows,
      ['id', 'orderID'],
      transaction,
    );
    const idOf = new Map(ids.map((r) => [r.orderID, Number(r.id)]));
    const lines: Omit<OrderItemRow, 'id'>[] = [];
    const changes: StatusChange[] = [];
    for (const [index, { actor, items }] of orders.entries()) {
      const row = rows[index] as (typeof rows)[number];
      const id = idOf.get(row.orderID);
      if (id === undefined) throw new Error(`Order ${row.orderID} was not written`);
      written.set(row.orderID, { row: { ...row, id }, lines: items });
      lines.push(...items.map((item) => ({ ...item, orderRefId: id })));
      changes.push({
        orderRefId: id,
        fromStatus: null,
        toStatus: row.status,
        changedById: actor.id,
        changedByEmail: actor.email,
        carrier: null,
        trackingNumber: null,
        createdAt: row.createdAt,
      });
    }
    await insertRows(sequelize, OrderItemModel, LINE_ATTRIBUTES, lines, transaction);
    await addStatusChanges(changes, transaction);
    return written;
  }

  return { addStatusChanges, insertOrders };
}
