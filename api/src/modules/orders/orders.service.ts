import crypto from 'node:crypto';
import type { Sequelize, Transaction } from 'sequelize';
import type { z } from 'zod';
import type {
  Order,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  placeOrderSchema,
  ShopSettings,
} from '@wallart/domain';
import { INITIAL_PAYMENT_STATUS, paymentStatusAfterStatusChange } from '@wallart/domain';
import { createGroupCommit } from '../../db/group-commit';
import type { OrderModel } from '../../db/models';
import { isAdmin, type Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import type { AuditRecorder } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import { chargesFor, resolveCheckout, type CheckoutOptions } from './order-checkout';
import { mergeLines, quantitiesByProduct } from './order-lines';
import { priceLines } from './order-pricing';
import { createShopperDelete } from './order-shopper-delete';
import { createOrderStore, type OrderToPlace } from './order-store';
import { isOrderVisibleTo } from './order-visibility';
import { presentOrder } from './orders.presenter';

/** What checkout knew when the order was placed: the shop's settings it was priced with. */
export interface PlacedContext {
  settings: ShopSettings;
}

export interface OrderEvents {
  orderPlaced?(order: Order, context: PlacedContext): void | Promise<void>;
}

export interface OrderListOptions {
  status?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  paymentMethod?: PaymentMethod | undefined;
  page: number;
  limit: number;
}

type PlaceOrderParsed = z.output<typeof placeOrderSchema>;

const paymentStateOf = (order: OrderModel) => ({
  paymentMethod: order.paymentMethod as PaymentMethod,
  paymentStatus: order.paymentStatus as PaymentStatus,
});

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
  options: CheckoutOptions,
) {
  const store = createOrderStore(sequelize);
  const audited = createAuditedWrites({ sequelize, audit });
  const deleteOwnOrder = createShopperDelete(sequelize, store);

  /**
   * The order as its owner or an admin may see it; anyone else, and an owner who deleted it, is
   * told it does not exist. Inside a transaction the row is locked, so a parallel change waits
   * and then sees this one.
   */
  async function findVisible(actor: Actor, orderID: string, transaction?: Transaction) {
    const order = await store.find(orderID, transaction);
    if (!order || !isOrderVisibleTo(actor, order)) throw notFound('Order');
    return order;
  }

  async function linesOf(order: OrderModel, transaction?: Transaction) {
    return (await store.lines([order.id], transaction)).get(order.id) ?? [];
  }

  /** An order with its lines and, where asked for, its status history. */
  async function withLines(order: OrderModel, transaction?: Transaction) {
    return { order, items: await linesOf(order, transaction) };
  }

  async function present(
    { order, items }: Awaited<ReturnType<typeof withLines>>,
    transaction?: Transaction,
  ) {
    return presentOrder(
      order.get({ plain: true }),
      items,
      await store.history(order.id, transaction),
    );
  }

  /**
   * Prices, names and images come from the database. They are read before the transaction,
   * so the write holds only the writes; the stock itself is taken inside it by a
   * conditional UPDATE, which is what keeps it from going below zero.
   */
  async function placeOrder(actor: Actor, input: PlaceOrderParsed): Promise<Order> {
    const choice = resolveCheckout(input, options.cardAvailable);
    const lines = mergeLines(input.billItems);
    const needed = quantitiesByProduct(lines);
    const [products, settings] = await Promise.all([
      store.orderedProducts([...needed.keys()]),
      options.readSettings(),
    ]);
    const priced = priceLines(lines, products);
    // The fee and total are the server's own: whatever the shopper sent for them is ignored.
    const charges = chargesFor(choice, priced.totalCents, settings);
    const placed = await checkout.write({
      actor,
      order: {
        orderID: newOrderId(),
        userId: actor.id,
        email: actor.email,
        name: input.name,
        address: input.address,
        phoneNumber: input.phoneNumber,
        ...charges,
        labeledTotalCents: priced.labeledTotalCents,
        ...choice,
        paymentStatus: INITIAL_PAYMENT_STATUS,
        createdAt: new Date(),
      },
      items: priced.items,
      stock: priced.stock,
    });
    // Shown from what was just written: reading it back would cost two more round trips.
    const order = presentOrder(placed.row, placed.lines);
    await events.orderPlaced?.(order, { settings });
    return order;
  }

  const placing = new Set<Promise<Order>>();

  const checkout = createGroupCommit(sequelize, (requests: OrderToPlace[], t) =>
    store.placeOrders(requests, t),
  );

  return {
    place(actor: Actor, input: PlaceOrderParsed): Promise<Order> {
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

    /**
     * An admin sees every order (optionally by status, payment status and payment method); a
     * shopper only their own, less those they deleted.
     */
    async list(actor: Actor, query: OrderListOptions): Promise<{ items: Order[]; total: number }> {
      const filter = {
        userId: isAdmin(actor) ? undefined : actor.id,
        shownToShopper: !isAdmin(actor),
        status: query.status,
        paymentStatus: query.paymentStatus,
        paymentMethod: query.paymentMethod,
      };
      const [rows, total] = await Promise.all([store.page(filter, query), store.count(filter)]);
      const items = await store.lines(rows.map((r) => r.id));
      return { items: rows.map((r) => presentOrder(r, items.get(r.id) ?? [])), total };
    },

    async get(actor: Actor, orderID: string): Promise<Order> {
      return present(await withLines(await findVisible(actor, orderID)));
    },

    /**
     * Any of the five statuses, for admins. An order holds its stock unless Cancelled: moving
     * to Cancelled puts it back once; moving out of Cancelled takes it again (409 if short).
     */
    async setStatus(actor: Actor, orderID: string, status: OrderStatus) {
      return audited.change(actor, {
        action: 'order.status',
        entityType: 'order',
        entityId: orderID,
        find: async (t) => {
          const order = await store.find(orderID, t);
          if (!order) throw notFound('Order');
          // The lines never change here: read once, shown before and after, and moved as stock.
          return withLines(order, t);
        },
        present,
        change: async ({ order, items }, t) => {
          if (order.status === status) return false;
          const cancelling = status === 'Cancelled';
          if (cancelling && order.holdsStock) await store.returnHeld(items, t);
          if (!cancelling && !order.holdsStock) await store.takeHeld(items, t);
          // An order staff take out of Cancelled is live again, so its shopper sees it again.
          if (!cancelling && order.hiddenByShopperAt)
            await store.setHiddenByShopper(order, null, t);
          await store.changeStatus(order, status, !cancelling, actor, t);
          const payment = paymentStatusAfterStatusChange(paymentStateOf(order), status);
          if (payment !== order.paymentStatus) {
            await store.setPayment(
              order,
              { paymentStatus: payment, paymentChangedAt: new Date() },
              t,
            );
          }
          return true;
        },
        // The order's own history already lists every status change; the entry needs the order.
        entry: (before, after) => ({
          before: withoutHistory(before),
          after: withoutHistory(after),
        }),
      });
    },

    /**
     * The shop's own cancel, e.g. an unpaid order whose time to pay ran out: on the locked row,
     * only while `still` holds and the order is not already Cancelled, so of two servers doing
     * it at once one cancels and the stock goes back once. The history names `by` (the shop);
     * no audit entry, as no admin wrote it. Answers whether it cancelled.
     */
    async cancelIf(
      orderID: string,
      still: (order: OrderModel) => boolean,
      by: { email: string },
    ): Promise<boolean> {
      return sequelize.transaction(async (t) => {
        const order = await store.find(orderID, t);
        if (!order || order.status === 'Cancelled' || !still(order)) return false;
        if (order.holdsStock) await store.returnHeld(await linesOf(order, t), t);
        await store.changeStatus(order, 'Cancelled', false, { id: null, email: by.email }, t);
        return true;
      });
    },

    /**
     * Staff delete any order outright, giving back the stock it still holds; an admin write for
     * the audit log. A shopper's Delete of their own Pending order cancels it and hides it from
     * their list instead (order-shopper-delete.ts).
     */
    async remove(actor: Actor, orderID: string): Promise<Order> {
      if (!isAdmin(actor)) return deleteOwnOrder(actor, orderID);
      return audited.remove(actor, {
        action: 'order.delete',
        entityType: 'order',
        entityId: orderID,
        find: async (t) => withLines(await findVisible(actor, orderID, t), t),
        present: ({ order, items }) => presentOrder(order.get({ plain: true }), items),
        remove: async ({ order, items }, t) => {
          if (order.holdsStock) await store.returnHeld(items, t);
          await store.remove(order, t);
        },
      });
    },
  };
}

function withoutHistory(order: Order): Omit<Order, 'statusHistory'> {
  const { statusHistory: _history, ...rest } = order;
  return rest;
}

export type OrdersService = ReturnType<typeof createOrdersService>;
