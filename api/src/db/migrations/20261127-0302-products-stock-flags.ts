import type { Migration } from './migration.types';

/**
 * The dashboard's low-stock line as this migration wrote it (LOW_STOCK_THRESHOLD then): a
 * migration never changes, so moving the line takes a migration of its own.
 */
const LOW_STOCK_LINE = 5;

/**
 * On PostgreSQL no index of `products` holds its stock any more (decision 0061), so the stock an
 * order takes is written in place (a HOT update), not as a new version entered into every index
 * of the table, the search's GIN index included. What the stock indexes answered is read from
 * two stored flags instead, which change only when stock crosses their line: `inStock` (the
 * in-stock counts of the list's filters) and `lowStock`, the stock of a product at or below
 * the dashboard's low-stock line, else null (its low-stock list). Pages are filled to 90%, so
 * the new version has room on its page.
 *
 * SQLite keeps its stock indexes: an update there touches only the indexes holding the column it
 * changed, and leaves no old versions behind.
 */
export const productsStockFlags: Migration = {
  name: '20261127-0302-products-stock-flags',
  async up({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    // Set before the columns are added: adding a stored column rewrites the table, at 90%.
    await sequelize.query('ALTER TABLE products SET (fillfactor = 90)');
    await sequelize.query(`
      ALTER TABLE products
        ADD COLUMN "inStock" BOOLEAN GENERATED ALWAYS AS (stock > 0) STORED,
        ADD COLUMN "lowStock" INTEGER GENERATED ALWAYS AS (
          CASE WHEN stock <= ${LOW_STOCK_LINE} THEN stock END) STORED`);
    await sequelize.query('DROP INDEX products_stock');
    await sequelize.query('DROP INDEX products_cat_stock');
    await sequelize.query('CREATE INDEX products_in_stock ON products ("inStock")');
    await sequelize.query('CREATE INDEX products_cat_in_stock ON products (category, "inStock")');
    await sequelize.query(`
      CREATE INDEX products_low_stock ON products ("lowStock", "productId")
        WHERE "lowStock" IS NOT NULL`);
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query('ALTER TABLE products DROP COLUMN "inStock", DROP COLUMN "lowStock"');
    await sequelize.query('ALTER TABLE products RESET (fillfactor)');
    await sequelize.query('CREATE INDEX products_stock ON products (stock)');
    await sequelize.query('CREATE INDEX products_cat_stock ON products (category, stock)');
  },
};
