import { runSqlFile } from '../sql-files';
import type { Migration } from './migration.types';

/**
 * How many rows each status's count is spread over. Each database connection moves the row of
 * its own slot (its backend's process id modulo this), so orders committing side by side
 * rarely wait on one another's count. `order_counts_spread.v1.sql` has it written out; the
 * migration's test checks the two agree.
 */
export const ORDER_COUNT_SLOTS = 32;

/**
 * On PostgreSQL, each status's order count is spread over slots (decision 0060). With one row
 * per status, every order placed updated the 'Pending' row and held its lock until it
 * committed, so orders on every connection of every API process waited in one line. A total is
 * the sum of its status's rows. SQLite has one writer and keeps one row per status (slot 0).
 */
export const orderCountsSpread: Migration = {
  name: '20261127-0301-order-counts-spread',
  async up({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query('DROP TRIGGER order_counts_sync ON orders');
    await sequelize.query('DROP FUNCTION order_counts_sync()');
    await sequelize.query(`
      ALTER TABLE order_counts
        ADD COLUMN slot SMALLINT NOT NULL DEFAULT 0,
        DROP CONSTRAINT order_counts_pkey,
        ADD PRIMARY KEY (status, slot)`);
    await runSqlFile(sequelize, 'order_counts_spread.v1');
    await runSqlFile(sequelize, 'order_counts_spread.trigger.v1');
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query('DROP TRIGGER order_counts_spread ON orders');
    await sequelize.query('DROP FUNCTION order_counts_spread()');
    await sequelize.query(`
      CREATE TEMPORARY TABLE order_counts_summed ON COMMIT DROP AS
        SELECT status, SUM(n)::integer AS n FROM order_counts GROUP BY status`);
    await sequelize.query('DELETE FROM order_counts');
    await sequelize.query(`
      ALTER TABLE order_counts DROP CONSTRAINT order_counts_pkey, DROP COLUMN slot,
        ADD PRIMARY KEY (status)`);
    await sequelize.query(
      'INSERT INTO order_counts (status, n) SELECT status, n FROM order_counts_summed',
    );
    await runSqlFile(sequelize, 'order_counts_sync.v1');
    await runSqlFile(sequelize, 'order_counts_sync.trigger.v1');
  },
};
