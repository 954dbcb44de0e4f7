import { Op, type Transaction } from 'sequelize';
import { DELETED_CUSTOMER, type Order, type OrderStatus } from '@wallart/domain';
import {
  OrderItemModel,
  OrderModel,
  OrderStatusChangeModel,
  type OrderItemRow,
  type OrderStatusChangeRow,
  type RawRow,
} from '../../db/models';
import { NEWEST_FIRST } from '../../lib/paging';
import { presentOrder } from './orders.presenter';

/**
 * Orders still being fulfilled: the shop needs the shopper's address and phone for them, so
 * an account with one cannot be deleted yet (decision 0029).
 */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['Pending', 'Processing', 'Shipped'];

function groupBy<Row extends { orderRefId: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const byOrder = new Map<number, Row[]>();
  for (const row of rows)
    byOrder.set(row.orderRefId, [...(byOrder.get(row.orderRefId) ?? []), row]);
  return byOrder;
}

/**
 * A shopper's orders as their personal data: everything a data export holds, and the fields
 * an account's deletion replaces. Part of the order store (order-store.ts and its parts).
 */
export const orderPersonalData = {
  /** Every order of the user, newest first, with its lines and status history. */
  async ordersOf(userId: number): Promise<Order[]> {
    const rows = await OrderModel.findAll({ where: { userId }, order: NEWEST_FIRST, raw: true });
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const [lines, changes] = await Promise.all([
      OrderItemModel.findAll({
        where: { orderRefId: ids },
        order: [['id', 'ASC']],
        raw: true,
      }) as Promise<RawRow<OrderItemRow>[]>,
      OrderStatusChangeModel.findAll({
        where: { orderRefId: ids },
        order: [['id', 'ASC']],
        raw: true,
      }) as Promise<RawRow<OrderStatusChangeRow>[]>,
    ]);
    const linesOf = groupBy(lines);
    const historyOf = groupBy(changes);
    return rows.map((row) =>
      presentOrder(row, linesOf.get(row.id) ?? [], historyOf.get(row.id) ?? []),
    );
  },

  async countOpen(userId: number, transaction: Transaction): Promise<number> {
    return OrderModel.count({
      where: { userId, status: { [Op.in]: [...OPEN_ORDER_STATUSES] } },
      transaction,
    });
  },

  /**
   * Replaces the shopper's name, e-mail, address and phone on each of their orders, and their
   * address where the orders' histories name them (a cancellation of their own); the lines,
   * money, statuses and dates stay for the shop's books. Answers the orders' public codes.
   */
  async anonymise(userId: number, transaction: Transaction): Promise<string[]> {
    const orders = await OrderModel.findAll({
      where: { userId },
      attributes: ['id', 'orderID'],
      transaction,
    });
    await OrderModel.update(
      {
        name: DELETED_CUSTOMER.name,
        email: DELETED_CUSTOMER.email,
        address: DELETED_CUSTOMER.address,
        phoneNumber: DELETED_CUSTOMER.phone,
      },
      { where: { userId }, transaction },
    );
    // Only on their own orders: a staff member's changes to others' orders keep their name,
    // as the audit log does (decision 0013).
    await OrderStatusChangeModel.update(
      { changedByEmail: DELETED_CUSTOMER.email },
      { where: { changedById: userId, orderRefId: orders.map((o) => o.id) }, transaction },
    );
    return orders.map((o) => o.orderID);
  },
};
