import { runSqlFile } from '../sql-files';
import type { Migration } from './migration.types';

/**
 * Each size row also carries its product's price (its cheapest size's), kept by triggers on
 * every write path like its category (decisions 0048 and 0051). A list filtered by a size and
 * sorted by price walks that size's rows in the products' price order and stops after a page,
 * instead of walking every product in price order and looking up each one's sizes. The
 * application never writes the column itself. On SQLite, a bulk writer that supplies the copies
 * itself (the bench's fill) skips the fill's second write.
 */
const INDEXES: [name: string, columns: string][] = [
  ['product_sizes_size_by_price', 'lower(size), "productPriceCents", "productRefId", "priceCents"'],
  [
    'product_sizes_cat_size_by_price',
    'category, lower(size), "productPriceCents", "productRefId", "priceCents"',
  ],
];

export const productSizesProductPrice: Migration = {
  name: '20261126-1103-product-sizes-product-price',
  async up({ sequelize, dialect }) {
    await sequelize.query(
      `ALTER TABLE product_sizes ADD COLUMN "productPriceCents" INTEGER NOT NULL DEFAULT 0`,
    );
    await sequelize.query(
      `UPDATE product_sizes SET "productPriceCents" = (SELECT p."priceCents" FROM products p WHERE p.id = product_sizes."productRefId")`,
    );
    if (dialect === 'postgres') {
      await runSqlFile(sequelize, 'product_sizes_category_fill.v2');
      await runSqlFile(sequelize, 'products_price_to_sizes.v1');
      await runSqlFile(sequelize, 'products_price_to_sizes.postgres.trigger.v1');
    } else {
      await sequelize.query('DROP TRIGGER IF EXISTS product_sizes_category_fill');
      await runSqlFile(sequelize, 'product_sizes_category_fill.sqlite.trigger.v2');
      await runSqlFile(sequelize, 'products_price_to_sizes.sqlite.trigger.v1');
    }
    for (const [name, columns] of INDEXES) {
      await sequelize.query(`CREATE INDEX ${name} ON product_sizes (${columns})`);
    }
  },
  async down({ sequelize, dialect }) {
    for (const [name] of INDEXES) await sequelize.query(`DROP INDEX ${name}`);
    if (dialect === 'postgres') {
      await sequelize.query('DROP TRIGGER products_price_to_sizes ON products');
      await sequelize.query('DROP FUNCTION products_price_to_sizes()');
      await runSqlFile(sequelize, 'product_sizes_category_fill.v1');
    } else {
      await sequelize.query('DROP TRIGGER products_price_to_sizes');
      await sequelize.query('DROP TRIGGER IF EXISTS product_sizes_category_fill');
      await runSqlFile(sequelize, 'product_sizes_category_fill.sqlite.trigger.v1');
    }
    await sequelize.query('ALTER TABLE product_sizes DROP COLUMN "productPriceCents"');
  },
};
