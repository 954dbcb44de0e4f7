import type { Sequelize, Transaction } from 'sequelize';
import { evaluateDiscount } from '@wallart/domain';
import { AppError } from '../../lib/app-error';
import { createDiscountStore, type DiscountUse } from '../discounts/discount-store';
import type { OrderToPlace, PlacedOrderRows } from './order-store.types';

/**
 * An order's discount code, re-checked inside the order's own write (PRODUCT §9, decision
 * 0041): the code's row is read (and on PostgreSQL locked) and its live uses counted in the
 * transaction, plus the uses admitted earlier in the same group commit, so a code with one use
 * left is used once however many orders race for it. An order without a code costs nothing.
 */
export function createOrderDiscounts(sequelize: Sequelize) {
  const store = createDiscountStore(sequelize);

  return {
    forGroup(t: Transaction) {
      /** Uses admitted in this group, not yet written: by code id, and by code id and account. */
      const total = new Map<number, number>();
      const mine = new Map<string, number>();
      const admitted = new Map<OrderToPlace, number>();
      return {
        /**
         * Prices the order with its code, or refuses it (409 `discount_refused`, the plain
         * reason as the message); changes nothing in the database.
         */
        async admit(request: OrderToPlace): Promise<void> {
          const asked = request.discount;
          if (!asked) return;
          const userId = request.actor.id;
          const found = await store.withUses(asked.code, userId, t);
          const id = found?.id ?? 0;
          const outcome = evaluateDiscount(
            found && {
              ...found.terms,
              usedCount: found.terms.usedCount + (total.get(id) ?? 0),
            },
            {
              subtotalCents: Number(request.order.subtotalCents),
              now: request.order.createdAt,
              usesByCustomer: (found?.usesByCustomer ?? 0) + (mine.get(`${id}|${userId}`) ?? 0),
            },
          );
          if (!outcome.ok) throw new AppError('discount_refused', outcome.reason);
          Object.assign(request.order, asked.price(outcome.discountCents));
          admitted.set(request, id);
        },
        /** The order got its stock and will be written: its use counts from now on. */
        accepted(request: OrderToPlace): void {
          const id = admitted.get(request);
          if (id === undefined) return;
          const key = `${id}|${request.actor.id}`;
          total.set(id, (total.get(id) ?? 0) + 1);
          mine.set(key, (mine.get(key) ?? 0) + 1);
        },
        /** Not written after all (short of stock): forgets the order's admission. */
        refused(request: OrderToPlace): void {
          admitted.delete(request);
        },
        /** Writes the uses of the orders that were written. */
        async record(written: Map<string, PlacedOrderRows>): Promise<void> {
          const uses: DiscountUse[] = [];
          for (const [request, discountId] of admitted) {
            const placed = written.get(request.order.orderID);
            if (!placed) continue;
            uses.push({ discountId, userId: request.actor.id, orderId: placed.row.id });
          }
          await store.recordUses(uses, t);
        },
      };
    },
    release: store.release,
    restore: store.restore,
  };
}

export type OrderDiscounts = ReturnType<typeof createOrderDiscounts>;
