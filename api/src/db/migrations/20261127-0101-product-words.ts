import { runSqlFile } from '../sql-files';
import type { Migration } from './migration.types';

/**
 * PostgreSQL's search learns its index's words from `product_words` (decision 0054), as
 * SQLite's reads its own: a trigger adds each word of a product's `search` vector as the
 * product is added or its texts change (ordered, so two writers take the words' locks in the
 * same order). Words are never taken out: a word no product holds any more only costs a
 * look-up that finds nothing. "C" collation orders the words by their bytes, so a prefix is
 * one range of the primary key. SQLite needs nothing new.
 */
export const productWords: Migration = {
  name: '20261127-0101-product-words',
  async up({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query(`CREATE TABLE product_words (word text COLLATE "C" PRIMARY KEY)`);
    await runSqlFile(sequelize, 'product_words_keep.v1');
    await runSqlFile(sequelize, 'product_words_keep.trigger.v1');
    await sequelize.query(`
      INSERT INTO product_words (word)
        SELECT DISTINCT w FROM products, unnest(tsvector_to_array(search)) AS w
        ON CONFLICT DO NOTHING`);
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query('DROP TRIGGER IF EXISTS product_words_keep ON products');
    await sequelize.query('DROP FUNCTION IF EXISTS product_words_keep()');
    await sequelize.query('DROP TABLE IF EXISTS product_words');
  },
};
