import type { Sequelize, Transaction } from 'sequelize';
import { changeRows, selectRows } from '../../../db/plain-sql';
import { sqliteWriterOf } from '../../../db/sqlite-driver';
import { announceStockMoved } from '../../../db/product-writes';
import { createWriteGroups } from '../order-groups';
import type { OrderSql } from '../order-sql';
import { statusChanges } from '../order-changes';
import type { OrderToPlace } from '../order-claims';
import type { PlacedOrderRows } from '../order-store.types';
import type { OrderWriter } from '../order-writer';
import { startWriterThread } from './order-writer-thread-calls';

/**
 * SQLite's order writer (decision 0086). A group of orders is one IMMEDIATE transaction, in
 * three trips to SQLite however many orders the group has: BEGIN; the group's claims and new
 * ids, read side by side as prepared statements; then every row, line, history entry and claim,
 * written in one script with the COMMIT (order-placing.ts). The transaction runs in a thread of
 * its own, on a writer connection of its own (order-writer-thread.ts), while this process holds
 * its writer's turn, so SQLite still has one writer at a time and what the group read stays
 * true until its commit. Status changes are Sequelize's transactions on this process's writer.
 */

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
  const { file, logger, inWritersTurn } = sqliteWriterOf(sequelize);
  const thread = startWriterThread({ file }, logger);
  const groups = createWriteGroups<OrderToPlace, PlacedOrderRows>(async (group) => {
    const requests = group.map((pending) => pending.request);
    const moved = requests.flatMap(stockOf);
    // Outside a Sequelize transaction: announced as the write starts, and again once committed.
    announceStockMoved(sequelize, moved, null);
    const outcomes = await inWritersTurn(() => thread.place(requests));
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
    async close() {
      await groups.idle();
      await thread.close();
    },
  };
}
