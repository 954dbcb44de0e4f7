import type { Sequelize } from 'sequelize';
import { OrderItemModel, OrderModel, OrderStatusChangeModel } from '../../db/models';
import { selectRows } from '../../db/plain-sql';
import { insertFromJson } from '../../db/sqlite-script-rows';
import { sqliteValue } from '../../db/sqlite-statements';
import { guard, jsonLiteral, stoppedByGuard, writerScriptsOf } from '../../db/sqlite-writer-script';
import {
  CHANGE_ATTRIBUTES,
  LINE_ATTRIBUTES,
  newOrderRows,
  ORDER_ATTRIBUTES,
  placedRows,
} from './order-inserts';
import { sum, type Summed } from './order-group-stock';
import type { OrderToPlace, PlacedOrderRows } from './order-store.types';

/**
 * SQLite: a group of plain orders (no discount code, no quote, no cap to check) as one script
 * (decision 0073). It takes the whole group's stock or stops before writing anything: its guards
 * check that every size covers what the group asks of it and that the orders' ids are still
 * free, then the sizes, the products' summaries, the orders, their lines and their first status
 * changes are written, and it commits. A stopped script leaves the group to the transaction,
 * which settles each order on its own. Part of the order store (order-store.ts).
 *
 * The script gives the orders their ids itself, from `firstId` on, so nothing is read back
 * afterwards: the store knows the next id while only scripts write orders, and the guard finds
 * out when something else has.
 */

/**
 * The highest id an order ever had: what SQLite's AUTOINCREMENT remembers, or the highest id
 * there is (an order is given the next one).
 */
const topOrderId = () => `max(
  coalesce((SELECT seq FROM sqlite_sequence WHERE name = '${OrderModel.tableName}'), 0),
  coalesce((SELECT max(id) FROM ${OrderModel.tableName}), 0))`;

/** Moves each row's stock down by its amount (the guard has checked every size covers it). */
function take(table: string, amounts: Summed[], now: unknown) {
  return `UPDATE ${table} SET stock = stock - taken.quantity, "updatedAt" = ${jsonLiteral(now)} ->> '$'
    FROM (SELECT value ->> 'id' AS id, value ->> 'quantity' AS quantity
      FROM json_each(${jsonLiteral(amounts)})) AS taken
    WHERE ${table}.id = taken.id`;
}

/** The script that places these orders with ids from `firstId` on, and the rows it writes. */
function groupScript(orders: readonly OrderToPlace[], firstId: number) {
  const needs = orders.flatMap((o) => o.stock);
  const sizes = sum(needs, 'id');
  const made = newOrderRows(orders);
  const rows = made.rows.map((row, index) => ({ ...row, id: firstId + index }));
  const idOf = new Map(rows.map((row) => [row.orderID, row.id]));
  const withId = <T extends { orderID: string }>(child: T) => ({
    ...child,
    orderRefId: idOf.get(child.orderID),
  });
  const now = sqliteValue(new Date());
  const covered = `SELECT count(*) FROM json_each(${jsonLiteral(sizes)}) AS need
    JOIN product_sizes s ON s.id = need.value ->> 'id' AND s.stock >= need.value ->> 'quantity'`;
  const statements = [
    'BEGIN IMMEDIATE',
    guard(`(${covered}) = ${sizes.length}`),
    guard(`${topOrderId()} = ${firstId - 1}`),
    ...(sizes.length > 0
      ? [take('product_sizes', sizes, now), take('products', sum(needs, 'productRefId'), now)]
      : []),
    insertFromJson(OrderModel, ['id', ...ORDER_ATTRIBUTES], rows),
    insertFromJson(OrderItemModel, LINE_ATTRIBUTES, made.lines.map(withId)),
    insertFromJson(OrderStatusChangeModel, CHANGE_ATTRIBUTES, made.changes.map(withId)),
    'COMMIT',
  ];
  return { script: `${statements.join(';\n')};`, rows };
}

/** Places groups of plain orders by script on a SQLite database opened by openDatabase. */
export function createGroupScript(sequelize: Sequelize) {
  /**
   * The id the next order a script writes gets. Known while only scripts write orders; null
   * when something else may have (a transaction's orders, a stopped script), and then read again.
   */
  let nextOrderId: number | null = null;

  return {
    /** Orders written by a transaction of statements take ids a script would have counted on. */
    forgetNextId(): void {
      nextOrderId = null;
    },

    /** The group written by one script, or null when the script stopped at a guard. */
    async place(requests: OrderToPlace[]): Promise<Map<string, PlacedOrderRows> | null> {
      const scripts = writerScriptsOf(sequelize);
      if (!scripts) return null;
      if (nextOrderId === null) {
        const [top] = await selectRows<{ top: number }>(
          sequelize,
          `SELECT ${topOrderId()} AS top`,
          {},
        );
        nextOrderId = Number(top?.top ?? 0) + 1;
      }
      const firstId = nextOrderId;
      const { script, rows } = groupScript(requests, firstId);
      try {
        await scripts.run(script);
      } catch (error) {
        nextOrderId = null;
        if (stoppedByGuard(error)) return null;
        throw error;
      }
      nextOrderId = firstId + rows.length;
      return placedRows(requests, rows, rows);
    },
  };
}
