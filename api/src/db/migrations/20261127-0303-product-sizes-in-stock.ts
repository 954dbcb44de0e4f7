import type { Sequelize } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * The size indexes that held `stock`, as (name, columns) with `STOCK` where it stood: the list
 * filters' "in stock" reads it beside a size's price (decision 0042).
 */
const SIZE_INDEXES: [string, string][] = [
  ['product_sizes_probe', '"productRefId", "priceCents", STOCK'],
  ['product_sizes_probe_size', '"productRefId", lower(size), "priceCents", STOCK'],
  ['product_sizes_size_price', 'lower(size), "priceCents", STOCK, "productRefId"'],
  ['product_sizes_price', '"priceCents", STOCK, "productRefId"'],
  ['product_sizes_cat_size_price', 'category, lower(size), "priceCents", STOCK, "productRefId"'],
  ['product_sizes_cat_price', 'category, "priceCents", STOCK, "productRefId"'],
];

async function rebuild(sequelize: Sequelize, column: string) {
  for (const [name, columns] of SIZE_INDEXES) {
    await sequelize.query(`DROP INDEX ${name}`);
    await sequelize.query(
      `CREATE INDEX ${name} ON product_sizes (${columns.replace('STOCK', column)})`,
    );
  }
}

/**
 * On PostgreSQL the size indexes hold a stored `inStock` flag instead of the stock (decision
 * 0061, as products did in 20261127-0302): taking a size's stock, as every order does, rewrites
 * its row in place and enters nothing into the table's ten indexes. Pages are filled to 90%.
 * SQLite keeps its indexes as they are.
 */
export const productSizesInStock: Migration = {
  name: '20261127-0303-product-sizes-in-stock',
  async up({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query('ALTER TABLE product_sizes SET (fillfactor = 90)');
    await sequelize.query(`
      ALTER TABLE product_sizes
        ADD COLUMN "inStock" BOOLEAN GENERATED ALWAYS AS (stock > 0) STORED`);
    await rebuild(sequelize, '"inStock"');
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await rebuild(sequelize, 'stock');
    await sequelize.query('ALTER TABLE product_sizes DROP COLUMN "inStock"');
    await sequelize.query('ALTER TABLE product_sizes RESET (fillfactor)');
  },
};
