import type { Sequelize } from 'sequelize';
import { selectRows } from '../../../db/plain-sql';
import { sqliteWriterOf } from '../../../db/sqlite-driver';
import { announceStockMoved } from '../../../db/product-writes';
import { AppError } from '../../../lib/app-error';
import { createWriteGroups } from '../order-groups';
import type { OrderSql } from '../order-sql';
import { decideMove, decideRemoval, type Decided, type StatusWritten } from '../order-changes';
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
 * true until its commit.
 *
 * A status change is decided here, on the order as read outside any write, and written by the
 * thread only while the order is still as read; else it is decided again (decision 0133). Its
 * dozen statements then never hold the writer's turn, and the orders behind it, while each
 * waits its turn in this busy event loop.
 */

/** How often a change is decided again on an order that keeps changing under it: more than the
 * staff who could change one order at the same moment. */
const CHANGE_TRIES = 20;

/** Reads outside any write: the order a change is decided on (order-changes.ts). */
const readSqlOf = (sequelize: Sequelize): OrderSql => {
  const all = <Row extends object>(sql: string, values: Record<string, unknown>) =>
    selectRows<Row>(sequelize, sql, values);
  const noWrite = () => Promise.reject(new Error('A decision reads; the thread writes'));
  return { all, locked: all, run: noWrite, later: noWrite, newIds: noWrite };
};

const stockOf = (request: OrderToPlace) =>
  request.claims.flatMap((claim) =>
    claim.kind === 'stock' ? claim.needs.map((need) => need.productId) : [],
  );

export function createSqliteOrderWriter(sequelize: Sequelize): OrderWriter {
  const { file, logger, inWritersTurn } = sqliteWriterOf(sequelize);
  const thread = startWriterThread({ file }, logger);
  const readSql = readSqlOf(sequelize);
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

  async function decidedChange(decide: () => Promise<Decided>): Promise<StatusWritten | null> {
    for (let tries = 0; tries < CHANGE_TRIES; tries += 1) {
      const decided = await decide();
      if ('answer' in decided) return decided.answer;
      const written = await inWritersTurn(() => thread.change(decided.change));
      if (written) {
        // After the commit: a read that began before it is not kept (catalogue-cache.ts).
        if (written.stockOf.length) announceStockMoved(sequelize, written.stockOf, null);
        return written;
      }
    }
    throw new AppError(
      'conflict',
      'The order changed while it was being updated. Please try again',
    );
  }

  return {
    place: groups.write,
    changeStatus: (write) => decidedChange(() => decideMove(readSql, write)),
    async remove(removal) {
      const removed = await decidedChange(() => decideRemoval(readSql, removal));
      if (!removed) throw new Error('A removal always answers the order it removed');
      return removed;
    },
    idle: groups.idle,
    async close() {
      await groups.idle();
      await thread.close();
    },
  };
}
