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
  up: (context) => createCountTable(context, productCountsTable),
  down: (context) => dropCountTable(context, productCountsTable),
};
