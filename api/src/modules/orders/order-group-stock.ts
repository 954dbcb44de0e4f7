import type { Sequelize, Transaction } from 'sequelize';
import { changeRows, selectRows } from '../../db/plain-sql';
import { announceStockMoved } from '../../db/product-writes';
import { dialectOf } from '../../db/sequelize';
import { AppError } from '../../lib/app-error';
import type { StockNeed } from './order-store.types';

/**
 * Stock for a whole group commit in two statements instead of two per order: one conditional
 * UPDATE takes what every order of the group needs from each size, and one moves the products'
 * summary stock. On PostgreSQL, when every size covers the group, both are one statement
 * (decision 0066). Part of the order store (order-store.ts).
 *
 * On PostgreSQL another process's group may write the same rows meanwhile: the conditional
 * UPDATE waits for its row locks and checks the stock again as that group left it, so nothing
 * is oversold. Both statements lock rows in id order (the primary key reads the listed ids in
 * order), as a lone order does (order-stock.ts). Only the rare group that is partly refused
 * takes its leftover orders' sizes after the products; if that ends in a deadlock, the group's
 * orders are written again one by one (group-commit.ts).
 *
 * A size that cannot cover the whole group's need is left untouched by the first statement
 * (its row fails the condition). The orders that name such a size are given back what the
 * statement took for their other sizes and are then tried one by one, so each of them gets its
 * stock or its own 409, exactly as when orders come alone.
 */

export interface Summed {
  id: number;
  quantity: number;
}

/** What the needs take from each size (`id`) or product (`productRefId`), in id order. */
export function sum(needs: readonly StockNeed[], key: 'id' | 'productRefId'): Summed[] {
  const sums = new Map<number, number>();
  for (const need of needs) sums.set(need[key], (sums.get(need[key]) ?? 0) + need.quantity);
  return [...sums].map(([id, quantity]) => ({ id, quantity })).sort((a, b) => a.id - b.id);
}

/**
 * `CASE id WHEN :id0 THEN :q0 … END` with its values, for a per-row amount in one statement
 * (names after `prefix`, so two amounts can share a statement).
 */
function amountById(rows: readonly Summed[], prefix: string) {
  const values: Record<string, number> = {};
  const arms = rows.map((row, index) => {
    values[`${prefix}id${index}`] = row.id;
    values[`${prefix}q${index}`] = row.quantity;
    return `WHEN :${prefix}id${index} THEN :${prefix}q${index}`;
  });
  return { sql: `CASE id ${arms.join(' ')} END`, values, ids: rows.map((r) => r.id) };
}

/** An UPDATE and the values it names (besides `:now`), to run alone or inside a `WITH`. */
interface Move {
  sql: string;
  values: Record<string, unknown>;
}

/** Moves each size's stock by what the needs name; a take leaves a size that cannot cover it. */
function sizesMove(needs: readonly StockNeed[], sign: 1 | -1): Move & { sizes: number } {
  const amount = amountById(sum(needs, 'id'), 's');
  return {
    sql: `UPDATE product_sizes SET stock = stock ${sign > 0 ? '+' : '-'} ${amount.sql},
        "updatedAt" = :now
      WHERE id IN (:sizeIds)${sign < 0 ? ` AND stock >= ${amount.sql}` : ''}`,
    values: { ...amount.values, sizeIds: amount.ids },
    sizes: amount.ids.length,
  };
}

/** Moves each product's summary stock by what the needs name, where `also` holds too. */
function summariesMove(needs: readonly StockNeed[], sign: 1 | -1, also = ''): Move | null {
  const products = sum(needs, 'productRefId');
  if (products.length === 0) return null;
  const amount = amountById(products, 'p');
  return {
    sql: `UPDATE products SET stock = stock ${sign > 0 ? '+' : '-'} ${amount.sql},
        "updatedAt" = :now
      WHERE id IN (:productIds)${also}`,
    values: { ...amount.values, productIds: amount.ids },
  };
}

/** What `shop_check` fails with when some size cannot cover what the whole group asks of it. */
const GROUP_STOCK_SHORT = 'A size cannot cover what the group of orders asks of it';

/** Whether a statement was undone because some size could not cover its whole group. */
export const groupStockShort = (error: unknown): boolean =>
  error instanceof Error && error.message.includes(GROUP_STOCK_SHORT);

/**
 * PostgreSQL: the group's stock as steps of a `WITH`: `taken`, the sizes' conditional UPDATE,
 * and `moved`, the products' summaries, moved only when every size was covered. `answerIf` is
 * the check that every size was: in `shop_check` (migration 20261128-0001) it undoes the whole
 * statement, whatever else it wrote, when one was not (decision 0074).
 */
export function groupStockSteps(needs: readonly StockNeed[]) {
  const sizes = sizesMove(needs, -1);
  const summaries = summariesMove(needs, -1, ' AND (SELECT count(*) FROM taken) = :sizeCount');
  return {
    steps: [
      `taken AS (${sizes.sql} RETURNING id)`,
      ...(summaries ? [`moved AS (${summaries.sql})`] : []),
    ],
    values: {
      ...sizes.values,
      ...summaries?.values,
      sizeCount: sizes.sizes,
      now: new Date(),
      short: GROUP_STOCK_SHORT,
    },
    answerIf: 'shop_check((SELECT count(*) FROM taken) = :sizeCount, :short)',
  };
}

export function createGroupStock(
  sequelize: Sequelize,
  takeOne: (needs: StockNeed[], transaction: Transaction) => Promise<void>,
) {
  async function moveSummaries(needs: readonly StockNeed[], sign: 1 | -1, t: Transaction) {
    const move = summariesMove(needs, sign);
    if (move) await changeRows(sequelize, move.sql, { ...move.values, now: new Date() }, t);
  }

  /**
   * PostgreSQL: the sizes' conditional UPDATE and, only when it covered every size, the
   * products' summary, in one statement: the usual group, where no order is short, takes one
   * round trip while it holds its rows' locks. Answers the sizes it covered; the summary moved
   * when those are all of them.
   */
  async function takeWhole(needs: readonly StockNeed[], t: Transaction) {
    const { steps, values } = groupStockSteps(needs);
    return selectRows<{ id: number }>(
      sequelize,
      `WITH ${steps.join(', ')} SELECT id FROM taken`,
      values,
      t,
    );
  }

  async function moveSizes(needs: readonly StockNeed[], sign: 1 | -1, t: Transaction) {
    const move = sizesMove(needs, sign);
    return selectRows<{ id: number }>(
      sequelize,
      `${move.sql} RETURNING id`,
      { ...move.values, now: new Date() },
      t,
    );
  }

  /**
   * Takes each order's stock (all or nothing per order) and answers, in the orders' order,
   * null for an order that got its stock or the 409 that refused it. Any other error fails the
   * whole transaction, as it would for one order.
   */
  async function takeForGroup(orders: StockNeed[][], t: Transaction): Promise<(AppError | null)[]> {
    const all = orders.flat();
    if (all.length === 0) return orders.map(() => null);
    const inOneStatement = dialectOf(sequelize) === 'postgres';
    const taken = inOneStatement ? await takeWhole(all, t) : await moveSizes(all, -1, t);
    const covered = new Set(taken.map((row) => Number(row.id)));
    const whole = orders.map((needs) => needs.every((need) => covered.has(need.id)));
    const summariesMoved = inOneStatement && whole.every(Boolean);
    if (!summariesMoved) {
      const ready = orders.filter((_, index) => whole[index]).flat();
      const giveBack = orders
        .filter((_, index) => !whole[index])
        .flat()
        .filter((need) => covered.has(need.id));
      if (giveBack.length > 0) await moveSizes(giveBack, 1, t);
      await moveSummaries(ready, -1, t);
    }
    announceStockMoved(
      sequelize,
      all.map((need) => need.productId),
      t,
    );

    const outcomes: (AppError | null)[] = [];
    for (const [index, needs] of orders.entries()) {
      if (whole[index]) {
        outcomes.push(null);
        continue;
      }
      try {
        await takeOne(needs, t);
        outcomes.push(null);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.push(error);
      }
    }
    return outcomes;
  }

  return { takeForGroup };
}
