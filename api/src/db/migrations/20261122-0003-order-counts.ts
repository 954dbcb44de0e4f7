import { runSqlFile } from '../sql-files';
import { createCountTable, dropCountTable, type CountTable } from './count-table';
import type { Migration } from './migration.types';

/** Orders per status. */
export const orderCountsTable: CountTable = {
  counts: 'order_counts',
  source: 'orders',
  key: 'status',
  keyWidth: 20,
};

/** Orders per status, so the admin order list's total is a few rows read. */
export const orderCounts: Migration = {
  name: '20261122-0003-order-counts',
  async up(context) {
    const { sequelize, dialect } = context;
    await createCountTable(context, orderCountsTable);
    if (dialect === 'postgres') {
      await runSqlFile(sequelize, 'order_counts_sync.v1');
      await runSqlFile(sequelize, 'order_counts_sync.trigger.v1');
      return;
    }
    await runSqlFile(sequelize, 'order_counts_insert.trigger.v1');
    await runSqlFile(sequelize, 'order_counts_delete.trigger.v1');
    await runSqlFile(sequelize, 'order_counts_update.trigger.v1');
  },
  down: (context) => dropCountTable(context, orderCountsTable),
};
