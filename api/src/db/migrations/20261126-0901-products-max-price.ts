import type { Migration } from './migration.types';

/**
 * A product keeps its dearest size's price beside its cheapest (decision 0042): a list sorted
 * by price from the cheapest up, with a lowest price asked, skips from the price index alone
 * the products whose every size is below it, instead of looking each one's sizes up. The price
 * indexes carry it so that skip reads no row.
 */
const PRICE_INDEXES: [name: string, columns: string, before: string][] = [
  ['products_price', '"priceCents", id, "maxPriceCents"', '"priceCents", id'],
  [
    'products_cat_price',
    'category, "priceCents", id, "maxPriceCents"',
    'category, "priceCents", id',
  ],
];

export const productsMaxPrice: Migration = {
  name: '20261126-0901-products-max-price',
  async up({ sequelize }) {
    await sequelize.query(
      'ALTER TABLE products ADD COLUMN "maxPriceCents" INTEGER NOT NULL DEFAULT 0',
    );
    await sequelize.query(
      `UPDATE products SET "maxPriceCents" = COALESCE((SELECT max(s."priceCents")
         FROM product_sizes s WHERE s."productRefId" = products.id), "priceCents")`,
    );
    for (const [name, columns] of PRICE_INDEXES) {
      await sequelize.query(`DROP INDEX ${name}`);
      await sequelize.query(`CREATE INDEX ${name} ON products (${columns})`);
    }
  },
  async down({ sequelize }) {
    for (const [name, , before] of PRICE_INDEXES) {
      await sequelize.query(`DROP INDEX ${name}`);
      await sequelize.query(`CREATE INDEX ${name} ON products (${before})`);
    }
    await sequelize.query('ALTER TABLE products DROP COLUMN "maxPriceCents"');
  },
};
