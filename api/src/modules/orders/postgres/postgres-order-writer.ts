import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { announceStockMoved } from '../../../db/product-writes';
import { createWriteGroups, type Pending } from '../order-groups';
import { placeOne } from '../order-placing';
import type { OrderSql } from '../order-sql';
import { changeOne, removeOne } from '../order-changes';
import type { OrderToPlace, PlacedOrderRows } from '../order-store.types';
import type { OrderWriter } from '../order-writer';

/**
 * PostgreSQL's order writer (decision 0086). Each API process writes one group of orders at a
 * time, in one transaction (one BEGIN and COMMIT for the group), each order in its own
 * savepoint, so a refused one is undone alone; processes write side by side, the rows' locks
 * (sizes by id, then products, decision 0018) and FOR UPDATE on the counted rows keeping them
 * exact. An order that loses a deadlock against another process's group is written again in
 * the next group, once this one has committed and let go of its locks.
 */

/** How many times an order that lost a deadlock is written again before its error is answered. */
const DEADLOCK_TRIES = 3;

const isDeadlock = (error: unknown) =>
  (error as { parent?: { code?: string } } | null)?.parent?.code === '40P01';

function sqlOf(sequelize: Sequelize, transaction: Transaction): OrderSql {
  const all = async <Row extends object>(sql: string, replacements: Record<string, unknown>) =>
    sequelize.query<Row>(sql, { replacements, type: QueryTypes.SELECT, transaction });
  return {
    all,
    locked: (sql, replacements) => all(`${sql} FOR UPDATE`, replacements),
    async run(sql, replacements) {
      return sequelize.query(sql, { replacements, type: QueryTypes.BULKUPDATE, transaction });
    },
    async apart(work) {
      await sequelize.query('SAVEPOINT order_write', { transaction });
      try {
        const result = await work();
        await sequelize.query('RELEASE SAVEPOINT order_write', { transaction });
        return result;
      } catch (error) {
        await sequelize.query('ROLLBACK TO SAVEPOINT order_write', { transaction });
        throw error;
      }
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
    const again: Pending<Placing, PlacedOrderRows>[] = [];
    const outcomes = await sequelize.transaction(async (t) => {
      const sql = sqlOf(sequelize, t);
      const settled: (() => void)[] = [];
      for (const pending of group) {
        const { request } = pending.request;
        try {
          const placed = await sql.apart(() => placeOne(sql, request));
          settled.push(() => pending.resolve(placed));
        } catch (error) {
          if (isDeadlock(error) && pending.request.tries < DEADLOCK_TRIES) {
            pending.request.tries += 1;
            again.push(pending);
          } else settled.push(() => pending.reject(error));
        }
      }
      announceStockMoved(
        sequelize,
        group.flatMap((pending) => stockOf(pending.request.request)),
        t,
      );
      return settled;
    });
    for (const settle of outcomes) settle();
    groups.again(again);
  });

  return {
    place: (request) => groups.write({ request, tries: 0 }),
    async changeStatus(write) {
      return sequelize.transaction(async (t) => {
        const written = await changeOne(sqlOf(sequelize, t), write);
        if (written?.stockOf.length) announceStockMoved(sequelize, written.stockOf, t);
        return written;
      });
    },
    async remove(removal) {
      return sequelize.transaction(async (t) => {
        const removed = await removeOne(sqlOf(sequelize, t), removal);
        if (removed.stockOf.length) announceStockMoved(sequelize, removed.stockOf, t);
        return removed;
      });
    },
    idle: groups.idle,
  };
}
