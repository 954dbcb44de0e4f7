import { QueryTypes, type Sequelize } from 'sequelize';
import {
  fromCents,
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  type DashboardStats,
  type DashboardTodo,
  type OrderStatus,
} from '@wallart/domain';
import { toNumber } from '../../lib/rows';

export const SALES_DAYS = 30;

type TodoKey = keyof DashboardTodo;

/** The dashboard's to-do counts (PRODUCT §16), as columns of its one counting statement. */
const WAITING_WORK_SQL = `(SELECT COUNT(*) FROM orders WHERE "paymentStatus" = 'awaiting-verification'
      AND status <> 'Cancelled') AS "slipsToVerify",
    (SELECT COUNT(*) FROM orders WHERE status IN ('Pending', 'Processing')
      AND ("paymentStatus" = 'paid' OR "paymentMethod" = 'cod')) AS "ordersToShip",
    (SELECT COUNT(*) FROM reviews WHERE "isApproved" = :no AND "isHidden" = :no)
      AS "reviewsToApprove",
    (SELECT COUNT(*) FROM inbox_items WHERE status = 'new') AS "requestsToAnswer"`;
export const LOW_STOCK_LIMIT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar days of the chart, oldest first, ending with `now`'s day. */
export function chartDays(now: Date, days = SALES_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The day of a timestamp as 'YYYY-MM-DD' in UTC, per dialect. SQLite keeps Sequelize dates as
 * UTC text ('2026-11-21 10:00:00.000 +00:00'), so the day is its first ten characters.
 */
function dayExpression(sequelize: Sequelize, column: string): string {
  return sequelize.getDialect() === 'postgres'
    ? `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
    : `substr(${column}, 1, 10)`;
}

/**
 * The products at or below the low-stock line, fewest first. PostgreSQL reads them from the
 * stored `lowStock` (their stock, null above the line) and its index, as no index of products
 * holds its stock there (decision 0061).
 */
function lowStockSql(sequelize: Sequelize): string {
  return sequelize.getDialect() === 'postgres'
    ? `SELECT "productId", name, stock FROM products
       WHERE "lowStock" IS NOT NULL AND stock <= :threshold
       ORDER BY "lowStock" ASC, "productId" ASC LIMIT :limit`
    : `SELECT "productId", name, stock FROM products WHERE stock <= :threshold
       ORDER BY stock ASC, "productId" ASC LIMIT :limit`;
}

/** Every figure of the admin dashboard, counted and summed by the database. */
export function createAdminStatsService(sequelize: Sequelize) {
  async function select<T extends object>(sql: string, replacements: Record<string, unknown> = {}) {
    return sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });
  }

  return {
    async dashboard(now = new Date()): Promise<DashboardStats> {
      const days = chartDays(now);
      const since = new Date(`${days[0]}T00:00:00.000Z`);
      const day = dayExpression(sequelize, 'o."createdAt"');
      const [counts, byStatus, lowStock, sales] = await Promise.all([
        select<Record<'users' | 'orders' | 'products' | 'revenue' | TodoKey, unknown>>(
          `SELECT (SELECT COUNT(*) FROM users) AS users,
                  (SELECT COUNT(*) FROM orders) AS orders,
                  (SELECT COUNT(*) FROM products) AS products,
                  (SELECT COALESCE(SUM("totalCents"), 0) FROM orders
                     WHERE status <> 'Cancelled' AND "paymentStatus" = 'paid') AS revenue,
                  ${WAITING_WORK_SQL}`,
          { no: false },
        ),
        select<{ status: string; count: unknown }>(
          'SELECT status, COUNT(*) AS count FROM orders GROUP BY status',
        ),
        select<{ productId: string; name: string; stock: unknown }>(lowStockSql(sequelize), {
          threshold: LOW_STOCK_THRESHOLD,
          limit: LOW_STOCK_LIMIT,
        }),
        select<{ day: string; orders: unknown; revenue: unknown }>(
          `SELECT ${day} AS day, COUNT(*) AS orders,
             COALESCE(SUM(CASE WHEN o."paymentStatus" = 'paid' THEN o."totalCents" ELSE 0 END), 0)
               AS revenue
           FROM orders o WHERE o."createdAt" >= :since AND o.status <> 'Cancelled'
           GROUP BY ${day}`,
          { since },
        ),
      ]);

      const total = counts[0];
      const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const row of byStatus) {
        const known = ORDER_STATUSES.find((s) => s === row.status);
        if (known) ordersByStatus[known] = toNumber(row.count);
      }
      const salesOf = new Map(sales.map((s) => [s.day, s]));
      return {
        totalUsers: toNumber(total?.users ?? 0),
        totalOrders: toNumber(total?.orders ?? 0),
        totalProducts: toNumber(total?.products ?? 0),
        revenue: fromCents(toNumber(total?.revenue ?? 0)),
        todo: {
          slipsToVerify: toNumber(total?.slipsToVerify ?? 0),
          ordersToShip: toNumber(total?.ordersToShip ?? 0),
          reviewsToApprove: toNumber(total?.reviewsToApprove ?? 0),
          requestsToAnswer: toNumber(total?.requestsToAnswer ?? 0),
        },
        ordersByStatus,
        lowStock: lowStock.map((p) => ({
          productId: p.productId,
          name: p.name,
          stock: toNumber(p.stock),
        })),
        salesByDay: days.map((date) => {
          const found = salesOf.get(date);
          return {
            date,
            orders: found ? toNumber(found.orders) : 0,
            revenue: found ? fromCents(toNumber(found.revenue)) : 0,
          };
        }),
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
