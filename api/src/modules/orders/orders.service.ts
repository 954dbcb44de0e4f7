import crypto from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import type { Order, OrderStatus, placeOrderSchema } from '@wallart/domain';
import { isCancellableByShopper } from '@wallart/domain';
import { createGroupCommit } from '../../db/group-commit';
import { OrderItemModel, OrderModel, OrderStatusChangeModel } from '../../db/models';
import { isAdmin, type Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/app-error';
import type { AuditRecorder } from '../audit/audit.service';
import { mergeLines, quantitiesByProduct } from './order-lines';
import {
  presentOrder,
  type OrderItemRow,
  type OrderRow,
  type StatusChangeRow,
} from './orders.presenter';
import { countOrders } from './order-counts';
import { writePlacedOrders, type OrderToPlace } from './order-writes';
import { ORDERED_PRODUCTS_SQL, priceLines, type OrderedProductRow } from './order-pricing';
import { returnStock, takeStock } from './stock';
import { NEWEST_FIRST, pageWindow } from '../../lib/paging';

export interface OrderEvents {
  orderPlaced?(order: Order): void | Promise<void>;
}

export interface OrderListOptions {
  status?: OrderStatus | undefined;
  page: number;
  limit: number;
}

const ORDER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newOrderId(): string {
  const bytes = crypto.randomBytes(8);
  let code = '';
  for (const byte of bytes) code += ORDER_ID_ALPHABET[byte % ORDER_ID_ALPHABET.length];
  return `WA-${code}`;
}

export function createOrdersService(
  sequelize: Sequelize,
  events: OrderEvents,
  audit: AuditRecorder,
) {
  async function itemsOf(orderIds: number[], transaction?: Transaction) {
    if (orderIds.length === 0) return new Map<number, OrderItemRow[]>();
    const rows = (await OrderItemModel.findAll({
      where: { orderId: orderIds },
      order: [['id', 'ASC']],
      raw: true,
      transaction,
    })) as OrderItemRow[];
    const byOrder = new Map<number, OrderItemRow[]>();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }

  async function historyOf(orderId: number, transaction?: Transaction) {
    return (await OrderStatusChangeModel.findAll({
      where: { orderId },
      order: [['id', 'ASC']],
      raw: true,
      transaction,
    })) as StatusChangeRow[];
  }

  /**
   * The order as its owner or an admin may see it; anyone else is told it does not exist.
   * Inside a transaction the row is locked, so a parallel change waits and then sees this one.
   */
  async function findVisible(actor: Actor, orderID: string, transaction?: Transaction) {
    const order = await OrderModel.findOne({
      where: { orderID },
      transaction,
      ...(transaction && { lock: transaction.LOCK.UPDATE }),
    });
    if (!order || (!isAdmin(actor) && order.userId !== actor.id)) throw notFound('Order');
    return order;
  }

  async function linesOf(order: OrderModel, transaction?: Transaction) {
    return (await itemsOf([order.id], transaction)).get(order.id) ?? [];
  }

  async function present(order: OrderModel, transaction?: Transaction, withHistory = false) {
    const history = withHistory ? await historyOf(order.id, transaction) : undefined;
    return presentOrder(
      order.get({ plain: true }) as OrderRow,
      await linesOf(order, transaction),
      history,
    );
  }

  async function recordChange(
    order: OrderModel,
    from: string | null,
    to: string,
    actor: Actor,
    transaction: Transaction,
  ) {
    await OrderStatusChangeModel.create(
      {
        orderId: order.id,
        fromStatus: from,
        toStatus: to,
        changedById: actor.id,
        changedByEmail: actor.email,
      },
      { transaction },
    );
  }

  /** The prints an order's lines hold, by product (lines of deleted products hold none). */
  function stockOf(items: OrderItemRow[]) {
    return items
      .filter((i) => i.productRefId !== null)
      .map((i) => ({ id: i.productRefId as number, name: i.productName, quantity: i.quantity }));
  }

  /**
   * Prices, names and images come from the database. They are read before the transaction,
   * so the write holds only the writes; the stock itself is taken inside it by a
   * conditional UPDATE, which is what keeps it from going below zero.
   */
  async function placeOrder(
    actor: Actor,
    input: z.output<typeof placeOrderSchema>,
  ): Promise<Order> {
    const lines = mergeLines(input.billItems);
    const needed = quantitiesByProduct(lines);
    const products = await sequelize.query<OrderedProductRow>(ORDERED_PRODUCTS_SQL, {
      replacements: { productIds: [...needed.keys()] },
      type: QueryTypes.SELECT,
    });
    const priced = priceLines(lines, products);
    const placed = await checkout.write({
      actor,
      order: {
        orderID: newOrderId(),
        userId: actor.id,
        email: actor.email,
        name: input.name,
        address: input.address,
        phoneNumber: input.phoneNumber,
        totalCents: priced.totalCents,
        labeledTotalCents: priced.labeledTotalCents,
        createdAt: new Date(),
      },
      items: priced.items,
      stock: products.map((p) => ({
        id: p.id,
        name: p.name,
        quantity: needed.get(p.productId) ?? 0,
      })),
    });
    // Shown from what was just written: reading it back would cost two more round trips.
    const order = presentOrder(placed.row, placed.lines);
    await events.orderPlaced?.(order);
    return order;
  }

  const placing = new Set<Promise<Order>>();

  const checkout = createGroupCommit(sequelize, (requests: OrderToPlace[], t) =>
    writePlacedOrders(sequelize, requests, t),
  );

  return {
    place(actor: Actor, input: z.output<typeof placeOrderSchema>): Promise<Order> {
      const job = placeOrder(actor, input);
      const done = () => placing.delete(job);
      placing.add(job);
      void job.then(done, done);
      return job;
    },

    /** Resolves once the orders being placed now are written and announced (for shutdown). */
    async idle(): Promise<void> {
      await Promise.allSettled([...placing]);
    },

    /** An admin sees every order (optionally by status); a shopper only their own. */
    async list(
      actor: Actor,
      options: OrderListOptions,
    ): Promise<{ items: Order[]; total: number }> {
      const where: WhereOptions = {
        ...(!isAdmin(actor) && { userId: actor.id }),
        ...(options.status && { status: options.status }),
      };
      const [rows, total] = await Promise.all([
        OrderModel.findAll({
          where,
          order: NEWEST_FIRST,
          ...pageWindow(options),
          raw: true,
        }) as unknown as Promise<OrderRow[]>,
        isAdmin(actor) ? countOrders(sequelize, options.status) : OrderModel.count({ where }),
      ]);
      const items = await itemsOf(rows.map((r) => r.id));
      return { items: rows.map((r) => presentOrder(r, items.get(r.id) ?? [])), total };
    },

    async get(actor: Actor, orderID: string): Promise<Order> {
      return present(await findVisible(actor, orderID), undefined, true);
    },

    /**
     * Any of the five statuses, for admins. An order holds its stock unless Cancelled: moving
     * to Cancelled puts it back once; moving out of Cancelled takes it again (409 if short).
     */
    async setStatus(actor: Actor, orderID: string, status: OrderStatus) {
      return sequelize.transaction(async (t) => {
        const order = await OrderModel.findOne({
          where: { orderID },
          transaction: t,
          lock: t.LOCK.UPDATE,
        });
        if (!order) throw notFound('Order');
        // The lines never change here: read once, shown before and after, and moved as stock.
        const items = await linesOf(order, t);
        const row = () => order.get({ plain: true }) as OrderRow;
        const snapshot = async () => presentOrder(row(), items, await historyOf(order.id, t));
        const before = presentOrder(row(), items);
        if (order.status === status) return { before, after: await snapshot() };
        const cancelling = status === 'Cancelled';
        if (cancelling && order.holdsStock) await returnStock(sequelize, stockOf(items), t);
        if (!cancelling && !order.holdsStock) await takeStock(sequelize, stockOf(items), t);
        const from = order.status;
        await order.update({ status, holdsStock: !cancelling }, { transaction: t });
        await recordChange(order, from, status, actor, t);
        const after = await snapshot();
        // The order's own history already lists every status change; the entry needs the order.
        const { statusHistory: _history, ...entry } = after;
        await audit.record(
          actor,
          { action: 'order.status', entityType: 'order', entityId: orderID, before, after: entry },
          t,
        );
        return { before, after };
      });
    },

    /**
     * Shoppers delete only their own Pending orders; admins any. Held stock goes back. Only
     * an admin's deletion is an admin write for the audit log.
     */
    async remove(actor: Actor, orderID: string): Promise<Order> {
      return sequelize.transaction(async (t) => {
        const order = await findVisible(actor, orderID, t);
        if (!isAdmin(actor) && !isCancellableByShopper(order.status)) {
          throw conflict(
            'This order is already being processed and can no longer be cancelled. Please contact us',
            'not_pending',
          );
        }
        const items = await linesOf(order, t);
        const before = presentOrder(order.get({ plain: true }) as OrderRow, items);
        if (order.holdsStock) await returnStock(sequelize, stockOf(items), t);
        await order.destroy({ transaction: t });
        if (isAdmin(actor)) {
          await audit.record(
            actor,
            { action: 'order.delete', entityType: 'order', entityId: orderID, before },
            t,
          );
        }
        return before;
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
