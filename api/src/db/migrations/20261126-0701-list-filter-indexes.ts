import type { Migration } from './migration.types';

/**
 * The product list's sort and filters (decision 0042) read through these, so a filtered or
 * sorted page costs about what the plain list costs at 100,000 products:
 * - a product's sizes checked against the filter (price range, named size, stock) from the
 *   index alone, as the list walks its sort's index or a category's products;
 * - the named size's rows in a price range, and any size's rows in a price range, to count the
 *   matches and to find a small match set without walking the catalogue;
 * - a category's products in stock, to count them.
 * Size labels match regardless of case, so that index is on lower(size).
 */
const INDEXES: [name: string, table: string, columns: string][] = [
  ['product_sizes_probe', 'product_sizes', '"productRefId", "priceCents", stock'],
  ['product_sizes_probe_size', 'product_sizes', '"productRefId", lower(size), "priceCents", stock'],
  ['product_sizes_size_price', 'product_sizes', 'lower(size), "priceCents", stock, "productRefId"'],
  ['product_sizes_price', 'product_sizes', '"priceCents", stock, "productRefId"'],
  ['products_cat_stock', 'products', 'category, stock'],
];

export const listFilterIndexes: Migration = {
  name: '20261126-0701-list-filter-indexes',
  async up({ sequelize }) {
    for (const [name, table, columns] of INDEXES) {
      await sequelize.query(`CREATE INDEX ${name} ON ${table} (${columns})`);
    }
  },
  async down({ sequelize }) {
    for (const [name] of [...INDEXES].reverse()) await sequelize.query(`DROP INDEX ${name}`);
  },
};
