import type { Migration } from './migration.types';

/**
 * A code's live uses, which an order's claim counts inside the write (order-claims.ts), counted
 * from this index alone instead of by walking every use of the code. (A guest address's Pending
 * prints would want an index on `lower(email)`; Sequelize's SQLite `describeTable`, which its
 * `changeColumn` and `removeColumn` run, fails on a table with an index on an expression, so
 * `orders` has none.)
 */
export const discountLiveUses: Migration = {
  name: '20261206-0101-discount-live-uses',
  async up({ sequelize }) {
    await sequelize.query(
      'CREATE INDEX discount_uses_live ON discount_uses ("discountId") WHERE "releasedAt" IS NULL',
    );
  },
  async down({ sequelize }) {
    await sequelize.query('DROP INDEX discount_uses_live');
  },
};
