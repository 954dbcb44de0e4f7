import type { Model, ModelStatic } from 'sequelize';
import { OrderItemModel, OrderModel, OrderStatusChangeModel } from '../../db/models';
import { columnsOf } from '../../db/plain-sql';
import { sqliteValue } from '../../db/sqlite-statements';
import { guard, jsonLiteral } from '../../db/sqlite-writer-script';
import {
  CHANGE_ATTRIBUTES,
  LINE_ATTRIBUTES,
  newOrderRows,
  ORDER_ATTRIBUTES,
} from './order-inserts';
import { sum, type Summed } from './order-group-stock';
import type { OrderToPlace } from './order-store.types';

/**
 * SQLite: a group of plain orders (no discount code, no quote, no cap to check) as one script
 * (decision 0073). It takes the whole group's stock or stops before writing anything: the guard
 * checks that every size covers what the group asks of it, then the sizes, the products'
 * summaries, the orders, their lines and their first status changes are written, and it commits.
 * A stopped script leaves the group to the transaction, which settles each order on its own.
 * Part of the order store (order-store.ts).
 */

/** The rows as JSON objects of the given attributes, in the forms SQLite stores them. */
function asJson<Row extends object>(rows: readonly Row[], attributes: readonly string[]) {
  return rows.map((row) =>
    Object.fromEntries(
      attributes.map((a) => [a, sqliteValue((row as Record<string, unknown>)[a])]),
    ),
  );
}

/** `value ->> 'a'` for each attribute: a JSON row's values in the order of its columns. */
const picked = (attributes: readonly string[]) =>
  attributes.map((a) => `value ->> '${a}'`).join(', ');

/** An INSERT of the JSON rows into a model's table, in their order; `parent` fills the order's id. */
function insertFromJson(
  model: ModelStatic<Model>,
  attributes: readonly string[],
  rows: object[],
  parent?: string,
) {
  const own = parent ? attributes.filter((a) => a !== parent) : attributes;
  const columns = columnsOf(model, parent ? [parent, ...own] : own).join(', ');
  const orderId = parent
    ? `(SELECT id FROM ${OrderModel.tableName} WHERE "orderID" = value ->> 'orderID'), `
    : '';
  return `INSERT INTO ${model.tableName} (${columns})
    SELECT ${orderId}${picked(own)} FROM json_each(${jsonLiteral(rows)}) ORDER BY key`;
}

/** Moves each row's stock down by its amount (the guard has checked every size covers it). */
function take(table: string, amounts: Summed[], now: unknown) {
  return `UPDATE ${table} SET stock = stock - taken.quantity, "updatedAt" = ${jsonLiteral(now)} ->> '$'
    FROM (SELECT value ->> 'id' AS id, value ->> 'quantity' AS quantity
      FROM json_each(${jsonLiteral(amounts)})) AS taken
    WHERE ${table}.id = taken.id`;
}

/** The script that places these orders, and the rows it writes for them. */
export function groupScript(orders: readonly OrderToPlace[]) {
  const needs = orders.flatMap((o) => o.stock);
  const sizes = sum(needs, 'id');
  const { rows, lines, changes } = newOrderRows(orders);
  const now = sqliteValue(new Date());
  const covered = `SELECT count(*) FROM json_each(${jsonLiteral(sizes)}) AS need
    JOIN product_sizes s ON s.id = need.value ->> 'id' AND s.stock >= need.value ->> 'quantity'`;
  const statements = [
    'BEGIN IMMEDIATE',
    guard(`(${covered}) = ${sizes.length}`),
    ...(sizes.length > 0
      ? [take('product_sizes', sizes, now), take('products', sum(needs, 'productRefId'), now)]
      : []),
    insertFromJson(OrderModel, ORDER_ATTRIBUTES, asJson(rows, ORDER_ATTRIBUTES)),
    insertFromJson(
      OrderItemModel,
      LINE_ATTRIBUTES,
      asJson(lines, ['orderID', ...LINE_ATTRIBUTES]),
      'orderRefId',
    ),
    insertFromJson(
      OrderStatusChangeModel,
      CHANGE_ATTRIBUTES,
      asJson(changes, ['orderID', ...CHANGE_ATTRIBUTES]),
      'orderRefId',
    ),
    'COMMIT',
  ];
  return { script: `${statements.join(';\n')};`, rows };
}
