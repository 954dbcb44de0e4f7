import { runSqlFile } from '../sql-files';
import { createCountTable, dropCountTable, type CountTable } from './count-table';
import type { Migration } from './migration.types';

/** Products per category. */
export const productCountsTable: CountTable = {
  counts: 'product_counts',
  source: 'products',
  key: 'category',
  keyWidth: 40,
};

/** Products per category, so a list's total is one row read instead of a count. */
export const productCounts: Migration = {
  name: '20261122-0001-product-counts',
  async up(context) {
    const { sequelize, dialect } = context;
    await createCountTable(context, productCountsTable);
    if (dialect === 'postgres') {
      await runSqlFile(sequelize, 'product_counts_sync.v1');
      await runSqlFile(sequelize, 'product_counts_sync.trigger.v1');
      return;
    }
    await runSqlFile(sequelize, 'product_counts_insert.trigger.v1');
    await runSqlFile(sequelize, 'product_counts_delete.trigger.v1');
    await runSqlFile(sequelize, 'product_counts_update.trigger.v1');
  },
  down: (context) => dropCountTable(context, productCountsTable),
};
