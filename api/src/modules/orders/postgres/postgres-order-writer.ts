import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { announceStockMoved } from '../../../db/product-writes';
import { createWriteGroups } from '../order-groups';
import { placeGroup, type Placed } from '../order-placing';
import type { OrderSql } from '../order-sql';
import { statusChanges } from '../order-changes';
import type { OrderToPlace } from '../order-claims';
import type { PlacedOrderRows } from '../order-store.types';
import type { OrderWriter } from '../order-writer';

/**
 * PostgreSQL's order writer (decision 0086). Each API process writes one group of orders at a
 * time, in one transaction: a few reads for the whole group's claims, each locking what it
 * counts (FOR UPDATE, rows in id order), then a few multi-row writes (order-placing.ts).
 * Processes write side by side; the locks keep the counts exact. A group that loses a deadlock
 * against another process's group is written again, whole, up to three times.
 */

/** How many times an order that lost a deadlock is written again before its error is answered. */
const DEADLOCK_TRIES = 3;

const isDeadlock = (error: unknown) =>
  (error as { parent?: { code?: string } } | null)?.parent?.code === '40P01';

function sqlOf(sequelize: Sequelize, transaction: Transaction): OrderSql {
  const all = async <Row extends object>(sql: string, replacements: Record<string, unknown>) =>
    sequelize.query<Row>(sql, { replacements, type: QueryTypes.SELECT, transaction });
  const run = (sql: string, replacements: Record<string, unknown>) =>
    sequelize.query(sql, { replacements, type: QueryTypes.BULKUPDATE, transaction });
  return {
    all,
    locked: (sql, replacements) => all(`${sql} FOR UPDATE`, replacements),
    run,
    // Sent at once: the transaction's connection runs its queries in the order sent.
    later: async (sql, replacements) => void (await run(sql, replacements)),
    async newIds(table, count) {
      const rows = await all<{ id: number | string }>(
        `SELECT nextval(pg_get_serial_sequence(:table, 'id')) AS id FROM generate_series(1, :count)`,
        { table, count },
      );
      return rows.map((row) => Number(row.id));
    },
  };
}

const stockOf = (request: OrderToPlace) =>
  request.claims.flatMap((claim) =>
    claim.kind === 'stock' ? claim.needs.map((need) => need.productId) : [],
  );

interface Placing {
  request: OrderToPlace;
  tries: number;
}

export function createPostgresOrderWriter(sequelize: Sequelize): OrderWriter {
  const groups = createWriteGroups<Placing, PlacedOrderRows>(async (group) => {
    const requests = group.map((pending) => pending.request.request);
    let outcomes: Placed[];
    try {
      outcomes = await sequelize.transaction(async (t) => {
        const placed = await placeGroup(sqlOf(sequelize, t), requests);
        announceStockMoved(sequelize, requests.flatMap(stockOf), t);
        return placed;
      });
    } catch (error) {
      if (!isDeadlock(error)) throw error;
      const again = group.filter((pending) => pending.request.tries < DEADLOCK_TRIES);
      for (const pending of group) {
        pending.request.tries += 1;
        if (!again.includes(pending)) pending.reject(error);
      }
      groups.again(again);
      return;
    }
    group.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) pending.resolve(outcome.value);
      else pending.reject(outcome?.error ?? new Error('The write gave no outcome'));
    });
  });

  return {
    place: (request) => groups.write({ request, tries: 0 }),
    ...statusChanges((work) =>
      sequelize.transaction(async (t) => {
        const written = await work(sqlOf(sequelize, t));
        if (written?.stockOf.length) announceStockMoved(sequelize, written.stockOf, t);
        return written;
      }),
    ),
    idle: groups.idle,
    close: groups.idle,
  };
}
