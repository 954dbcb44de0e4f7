import type { z } from 'zod';
import type { Order, OrderStatus, placeOrderSchema } from '@wallart/domain';
import { INITIAL_PAYMENT_STATUS, NO_SHIPPING, needsShipping, showsTracking } from '@wallart/domain';
import type { OrderRow, RawRow } from '../../db/models';
import { accountIdOf, isAdmin, type Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { priceQuotedLines, splitQuotedLines } from '../quotes/quoted-lines';
import { chargesFor } from './order-charges';
import { claimsOf, resolveCheckout, type CheckoutOptions } from './order-checkout';
import { mergeLines, quantitiesByProduct } from './order-lines';
import { priceLines } from './order-pricing';
import { shopCancelMove, shopperCancelMove, statusMoveOf } from './order-status-change';
import type { OrderStore, Tracking } from './order-store';
import { isOrderVisibleTo, isOwnShownOrder } from './order-visibility';
import type { OrderWriter } from './order-writer';
import type { AuditRecorder } from '../audit/audit.service';
import { createGuestOrders } from './guest-orders';
import { newOrderId, newOrderToken } from './order-tokens';
import { presentOrder } from './orders.presenter';
import { placedWithin } from './order-rows-store';
import type {
  CancelReason,
  OrderEvents,
  OrderListOptions,
  PlacedResult,
  StatusChangeContext,
} from './order-events';

export type * from './order-events';

type PlaceOrderParsed = z.output<typeof placeOrderSchema>;

/** How staff's status changes and deletions are named in the audit log. */
const STATUS_AUDIT = { action: 'order.status', entityType: 'order' } as const;
const DELETE_AUDIT = { action: 'order.delete', entityType: 'order' } as const;

export interface OrdersDeps {
  /** The order store and writer, built once in the composition root (app-context.ts). */
  store: OrderStore;
  writer: OrderWriter;
  events: OrderEvents;
  options: CheckoutOptions;
  audit?: AuditRecorder;
}

export function createOrdersService({ store, writer, events, options, audit }: OrdersDeps) {
  const capLimit = options.unverifiedPendingUnits ?? 0;

  async function present(order: RawRow<OrderRow>) {
    const [items, history] = await Promise.all([store.linesOf(order.id), store.history(order.id)]);
    return presentOrder(order, items, history);
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
   * Prices, names and images come from the database, read before the write, so the write
   * holds only the claims and the rows; what must hold atomically with the order (its stock,
   * its code's uses, the cap on an unproven account, its quotes) it claims inside the write.
   */
  async function placeOrder(actor: Actor, input: PlaceOrderParsed): Promise<PlacedResult> {
    // One-off products of accepted quotes are priced by their quotes (decision 0044).
    const { catalogue, quoted } = splitQuotedLines(mergeLines(input.billItems));
    const needed = quantitiesByProduct(catalogue);
    const [products, settings, quotes] = await Promise.all([
      needed.size > 0 ? store.orderedProducts([...needed.keys()]) : [],
      options.readSettings(),
      priceQuotedLines(actor, quoted),
    ]);
    const priced = priceLines(catalogue, products, input.lang);
    // Only digital lines: nothing ships, so no method, no fee, no cash on delivery (§13).
    const lines = [...priced.items, ...quotes.items];
    const shipped = needsShipping(lines.map((item) => ({ digital: item.fileKey !== null })));
    const choice = resolveCheckout(input, options.cardAvailable, shipped);
    const subtotalCents = priced.totalCents + quotes.totalCents;
    // The fee and total are the server's own: whatever the shopper sent for them is ignored.
    const basis = { choice, subtotalCents, shipping: settings.shipping };
    const charges = chargesFor(basis);
    const code = input.discountCode;
    const claims = claimsOf({
      actor,
      capLimit,
      stock: priced.stock,
      quotes: quotes.claims,
      // Re-checked inside the write, where its uses are counted exactly (PRODUCT §9).
      discount: code && {
        code,
        shopperKey: options.shopperKeyOf(actor.email),
        charges: basis,
      },
    });
    // A guest's key, handed over once in the answer and mailed; only its hash is kept (§11).
    const key = actor.guest ? newOrderToken() : null;
    const placed = await writer.place({
      actor,
      order: {
        orderID: newOrderId(),
        userId: accountIdOf(actor),
        placedAsGuest: key !== null,
        tokenHash: key?.hash ?? null,
        email: actor.email,
        name: input.name,
        address: input.address,
        phoneNumber: input.phoneNumber,
        lang: input.lang,
        ...charges,
        discountCode: code ?? null,
        labeledTotalCents: priced.labeledTotalCents + quotes.totalCents,
        ...choice,
        shippingMethod: choice.shippingMethod ?? NO_SHIPPING,
        paymentStatus: INITIAL_PAYMENT_STATUS,
        createdAt: new Date(),
      },
      items: lines,
      claims,
    });
    // Shown from what was just written: reading it back would cost two more round trips.
    const order = presentOrder(placed.row, placed.lines);
    await events.orderPlaced?.(order, { settings, ...(key && { orderToken: key.token }) });
    return { order, ...(key && { orderToken: key.token }) };
  }

  const placing = new Set<Promise<PlacedResult>>();

  return {
    ...createGuestOrders({
      store,
      audit,
      present,
      linkIssued: (order, token) => events.orderLinkIssued?.(order, token),
    }),

    /** Places the order; a guest's answer carries its key, `orderToken` (PRODUCT §11). */
    place(actor: Actor, input: PlaceOrderParsed): Promise<PlacedResult> {
      const job = placeOrder(actor, input);
      const done = () => placing.delete(job);
      placing.add(job);
      void job.then(done, done);
      return job;
    },

    /** Resolves once the orders being placed now are written and announced (for shutdown). */
    async idle(): Promise<void> {
      await Promise.allSettled([...placing]);
      await writer.idle();
    },

    /** Once the orders being placed now are written and announced, closes the writer. */
    async close(): Promise<void> {
      await Promise.allSettled([...placing]);
      await writer.close();
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
        search: query.search,
        country: query.country,
        ...placedWithin(query.from, query.to),
        placedAsGuest: isAdmin(actor) && query.placedBy ? query.placedBy === 'guest' : undefined,
      };
      const [rows, total] = await Promise.all([store.page(filter, query), store.count(filter)]);
      // Only orders on their way or delivered show tracking: the others need no read for it.
      const sent = rows.filter((r) => showsTracking(r.status)).map((r) => r.id);
      const delivered = rows.filter((r) => r.status === 'Delivered').map((r) => r.id);
      const [items, shipped, deliveredAt] = await Promise.all([
        store.lines(rows.map((r) => r.id)),
        store.lastShipped(sent),
        store.lastDelivered(delivered),
      ]);
      return {
        items: rows.map((r) =>
          presentOrder(
            r,
            items.get(r.id) ?? [],
            undefined,
            shipped.get(r.id),
            deliveredAt.get(r.id),
          ),
        ),
        total,
      };
    },

    async get(actor: Actor, orderID: string): Promise<Order> {
      const order = await store.find(orderID);
      if (!order || !isOrderVisibleTo(actor, order)) throw notFound('Order');
      return present(order.get({ plain: true }));
    },

    /** An order as the shop itself reads it (for its own mails), or null when it is gone. */
    async read(orderID: string): Promise<Order | null> {
      const order = await store.find(orderID);
      return order ? present(order.get({ plain: true })) : null;
    },

    /**
     * Any of the five statuses, for admins. An order holds its stock unless Cancelled: moving
     * to Cancelled puts it back once; moving out of Cancelled takes it again (409 if short).
     * A change to Shipped may carry the carrier and tracking number (PRODUCT §8). The same
     * status again changes nothing; with other tracking than the order has, it is a 409.
     */
    async setStatus(actor: Actor, orderID: string, status: OrderStatus, tracking: Tracking = {}) {
      const result = await writer.changeStatus({
        orderID,
        decide: (current) => {
          if (!current) throw notFound('Order');
          return statusMoveOf(current.order, current.shown, status, tracking);
        },
        by: actor,
        audit: { actor, ...STATUS_AUDIT },
      });
      if (!result) throw notFound('Order');
      const { before, after } = result;
      if (before.status !== after.status) await announceStatus(after, { from: before.status });
      return { before, after };
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
      still: (order: RawRow<OrderRow>) => boolean,
      by: { email: string; reason?: CancelReason },
    ): Promise<boolean> {
      const result = await writer.changeStatus({
        orderID,
        decide: (current) =>
          current && current.order.status !== 'Cancelled' && still(current.order)
            ? shopCancelMove(current.order)
            : null,
        by: { id: null, email: by.email },
      });
      if (!result || result.after === result.before) return false;
      await announceStatus(result.after, {
        from: result.before.status,
        ...(by.reason && { reason: by.reason }),
      });
      return true;
    },

    /**
     * Staff delete any order outright, giving back the stock it still holds; an admin write for
     * the audit log. A shopper's Delete of their own Pending order cancels it and hides it from
     * their list instead (no audit entry: not an admin write); of two Deletes at once one
     * cancels and the other finds it gone.
     */
    async remove(actor: Actor, orderID: string): Promise<Order> {
      if (isAdmin(actor)) {
        const removed = await writer.remove({
          orderID,
          check: (current) => {
            if (!current) throw notFound('Order');
          },
          audit: { actor, ...DELETE_AUDIT },
        });
        return removed.before;
      }
      const result = await writer.changeStatus({
        orderID,
        decide: (current) => {
          if (!current || !isOwnShownOrder(actor, current.order)) throw notFound('Order');
          return shopperCancelMove(current.order, new Date());
        },
        by: { id: accountIdOf(actor), email: actor.email },
      });
      if (!result) throw notFound('Order');
      await announceStatus(result.after, { from: 'Pending', reason: 'shopper-cancelled' });
      return result.after;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
