import { runSqlFile } from '../sql-files';
import type { Migration } from './migration.types';

/**
 * PostgreSQL: `shop_check(holds, message)` fails with `message` (SQLSTATE 23514,
 * check_violation) unless `holds` is true, and answers true otherwise: a condition inside one
 * statement that undoes the whole statement when it does not hold (decision 0074). SQLite stops
 * a script with a CHECK of its own instead (sqlite-writer-script.ts).
 */
export const shopCheck: Migration = {
  name: '20261128-0001-shop-check',
  async up({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await runSqlFile(sequelize, 'shop_check.v1');
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query('DROP FUNCTION IF EXISTS shop_check(boolean, text)');
  },
};
