import { runSqlFile } from '../sql-files';
import type { Migration } from './migration.types';

/**
 * Each size row carries its product's category, kept by triggers on every write path (staff
 * edits, the CSV import, bulk SQL), so a category's filtered list counts its matches from one
 * index range of sizes (decision 0048) instead of looking up the sizes of each of the
 * category's products. The application never writes the column itself.
 */
const INDEXES: [name: string, columns: string][] = [
  ['product_sizes_cat_size_price', 'category, lower(size), "priceCents", stock, "productRefId"'],
  ['product_sizes_cat_price', 'category, "priceCents", stock, "productRefId"'],
];

const FROM_PRODUCT = (row: string) =>
  `(SELECT p.category FROM products p WHERE p.id = ${row}."productRefId")`;

export const productSizesCategory: Migration = {
  name: '20261126-1001-product-sizes-category',
  async up({ sequelize, dialect }) {
    await sequelize.query(
      `ALTER TABLE product_sizes ADD COLUMN category VARCHAR(40) NOT NULL DEFAULT ''`,
    );
    await sequelize.query(`UPDATE product_sizes SET category = ${FROM_PRODUCT('product_sizes')}`);
    if (dialect === 'postgres') {
      await runSqlFile(sequelize, 'product_sizes_category_fill.v1');
      await runSqlFile(sequelize, 'product_sizes_category_fill.postgres.trigger.v1');
      await runSqlFile(sequelize, 'products_category_to_sizes.v1');
      await runSqlFile(sequelize, 'products_category_to_sizes.postgres.trigger.v1');
    } else {
      await runSqlFile(sequelize, 'product_sizes_category_fill.sqlite.trigger.v1');
      await runSqlFile(sequelize, 'products_category_to_sizes.sqlite.trigger.v1');
    }
    for (const [name, columns] of INDEXES) {
      await sequelize.query(`CREATE INDEX ${name} ON product_sizes (${columns})`);
    }
  },
  async down({ sequelize, dialect }) {
    for (const [name] of INDEXES) await sequelize.query(`DROP INDEX ${name}`);
    if (dialect === 'postgres') {
      await sequelize.query('DROP TRIGGER products_category_to_sizes ON products');
      await sequelize.query('DROP FUNCTION products_category_to_sizes()');
      await sequelize.query('DROP TRIGGER product_sizes_category_fill ON product_sizes');
      await sequelize.query('DROP FUNCTION product_sizes_category_fill()');
    } else {
      await sequelize.query('DROP TRIGGER products_category_to_sizes');
      await sequelize.query('DROP TRIGGER product_sizes_category_fill');
    }
    await sequelize.query('ALTER TABLE product_sizes DROP COLUMN category');
  },
};
