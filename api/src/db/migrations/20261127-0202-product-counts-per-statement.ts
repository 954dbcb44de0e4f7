import { runSqlFile } from '../sql-files';
import { dropCountsPerStatement } from './count-table';
import { productCountsTable as table } from './20261122-0001-product-counts';
import type { Migration } from './migration.types';

/**
 * On PostgreSQL, products per category are counted once per statement (decision 0058): a bulk
 * import no longer leaves a version of a category's count for every product it added. A change
 * of category still moves its product's count, and only when the category really changed.
 * SQLite keeps its row triggers (it keeps no old versions).
 */
export const productCountsPerStatement: Migration = {
  name: '20261127-0202-product-counts-per-statement',
  async up({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query('DROP TRIGGER product_counts_sync ON products');
    await sequelize.query('DROP FUNCTION product_counts_sync()');
    await runSqlFile(sequelize, 'product_counts_tally.v1');
    await runSqlFile(sequelize, 'product_counts_move.v1');
    await runSqlFile(sequelize, 'product_counts_added.trigger.v1');
    await runSqlFile(sequelize, 'product_counts_removed.trigger.v1');
    await runSqlFile(sequelize, 'product_counts_moved.trigger.v1');
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await dropCountsPerStatement(sequelize, table);
    await runSqlFile(sequelize, 'product_counts_sync.v1');
    await runSqlFile(sequelize, 'product_counts_sync.trigger.v1');
  },
};
