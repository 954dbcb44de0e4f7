import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { dialectOf } from '../../db/sequelize';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { OrderToPlace } from './order-store.types';

/** Prints in the account's Pending orders (what they hold of the stock, unpaid or not). */
const PENDING_UNITS_SQL = `SELECT COALESCE(SUM(oi.quantity), 0) AS units
  FROM orders o JOIN order_items oi ON oi."orderId" = o.id
  WHERE o."userId" = :userId AND o.status = 'Pending'`;
/** One unproven account's orders are checked one after another, even across servers. */
const LOCK_USER_SQL = 'SELECT id FROM users WHERE id = :userId FOR UPDATE';

export const unprovenLimitMessage = (limit: number) =>
  `Please confirm your e-mail address to order more: until then an account may hold up to ${limit} prints in Pending orders. We e-mailed you a code; enter it on your profile, or ask for a new one there`;

/** Whether the cap looks at this caller at all: never at a proven address, never when off. */
export const capApplies = (limit: number, actor: Actor): boolean =>
  limit > 0 && actor.isEmailVerified === false;

const unitsOf = (request: OrderToPlace) =>
  request.items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * The cap on what an account whose address is not proven may hold in Pending orders
 * (`UNVERIFIED_PENDING_UNITS`, decision 0031): enough for a real first purchase, too little to
 * hold the catalogue's stock with throwaway accounts. A proven account costs nothing here: the
 * flag comes with the session the request already read. Checked inside the order's write, so
 * orders sent together count together (those of one group commit, and on PostgreSQL the
 * account's row is locked first).
 */
export function createPendingCap(sequelize: Sequelize, limit: number) {
  const postgres = dialectOf(sequelize) === 'postgres';

  async function pendingUnits(userId: number, t: Transaction): Promise<number> {
    if (postgres) {
      await sequelize.query(LOCK_USER_SQL, {
        replacements: { userId },
        type: QueryTypes.SELECT,
        transaction: t,
      });
    }
    const [row] = await sequelize.query<{ units: number | string }>(PENDING_UNITS_SQL, {
      replacements: { userId },
      type: QueryTypes.SELECT,
      transaction: t,
    });
    return Number(row?.units ?? 0);
  }

  /** Whether this order is one the cap looks at (and so is admitted on its own). */
  const applies = (request: OrderToPlace): boolean => capApplies(limit, request.actor);

  return {
    applies,

    /** The check for one group of orders written in one transaction. */
    forGroup(t: Transaction) {
      /** Prints admitted earlier in this group, not yet written, by account. */
      const admitted = new Map<number, number>();
      return {
        applies,
        /** Refuses (403 `email_unverified`) an order that would pass the cap; changes nothing. */
        async admit(request: OrderToPlace): Promise<void> {
          if (!capApplies(limit, request.actor)) return;
          const userId = request.actor.id;
          const held = (await pendingUnits(userId, t)) + (admitted.get(userId) ?? 0);
          if (held + unitsOf(request) > limit) {
            throw new AppError('email_unverified', unprovenLimitMessage(limit));
          }
        },
        /** The order got its stock and will be written: its prints count from now on. */
        accepted(request: OrderToPlace): void {
          if (!capApplies(limit, request.actor)) return;
          const userId = request.actor.id;
          admitted.set(userId, (admitted.get(userId) ?? 0) + unitsOf(request));
        },
      };
    },
  };
}

export type PendingCap = ReturnType<typeof createPendingCap>;
