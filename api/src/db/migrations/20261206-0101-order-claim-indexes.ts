import type { Migration } from './migration.types';

/**
 * What an order's claims read inside the write (docs/design/order-writes.md), found through an
 * index instead of by walking every order or every use of a code:
 * - a guest address's Pending prints, and the unclaimed guest orders an account claims once it
 *   confirms the address (compared in lower case);
 * - a code's live uses, counted from the index alone;
 * - the account that owns an address, compared in lower case, which the cap on mails to
 *   unconfirmed addresses asks for every order mail.
 */
const INDEXES: [name: string, table: string, columns: string, where: string | null][] = [
  ['orders_unclaimed_guest', 'orders', 'lower(email), status', '"userId" IS NULL'],
  ['discount_uses_live', 'discount_uses', '"discountId"', '"releasedAt" IS NULL'],
  ['users_email_lower', 'users', 'lower(email)', null],
];

export const orderClaimIndexes: Migration = {
  name: '20261206-0101-order-claim-indexes',
  async up({ sequelize }) {
    for (const [name, table, columns, where] of INDEXES) {
      const partial = where ? ` WHERE ${where}` : '';
      await sequelize.query(`CREATE INDEX ${name} ON ${table} (${columns})${partial}`);
    }
  },
  async down({ sequelize }) {
    for (const [name] of [...INDEXES].reverse()) await sequelize.query(`DROP INDEX ${name}`);
  },
};
