import { dropCountsPerStatement, keepCounts, keepCountsPerStatement } from './count-table';
import { productCountsTable as table } from './20261122-0001-product-counts';
import type { Migration } from './migration.types';

/**
 * On PostgreSQL, products per category are counted once per statement (decision 0058): a bulk
 * import no longer leaves a version of a category's count for every product it added. SQLite
 * keeps its row triggers (it keeps no old versions).
 */
export const productCountsPerStatement: Migration = {
  name: '20261127-0202-product-counts-per-statement',
  async up({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query('DROP TRIGGER product_counts_sync ON products');
    await sequelize.query('DROP FUNCTION product_counts_sync()');
    await keepCountsPerStatement(sequelize, table);
  },
  async down(context) {
    if (context.dialect !== 'postgres') return;
    await dropCountsPerStatement(context.sequelize, table);
    await keepCounts(context, table);
  },
};
