import type { Sequelize, Transaction } from 'sequelize';
import { changeRows, selectRows } from '../../../db/plain-sql';
import { announceStockMoved } from '../../../db/product-writes';
import { createWriteGroups } from '../order-groups';
import { placeGroup } from '../order-placing';
import type { OrderSql } from '../order-sql';
import { statusChanges } from '../order-changes';
import type { OrderToPlace } from '../order-claims';
import type { PlacedOrderRows } from '../order-store.types';
import type { OrderWriter } from '../order-writer';

/**
 * SQLite's order writer (decision 0086). A group of orders is one IMMEDIATE transaction on the
 * one writer connection (db/sequelize.ts), its statements prepared once (sqlite-statements.ts):
 * a few reads for the whole group's claims, then a few multi-row writes (order-placing.ts), so
 * the writer is held for about ten statements however many orders the group has. One BEGIN,
 * one COMMIT (and one sync to disk) for the group. SQLite has one writer: what the group read
 * stays true until its commit.
 */

function sqlOf(sequelize: Sequelize, transaction: Transaction): OrderSql {
  const all = <Row extends object>(sql: string, values: Record<string, unknown>) =>
    selectRows<Row>(sequelize, sql, values, transaction);
  return {
    all,
    // The one writer keeps any other write out until the commit.
    locked: all,
    run: (sql, values) => changeRows(sequelize, sql, values, transaction),
  };
}

const stockOf = (request: OrderToPlace) =>
  request.claims.flatMap((claim) =>
    claim.kind === 'stock' ? claim.needs.map((need) => need.productId) : [],
  );

export function createSqliteOrderWriter(sequelize: Sequelize): OrderWriter {
  const groups = createWriteGroups<OrderToPlace, PlacedOrderRows>(async (group) => {
    const requests = group.map((pending) => pending.request);
    const outcomes = await sequelize.transaction(async (t) => {
      const placed = await placeGroup(sqlOf(sequelize, t), requests);
      announceStockMoved(sequelize, requests.flatMap(stockOf), t);
      return placed;
    });
    group.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) pending.resolve(outcome.value);
      else pending.reject(outcome?.error ?? new Error('The write gave no outcome'));
    });
  });

  return {
    place: groups.write,
    ...statusChanges(sequelize, (t) => sqlOf(sequelize, t)),
    idle: groups.idle,
  };
}
