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
import { INITIAL_PAYMENT_STATUS, showsTracking } from '@wallart/domain';
import { createGroupCommit } from '../../db/group-commit';
import type { OrderModel, OrderStatusChangeRow, RawRow } from '../../db/models';
import { isAdmin, type Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import type { AuditRecorder } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import { chargesFor, resolveCheckout, type CheckoutOptions } from './order-checkout';
import { mergeLines, quantitiesByProduct } from './order-lines';
import { priceLines } from './order-pricing';
import { priceQuotedLines, splitQuotedLines } from '../quotes/quoted-lines';
import { createPendingCap } from './order-pending-cap';
import { createShopperDelete } from './order-shopper-delete';
import {
  createOrderStore,
  type OrderToPlace,
  type StatusChange,
  type Tracking,
} from './order-store';
import { isOrderVisibleTo } from './order-visibility';
import { presentOrder } from './orders.presenter';
import { statusMoveOf, withoutHistory } from './order-status-change';
import { STATUS_AUDIT, statusInOneTrip } from './order-status-one-trip';

/** What checkout knew when the order was placed: the shop's settings it was priced with. */
export interface PlacedContext {
  settings: ShopSettings;
}

/** Why the shop itself changed an order's status, when it did (no staff behind it). */
/** Why a Cancelled came about, when it was not staff's own change. */
export type CancelReason = 'payment-expired' | 'shopper-cancelled';

/** What a listener learns of a status change besides the order as it now is. */
export interface StatusChangeContext {
  from: string;
  reason?: CancelReason;
}

export interface OrderEvents {
  orderPlaced?(order: Order, context: PlacedContext): void | Promise<void>;
  /**
   * An order's status really changed (never for the same status again), told once the change
   * is committed. A listener that fails never undoes or fails the change.
   */
  statusChanged?(order: Order, context: StatusChangeContext): void | Promise<void>;
}

export interface OrderListOptions {
  status?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  paymentMethod?: PaymentMethod | undefined;
  page: number;
  limit: number;
}

type PlaceOrderParsed = z.output<typeof placeOrderSchema>;

/** An order's history as read, and grown by the changes a write makes to it. */
type ShownHistory = (RawRow<OrderStatusChangeRow> | StatusChange)[];

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

  /** An order with its lines and, where asked for, its status history. */
  async function withLines(order: OrderModel, transaction?: Transaction) {
    return { order, items: await store.linesOf(order.id, transaction) };
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

  /** After the commit: a listener's failure is its own to log and never reaches the caller. */
  async function announceStatus(order: Order, context: StatusChangeContext) {
    try {
      await events.statusChanged?.(order, context);
    } catch {
      // The change stands; the mail listener logs what it could not send.
    }
  }

  /**
   * Prices, names and images come from the database. They are read before the transaction,
   * so the write holds only the writes; the stock itself is taken inside it by a
   * conditional UPDATE, which is what keeps it from going below zero.
   *
   * The caller may still be being checked (decision 0077): the products and settings are read
   * meanwhile, but nothing is said or done for the order until the caller is known.
   */
  async function placeOrder(caller: Actor | Promise<Actor>, input: PlaceOrderParsed) {
    // One-off products of accepted quotes are priced by their quotes (decision 0044).
    const { catalogue, quoted } = splitQuotedLines(mergeLines(input.billItems));
    const needed = quantitiesByProduct(catalogue);
    const catalogueReads = Promise.all([
      needed.size > 0 ? store.orderedProducts([...needed.keys()]) : [],
      options.readSettings(),
    ]);
    // Awaited below once the caller is known; a failure meanwhile is not unhandled.
    catalogueReads.catch(() => undefined);
    const actor = await caller;
    const choice = resolveCheckout(input, options.cardAvailable);
    const [[products, settings], quotes] = await Promise.all([
      catalogueReads,
      priceQuotedLines(actor, quoted),
    ]);
    const priced = priceLines(catalogue, products);
    const subtotalCents = priced.totalCents + quotes.totalCents;
    // The fee and total are the server's own: whatever the shopper sent for them is ignored.
    const charges = chargesFor(choice, subtotalCents, settings);
    const code = input.discountCode;
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
        discountCode: code ?? null,
        labeledTotalCents: priced.labeledTotalCents + quotes.totalCents,
        ...choice,
        paymentStatus: INITIAL_PAYMENT_STATUS,
        createdAt: new Date(),
      },
      items: [...priced.items, ...quotes.items],
      stock: priced.stock,
      quotes: quotes.claims,
      // Re-checked inside the write, where its uses are counted exactly (PRODUCT §9).
      ...(code && {
        discount: {
          code,
          price: (discountCents: number) => {
            const {
              discountCents: taken,
              shippingFeeCents,
              totalCents,
            } = chargesFor(choice, subtotalCents, settings, discountCents);
            return { discountCents: taken, shippingFeeCents, totalCents };
          },
        },
      }),
    });
    // Shown from what was just written: reading it back would cost two more round trips.
    const order = presentOrder(placed.row, placed.lines);
    await events.orderPlaced?.(order, { settings });
    return order;
  }

  const placing = new Set<Promise<Order>>();

  const cap = createPendingCap(sequelize, options.unverifiedPendingUnits ?? 0);
  const checkout = createGroupCommit(
    sequelize,
    (requests: OrderToPlace[], t) => store.placeOrders(requests, t, cap),
    (requests) => store.placeWhole(requests, cap),
  );

  return {
    /** `caller` may be a promise of the caller still being checked (decision 0077). */
    place(caller: Actor | Promise<Actor>, input: PlaceOrderParsed): Promise<Order> {
      const job = placeOrder(caller, input);
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
      // Only orders on their way or delivered show tracking: the others need no read for it.
      const sent = rows.filter((r) => showsTracking(r.status)).map((r) => r.id);
      const [items, shipped] = await Promise.all([
        store.lines(rows.map((r) => r.id)),
        store.lastShipped(sent),
      ]);
      return {
        items: rows.map((r) =>
          presentOrder(r, items.get(r.id) ?? [], undefined, shipped.get(r.id)),
        ),
        total,
      };
    },

    async get(actor: Actor, orderID: string): Promise<Order> {
      return present(await withLines(await findVisible(actor, orderID)));
    },

    /** An order as the shop itself reads it (for its own mails), or null when it is gone. */
    async read(orderID: string): Promise<Order | null> {
      const order = await store.find(orderID);
      return order ? present(await withLines(order)) : null;
    },

    /**
     * Any of the five statuses, for admins. An order holds its stock unless Cancelled: moving
     * to Cancelled puts it back once; moving out of Cancelled takes it again (409 if short).
     * A change to Shipped may carry the carrier and tracking number (PRODUCT §8). The same
     * status again changes nothing; with other tracking than the order has, it is a 409.
     */
    async setStatus(actor: Actor, orderID: string, status: OrderStatus, tracking: Tracking = {}) {
      const result =
        (await statusInOneTrip(store, actor, orderID, status, tracking)) ??
        (await audited.change(actor, {
          ...STATUS_AUDIT,
          entityId: orderID,
          find: async (t) => {
            // The lines never change here: read once, shown before and after, and moved as
            // stock. The history grows by the change below. All three are asked for at once,
            // and nothing is read twice, while the write holds the database.
            const [order, items, history] = await Promise.all([
              store.find(orderID, t),
              store.linesOf({ orderID }, t),
              store.history({ orderID }, t),
            ]);
            if (!order) throw notFound('Order');
            const shown: ShownHistory = history;
            return { order, items, history: shown };
          },
          present: ({ order, items, history }) =>
            presentOrder(order.get({ plain: true }), items, history),
          change: async (target, t, before) => {
            const { order, items } = target;
            const move = statusMoveOf(order, before, status, tracking);
            if (!move) return false;
            if (move.stock)
              await (move.stock === 'return' ? store.returnHeld : store.takeHeld)(items, t);
            if (move.discount) {
              const code =
                move.discount === 'release' ? store.releaseDiscount : store.restoreDiscount;
              await code(order.id, t);
            }
            if (move.unhide) await store.setHiddenByShopper(order, null, t);
            target.history = [...target.history, await store.changeStatus(order, move, actor, t)];
            return true;
          },
          // The order's own history already lists every status change; the entry needs the order.
          entry: (before, after) => ({
            before: withoutHistory(before),
            after: withoutHistory(after),
          }),
        }));
      if (result.before.status !== result.after.status) {
        await announceStatus(result.after, { from: result.before.status });
      }
      return result;
    },

    /**
     * The shop's own cancel, e.g. an unpaid order whose time to pay ran out: on the locked row,
     * only while `still` holds and the order is not already Cancelled, so of two servers doing
     * it at once one cancels and the stock goes back once. The history names `by` (the shop);
     * no audit entry, as no admin wrote it. Listeners hear of it, with the reason, once it is
     * committed. Answers whether it cancelled.
     */
    async cancelIf(
      orderID: string,
      still: (order: OrderModel) => boolean,
      by: { email: string; reason?: CancelReason },
    ): Promise<boolean> {
      const cancelled = await sequelize.transaction(async (t) => {
        const order = await store.find(orderID, t);
        if (!order || order.status === 'Cancelled' || !still(order)) return null;
        const from = order.status;
        if (order.holdsStock) await store.returnHeld(await store.linesOf(order.id, t), t);
        if (order.discountCode) await store.releaseDiscount(order.id, t);
        const change = { status: 'Cancelled', holdsStock: false };
        await store.changeStatus(order, change, { id: null, email: by.email }, t);
        return { from, order: await present(await withLines(order, t), t) };
      });
      if (!cancelled) return false;
      await announceStatus(cancelled.order, {
        from: cancelled.from,
        ...(by.reason && { reason: by.reason }),
      });
      return true;
    },

    /**
     * Staff delete any order outright, giving back the stock it still holds; an admin write for
     * the audit log. A shopper's Delete of their own Pending order cancels it and hides it from
     * their list instead (order-shopper-delete.ts).
     */
    async remove(actor: Actor, orderID: string): Promise<Order> {
      if (!isAdmin(actor)) {
        const cancelled = await deleteOwnOrder(actor, orderID);
        await announceStatus(cancelled, { from: 'Pending', reason: 'shopper-cancelled' });
        return cancelled;
      }
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

export type OrdersService = ReturnType<typeof createOrdersService>;
