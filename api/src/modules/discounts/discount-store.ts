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

/** A code's columns, as staff's list and the order's claim read them. */
export const DISCOUNT_COLUMNS = `id, code, type, value, "minSubtotalCents", "startsAt", "endsAt", "totalLimit",
  "perCustomerLimit", active, "createdAt", "updatedAt"`;
const BY_CODE_SQL = `SELECT ${DISCOUNT_COLUMNS} FROM discounts WHERE code = :code`;
/** PostgreSQL: every order using the code queues here, so the counts below are exact. */
const BY_CODE_LOCKED_SQL = `${BY_CODE_SQL} FOR UPDATE`;
const USES_SQL = `SELECT COUNT(*) AS total,
    COALESCE(SUM(CASE WHEN "userId" = :userId THEN 1 ELSE 0 END), 0) AS mine
  FROM discount_uses WHERE "discountId" = :id AND "releasedAt" IS NULL`;
/** A cancelled order gives its code's use back; taken out of Cancelled, it holds it again. */
export const RELEASE_USE_SQL = `UPDATE discount_uses SET "releasedAt" = :now
  WHERE "orderId" = :orderId AND "releasedAt" IS NULL`;
export const RESTORE_USE_SQL = `UPDATE discount_uses SET "releasedAt" = NULL
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

/** Reads rows for `discountWithUses`. */
export type ReadRows = <Row extends object>(
  sql: string,
  values: Record<string, unknown>,
) => Promise<Row[]>;

/** The code (already in capitals) with its live uses and this shopper's, or null when none. */
export async function discountWithUses(
  read: ReadRows,
  code: string,
  userId: number | null,
): Promise<DiscountWithUses | null> {
  const [row] = await read<RawRow<DiscountRow>>(BY_CODE_SQL, { code });
  if (!row) return null;
  const id = toNumber(row.id);
  const [uses] = await read<{ total: number | string; mine: number | string }>(USES_SQL, {
    id,
    userId: userId ?? -1,
  });
  const usedCount = toNumber(uses?.total ?? 0);
  return {
    id,
    code: row.code,
    terms: presentTerms({ ...row, active: toBool(row.active) }, usedCount),
    usesByCustomer: userId === null ? 0 : toNumber(uses?.mine ?? 0),
  };
}

/** The live uses of these codes, each counted from the index of live uses alone. */
export const LIVE_TOTALS_SQL = `SELECT "discountId" AS id, COUNT(*) AS n FROM discount_uses
  WHERE "discountId" IN (:ids) AND "releasedAt" IS NULL GROUP BY "discountId"`;

/**
 * The live uses of these codes by these shoppers, by code, shopper key and account (an order's
 * claim, order-claims.ts). Uses written before shopper keys have none and count by account.
 */
export const SHOPPERS_LIVE_USES_SQL = `SELECT id, "userId", "shopperKey", COUNT(*) AS n FROM (
    SELECT "discountId" AS id, "userId", "shopperKey" FROM discount_uses
    WHERE "discountId" IN (:ids) AND "shopperKey" IN (:keys) AND "releasedAt" IS NULL
    UNION ALL
    SELECT "discountId" AS id, "userId", "shopperKey" FROM discount_uses
    WHERE "discountId" IN (:ids) AND "userId" IN (:userIds) AND "shopperKey" IS NULL
      AND "releasedAt" IS NULL
  ) uses GROUP BY id, "userId", "shopperKey"`;

/** Records an order's use of a code inside the order's own write. */
export const RECORD_USE_SQL = `INSERT INTO discount_uses
    ("discountId", "userId", "shopperKey", "orderId", "createdAt")
  VALUES (:discountId, :userId, :shopperKey, :orderId, :now)`;

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
      const read: ReadRows = (text, values) =>
        selectRows(sequelize, text === BY_CODE_SQL ? sql : text, values, transaction);
      return discountWithUses(read, code, userId);
    },

    /** A cancelled order gives its use back (once). */
    async release(orderId: number, transaction: Transaction): Promise<void> {
      await changeRows(sequelize, RELEASE_USE_SQL, { orderId, now: new Date() }, transaction);
    },

    /** An order taken out of Cancelled holds its use again. */
    async restore(orderId: number, transaction: Transaction): Promise<void> {
      await changeRows(sequelize, RESTORE_USE_SQL, { orderId }, transaction);
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
