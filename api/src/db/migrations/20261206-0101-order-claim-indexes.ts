import type { Migration } from './migration.types';

/**
 * What an order's claims read inside the write (docs/design/order-writes.md): a code's live uses,
 * counted from this index alone instead of by walking every use of the code. (A guest address's Pending prints would want
 * an index on `lower(email)`; Sequelize's SQLite `describeTable`, which its `changeColumn` and
 * `removeColumn` run, fails on a table with an index on an expression, so `orders` has none.)
 */
const INDEXES: [name: string, table: string, columns: string, where: string][] = [
  ['discount_uses_live', 'discount_uses', '"discountId"', '"releasedAt" IS NULL'],
];

export const orderClaimIndexes: Migration = {
  name: '20261206-0101-order-claim-indexes',
  async up({ sequelize }) {
    for (const [name, table, columns, where] of INDEXES) {
      await sequelize.query(`CREATE INDEX ${name} ON ${table} (${columns}) WHERE ${where}`);
    }
  },
  async down({ sequelize }) {
    for (const [name] of [...INDEXES].reverse()) await sequelize.query(`DROP INDEX ${name}`);
  },
};
