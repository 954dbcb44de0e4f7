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
      await sequelize.query(`
        CREATE FUNCTION product_sizes_category_fill() RETURNS trigger AS $$
        BEGIN
          NEW.category := ${FROM_PRODUCT('NEW')};
          RETURN NEW;
        END $$ LANGUAGE plpgsql`);
      await sequelize.query(`
        CREATE TRIGGER product_sizes_category_fill BEFORE INSERT OR UPDATE OF "productRefId"
        ON product_sizes FOR EACH ROW EXECUTE FUNCTION product_sizes_category_fill()`);
      await sequelize.query(`
        CREATE FUNCTION products_category_to_sizes() RETURNS trigger AS $$
        BEGIN
          UPDATE product_sizes SET category = NEW.category WHERE "productRefId" = NEW.id;
          RETURN NULL;
        END $$ LANGUAGE plpgsql`);
      await sequelize.query(`
        CREATE TRIGGER products_category_to_sizes AFTER UPDATE OF category ON products
        FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category)
        EXECUTE FUNCTION products_category_to_sizes()`);
    } else {
      // SQLite cannot change NEW in a BEFORE trigger: the row is filled just after it lands.
      await sequelize.query(`
        CREATE TRIGGER product_sizes_category_fill AFTER INSERT ON product_sizes BEGIN
          UPDATE product_sizes SET category = ${FROM_PRODUCT('new')} WHERE id = new.id;
        END`);
      await sequelize.query(`
        CREATE TRIGGER products_category_to_sizes AFTER UPDATE OF category ON products
        WHEN old.category <> new.category BEGIN
          UPDATE product_sizes SET category = new.category WHERE "productRefId" = new.id;
        END`);
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
