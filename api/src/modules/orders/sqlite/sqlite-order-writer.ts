import type { Sequelize, Transaction } from 'sequelize';
import { changeRows, selectRows } from '../../../db/plain-sql';
import { announceStockMoved } from '../../../db/product-writes';
import { createWriteGroups } from '../order-groups';
import { placeOne } from '../order-placing';
import type { OrderSql } from '../order-sql';
import { changeOne, removeOne } from '../order-changes';
import type { OrderToPlace, PlacedOrderRows } from '../order-store.types';
import type { OrderWriter } from '../order-writer';

/**
 * SQLite's order writer (decision 0086). A group of orders is one IMMEDIATE transaction on the
 * one writer connection (db/sequelize.ts), its statements prepared once (sqlite-statements.ts);
 * each order runs in its own savepoint, so a refused one is undone alone. One BEGIN, one COMMIT
 * (and one sync to disk) for the whole group. SQLite has one writer, so the orders of a group,
 * and the groups, are checked and written one after another: the counts a claim makes include
 * every order written before it.
 */

function sqlOf(sequelize: Sequelize, transaction: Transaction): OrderSql {
  const all = <Row extends object>(sql: string, values: Record<string, unknown>) =>
    selectRows<Row>(sequelize, sql, values, transaction);
  return {
    all,
    // The one writer keeps any other write out until the commit.
    locked: all,
    run: (sql, values) => changeRows(sequelize, sql, values, transaction),
    async apart(work) {
      await changeRows(sequelize, 'SAVEPOINT order_write', {}, transaction);
      try {
        const result = await work();
        await changeRows(sequelize, 'RELEASE order_write', {}, transaction);
        return result;
      } catch (error) {
        await changeRows(sequelize, 'ROLLBACK TO order_write', {}, transaction);
        await changeRows(sequelize, 'RELEASE order_write', {}, transaction);
        throw error;
      }
    },
  };
}

const stockOf = (request: OrderToPlace) =>
  request.claims.flatMap((claim) =>
    claim.kind === 'stock' ? claim.needs.map((need) => need.productId) : [],
  );

export function createSqliteOrderWriter(sequelize: Sequelize): OrderWriter {
  const groups = createWriteGroups<OrderToPlace, PlacedOrderRows>(async (group) => {
    const outcomes = await sequelize.transaction(async (t) => {
      const sql = sqlOf(sequelize, t);
      const settled: (() => void)[] = [];
      for (const pending of group) {
        try {
          const placed = await sql.apart(() => placeOne(sql, pending.request));
          settled.push(() => pending.resolve(placed));
        } catch (error) {
          settled.push(() => pending.reject(error));
        }
      }
      const moved = group.flatMap((pending) => stockOf(pending.request));
      announceStockMoved(sequelize, moved, t);
      return settled;
    });
    for (const settle of outcomes) settle();
  });

  return {
    place: groups.write,
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
