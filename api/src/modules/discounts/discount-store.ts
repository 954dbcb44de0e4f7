import type { Sequelize, Transaction } from 'sequelize';
import type { DiscountTerms } from '@wallart/domain';
import type { DiscountRow, RawRow } from '../../db/models';
import { changeRows, selectRows } from '../../db/plain-sql';
import { dialectOf } from '../../db/sequelize';
import { toBool, toNumber } from '../../lib/rows';
import { presentTerms } from './discounts.presenter';

/**
 * The SQL of discount codes' uses (decision 0041), read by the checkout's check and, inside the
 * order's own transaction, by the order store; staff's writes to the codes go through the
 * model. A use is a row of `discount_uses`; a cancelled order's row is released (given back),
 * and only rows not released count towards a code's limits.
 */

const COLUMNS = `id, code, type, value, "minSubtotalCents", "startsAt", "endsAt", "totalLimit",
  "perCustomerLimit", active, "createdAt", "updatedAt"`;
const BY_CODE_SQL = `SELECT ${COLUMNS} FROM discounts WHERE code = :code`;
/** PostgreSQL: every order using the code queues here, so the counts below are exact. */
const BY_CODE_LOCKED_SQL = `${BY_CODE_SQL} FOR UPDATE`;
const USES_SQL = `SELECT COUNT(*) AS total,
    COALESCE(SUM(CASE WHEN "userId" = :userId THEN 1 ELSE 0 END), 0) AS mine
  FROM discount_uses WHERE "discountId" = :id AND "releasedAt" IS NULL`;
const RELEASE_SQL = `UPDATE discount_uses SET "releasedAt" = :now
  WHERE "orderId" = :orderId AND "releasedAt" IS NULL`;
const RESTORE_SQL = `UPDATE discount_uses SET "releasedAt" = NULL
  WHERE "orderId" = :orderId AND "releasedAt" IS NOT NULL`;
const LIVE_COUNTS_SQL = `SELECT "discountId" AS id, COUNT(*) AS count FROM discount_uses
  WHERE "releasedAt" IS NULL GROUP BY "discountId"`;
const ANY_USE_SQL = 'SELECT id FROM discount_uses WHERE "discountId" = :id LIMIT 1';

/** A code with its live uses: all of them, and the asking shopper's. */
export interface DiscountWithUses {
  id: number;
  code: string;
  terms: DiscountTerms;
  usesByCustomer: number;
}

export interface DiscountUse {
  discountId: number;
  userId: number | null;
  orderId: number;
}

export function createDiscountStore(sequelize: Sequelize) {
  const postgres = dialectOf(sequelize) === 'postgres';

  return {
    /**
     * The code (already in capitals) with its live uses and this shopper's, or null when there
     * is no such code. Inside an order's transaction on PostgreSQL the code's row is locked
     * first, so two orders using it count one after the other; SQLite has one writer.
     */
    async withUses(
      code: string,
      userId: number | null,
      transaction?: Transaction,
    ): Promise<DiscountWithUses | null> {
      const sql = transaction && postgres ? BY_CODE_LOCKED_SQL : BY_CODE_SQL;
      const [row] = await selectRows<RawRow<DiscountRow>>(sequelize, sql, { code }, transaction);
      if (!row) return null;
      const id = toNumber(row.id);
      const [uses] = await selectRows<{ total: number | string; mine: number | string }>(
        sequelize,
        USES_SQL,
        { id, userId: userId ?? -1 },
        transaction,
      );
      const usedCount = toNumber(uses?.total ?? 0);
      return {
        id,
        code: row.code,
        terms: presentTerms({ ...row, active: toBool(row.active) }, usedCount),
        usesByCustomer: userId === null ? 0 : toNumber(uses?.mine ?? 0),
      };
    },

    /** Records the uses of orders just written (their rows exist in this transaction). */
    async recordUses(uses: DiscountUse[], transaction: Transaction): Promise<void> {
      if (uses.length === 0) return;
      const now = new Date();
      const values: Record<string, unknown> = { now };
      const tuples = uses.map((use, i) => {
        values[`d${i}`] = use.discountId;
        values[`u${i}`] = use.userId;
        values[`o${i}`] = use.orderId;
        return `(:d${i}, :u${i}, :o${i}, :now)`;
      });
      await changeRows(
        sequelize,
        `INSERT INTO discount_uses ("discountId", "userId", "orderId", "createdAt")
          VALUES ${tuples.join(', ')}`,
        values,
        transaction,
      );
    },

    /** A cancelled order gives its use back (once). */
    async release(orderId: number, transaction: Transaction): Promise<void> {
      await changeRows(sequelize, RELEASE_SQL, { orderId, now: new Date() }, transaction);
    },

    /** An order taken out of Cancelled holds its use again. */
    async restore(orderId: number, transaction: Transaction): Promise<void> {
      await changeRows(sequelize, RESTORE_SQL, { orderId }, transaction);
    },

    /** Live uses by code id, for staff's list. */
    async liveCounts(transaction?: Transaction): Promise<Map<number, number>> {
      const rows = await selectRows<{ id: number | string; count: number | string }>(
        sequelize,
        LIVE_COUNTS_SQL,
        {},
        transaction,
      );
      return new Map(rows.map((r) => [toNumber(r.id), toNumber(r.count)]));
    },

    /** Whether any order ever used the code (then it is deactivated, never deleted). */
    async everUsed(id: number, transaction?: Transaction): Promise<boolean> {
      const rows = await selectRows(sequelize, ANY_USE_SQL, { id }, transaction);
      return rows.length > 0;
    },
  };
}

export type DiscountStore = ReturnType<typeof createDiscountStore>;
