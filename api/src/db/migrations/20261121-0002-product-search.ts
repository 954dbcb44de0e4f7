import type { Migration } from './migration.types';

/**
 * A real text index over products: FTS5 (external content, kept in step by triggers) on
 * SQLite, a weighted tsvector with a GIN index on PostgreSQL.
 */
export const productSearch: Migration = {
  name: '20261121-0002-product-search',
  async up({ sequelize, dialect }) {
    if (dialect === 'postgres') {
      await sequelize.query(`
        ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', coalesce("productId", '')), 'A') ||
          setweight(to_tsvector('simple', coalesce(name, '')), 'A') ||
          setweight(to_tsvector('simple', coalesce("altNames", '')), 'B') ||
          setweight(to_tsvector('simple', coalesce(description, '')), 'C')
        ) STORED`);
      await sequelize.query('CREATE INDEX products_search ON products USING GIN (search)');
      return;
    }
    await sequelize.query(`
      CREATE VIRTUAL TABLE products_fts USING fts5(
        productId, name, altNames, description,
        content='products', content_rowid='id',
        tokenize='unicode61 remove_diacritics 2', prefix='2 3'
      )`);
    const row = (prefix: string) =>
      `${prefix}.id, ${prefix}.productId, ${prefix}.name, ${prefix}.altNames, ${prefix}.description`;
    await sequelize.query(`
      CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
        INSERT INTO products_fts(rowid, productId, name, altNames, description) VALUES (${row('new')});
      END`);
    await sequelize.query(`
      CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
        INSERT INTO products_fts(products_fts, rowid, productId, name, altNames, description)
        VALUES ('delete', ${row('old')});
      END`);
    await sequelize.query(`
      CREATE TRIGGER products_fts_update AFTER UPDATE OF productId, name, altNames, description
      ON products BEGIN
        INSERT INTO products_fts(products_fts, rowid, productId, name, altNames, description)
        VALUES ('delete', ${row('old')});
        INSERT INTO products_fts(rowid, productId, name, altNames, description) VALUES (${row('new')});
      END`);
    await sequelize.query(`INSERT INTO products_fts(products_fts) VALUES ('rebuild')`);
  },
  async down({ sequelize, dialect }) {
    if (dialect === 'postgres') {
      await sequelize.query('DROP INDEX IF EXISTS products_search');
      await sequelize.query('ALTER TABLE products DROP COLUMN IF EXISTS search');
      return;
    }
    for (const t of ['products_fts_insert', 'products_fts_delete', 'products_fts_update']) {
      await sequelize.query(`DROP TRIGGER IF EXISTS ${t}`);
    }
    await sequelize.query('DROP TABLE IF EXISTS products_fts');
  },
};
