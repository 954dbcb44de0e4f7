import { runSqlFile } from '../sql-files';
import type { Migration } from './migration.types';

/** SQLite's triggers keeping the index in step with the products. */
const FTS_TRIGGERS = ['products_fts_insert', 'products_fts_delete', 'products_fts_update'];

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
    await runSqlFile(sequelize, 'products_fts_insert.trigger.v1');
    await runSqlFile(sequelize, 'products_fts_delete.trigger.v1');
    await runSqlFile(sequelize, 'products_fts_update.trigger.v1');
    await sequelize.query(`INSERT INTO products_fts(products_fts) VALUES ('rebuild')`);
  },
  async down({ sequelize, dialect }) {
    if (dialect === 'postgres') {
      await sequelize.query('DROP INDEX IF EXISTS products_search');
      await sequelize.query('ALTER TABLE products DROP COLUMN IF EXISTS search');
      return;
    }
    for (const t of FTS_TRIGGERS) await sequelize.query(`DROP TRIGGER IF EXISTS ${t}`);
    await sequelize.query('DROP TABLE IF EXISTS products_fts');
  },
};
