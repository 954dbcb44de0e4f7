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
  up: (context) => createCountTable(context, orderCountsTable),
  down: (context) => dropCountTable(context, orderCountsTable),
};
