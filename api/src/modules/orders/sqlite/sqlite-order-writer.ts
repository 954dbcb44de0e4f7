import type { Sequelize, Transaction } from 'sequelize';
import { changeRows, selectRows } from '../../../db/plain-sql';
import { sqliteWritesOf, type SqliteWrite } from '../../../db/sqlite-driver';
import { announceStockMoved } from '../../../db/product-writes';
import { createWriteGroups } from '../order-groups';
import { placeGroup } from '../order-placing';
import type { OrderSql } from '../order-sql';
import { statusChanges } from '../order-changes';
import type { OrderToPlace } from '../order-claims';
import type { PlacedOrderRows } from '../order-store.types';
import type { OrderWriter } from '../order-writer';

/**
 * SQLite's order writer (decision 0086). A group of orders is one IMMEDIATE transaction of the
 * shop's driver on the one writer connection (db/sqlite-driver.ts), in three trips to SQLite
 * however many orders the group has: BEGIN; the group's claims and new ids, read side by side
 * as prepared statements; then every row, line, history entry and claim, written in one script
 * with the COMMIT (order-placing.ts). Every trip waits for a busy event loop, and the writer
 * is held across them. SQLite has one writer: what the group read stays true until its commit.
 */

/** The first free id of a table, past every id it ever gave (AUTOINCREMENT keeps them). */
const nextIdSql = (table: string) => `SELECT MAX(
    COALESCE((SELECT seq FROM sqlite_sequence WHERE name = '${table}'), 0),
    COALESCE((SELECT MAX(id) FROM ${table}), 0)) + 1 AS id`;

function sqlOf(writer: SqliteWrite): OrderSql {
  const all = <Row extends object>(sql: string, values: Record<string, unknown>) =>
    writer.all<Row>(sql, values);
  return {
    all,
    // The one writer keeps any other write out until the commit.
    locked: all,
    run: (sql, values) => writer.run(sql, values),
    later: async (sql, values) => writer.later(sql, values),
    async newIds(table, count) {
      const [first] = await writer.all<{ id: number }>(nextIdSql(table), {});
      return Array.from({ length: count }, (_, n) => Number(first?.id) + n);
    },
  };
}

/** The status path's statements, inside a Sequelize transaction (order-changes.ts). */
function statusSqlOf(sequelize: Sequelize, transaction: Transaction): OrderSql {
  const all = <Row extends object>(sql: string, values: Record<string, unknown>) =>
    selectRows<Row>(sequelize, sql, values, transaction);
  const run = (sql: string, values: Record<string, unknown>) =>
    changeRows(sequelize, sql, values, transaction);
  return {
    all,
    locked: all,
    run,
    later: async (sql, values) => void (await run(sql, values)),
    newIds: () => Promise.reject(new Error('A status change makes no new rows')),
  };
}

const stockOf = (request: OrderToPlace) =>
  request.claims.flatMap((claim) =>
    claim.kind === 'stock' ? claim.needs.map((need) => need.productId) : [],
  );

export function createSqliteOrderWriter(sequelize: Sequelize): OrderWriter {
  const write = sqliteWritesOf(sequelize);
  const groups = createWriteGroups<OrderToPlace, PlacedOrderRows>(async (group) => {
    const requests = group.map((pending) => pending.request);
    const moved = requests.flatMap(stockOf);
    // Outside a Sequelize transaction: announced as the write starts, and again once committed.
    announceStockMoved(sequelize, moved, null);
    const outcomes = await write((writer) => placeGroup(sqlOf(writer), requests));
    announceStockMoved(sequelize, moved, null);
    group.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) pending.resolve(outcome.value);
      else pending.reject(outcome?.error ?? new Error('The write gave no outcome'));
    });
  });

  return {
    place: groups.write,
    ...statusChanges(sequelize, (t) => statusSqlOf(sequelize, t)),
    idle: groups.idle,
  };
}
