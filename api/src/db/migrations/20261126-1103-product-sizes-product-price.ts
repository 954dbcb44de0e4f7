import type { Migration } from './migration.types';

/**
 * Each size row also carries its product's price (its cheapest size's), kept by triggers on
 * every write path like its category (decisions 0048 and 0051). A list filtered by a size and
 * sorted by price walks that size's rows in the products' price order and stops after a page,
 * instead of walking every product in price order and looking up each one's sizes. The
 * application never writes the column itself.
 */
const INDEXES: [name: string, columns: string][] = [
  ['product_sizes_size_by_price', 'lower(size), "productPriceCents", "productRefId", "priceCents"'],
  [
    'product_sizes_cat_size_by_price',
    'category, lower(size), "productPriceCents", "productRefId", "priceCents"',
  ],
];

const OF_PRODUCT = (column: string, row: string) =>
  `(SELECT p.${column} FROM products p WHERE p.id = ${row}."productRefId")`;

/** The copied columns of a size row `row`, as `column = value` pairs. */
const copies = (row: string, withPrice: boolean) => [
  ['category', OF_PRODUCT('category', row)],
  ...(withPrice ? [['"productPriceCents"', OF_PRODUCT('"priceCents"', row)]] : []),
];

type Query = (sql: string) => Promise<unknown>;

/**
 * SQLite cannot change NEW in a BEFORE trigger: the row is filled just after it lands. A bulk
 * writer that supplies the copies itself (the bench's fill) skips that second write.
 */
async function sqliteFill(query: Query, withPrice: boolean) {
  const pairs = copies('new', withPrice);
  const unset = withPrice ? `new.category = '' OR new."productPriceCents" = 0` : '1';
  await query('DROP TRIGGER IF EXISTS product_sizes_category_fill');
  await query(`
    CREATE TRIGGER product_sizes_category_fill AFTER INSERT ON product_sizes WHEN ${unset} BEGIN
      UPDATE product_sizes SET ${pairs.map(([c, v]) => `${c} = ${v}`).join(', ')}
      WHERE id = new.id;
    END`);
}

async function postgresFill(query: Query, withPrice: boolean) {
  const pairs = copies('NEW', withPrice);
  await query(`
    CREATE OR REPLACE FUNCTION product_sizes_category_fill() RETURNS trigger AS $$
    BEGIN
      ${pairs.map(([c, v]) => `NEW.${c} := ${v};`).join('\n      ')}
      RETURN NEW;
    END $$ LANGUAGE plpgsql`);
}

export const productSizesProductPrice: Migration = {
  name: '20261126-1103-product-sizes-product-price',
  async up({ sequelize, dialect }) {
    const query: Query = (sql) => sequelize.query(sql);
    await query(
      `ALTER TABLE product_sizes ADD COLUMN "productPriceCents" INTEGER NOT NULL DEFAULT 0`,
    );
    await query(
      `UPDATE product_sizes SET "productPriceCents" = ${OF_PRODUCT('"priceCents"', 'product_sizes')}`,
    );
    if (dialect === 'postgres') {
      await postgresFill(query, true);
      await query(`
        CREATE FUNCTION products_price_to_sizes() RETURNS trigger AS $$
        BEGIN
          UPDATE product_sizes SET "productPriceCents" = NEW."priceCents"
          WHERE "productRefId" = NEW.id;
          RETURN NULL;
        END $$ LANGUAGE plpgsql`);
      await query(`
        CREATE TRIGGER products_price_to_sizes AFTER UPDATE OF "priceCents" ON products
        FOR EACH ROW WHEN (OLD."priceCents" IS DISTINCT FROM NEW."priceCents")
        EXECUTE FUNCTION products_price_to_sizes()`);
    } else {
      await sqliteFill(query, true);
      await query(`
        CREATE TRIGGER products_price_to_sizes AFTER UPDATE OF "priceCents" ON products
        WHEN old."priceCents" <> new."priceCents" BEGIN
          UPDATE product_sizes SET "productPriceCents" = new."priceCents"
          WHERE "productRefId" = new.id;
        END`);
    }
    for (const [name, columns] of INDEXES) {
      await query(`CREATE INDEX ${name} ON product_sizes (${columns})`);
    }
  },
  async down({ sequelize, dialect }) {
    const query: Query = (sql) => sequelize.query(sql);
    for (const [name] of INDEXES) await query(`DROP INDEX ${name}`);
    if (dialect === 'postgres') {
      await query('DROP TRIGGER products_price_to_sizes ON products');
      await query('DROP FUNCTION products_price_to_sizes()');
      await postgresFill(query, false);
    } else {
      await query('DROP TRIGGER products_price_to_sizes');
      await sqliteFill(query, false);
    }
    await query('ALTER TABLE product_sizes DROP COLUMN "productPriceCents"');
  },
};
