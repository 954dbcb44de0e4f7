import { runSqlFile } from '../sql-files';
import { dropTallyPerStatement } from './count-table';
import type { Migration } from './migration.types';

/**
 * PostgreSQL's word list keeps how many products hold each word (decision 0057), so a search
 * for one word knows its total without counting thousands of matches. Statement triggers add
 * and take away the words of the products a statement inserts or deletes, in one ordered
 * upsert (a bulk insert of 500 products writes each shared word once); a row trigger moves the
 * counts of the words a product's texts gained or lost. A stock change, what orders do, fires
 * none of them. A word no product holds any more stays, at zero.
 */
export const productWordCounts: Migration = {
  name: '20261127-0201-product-word-counts',
  async up({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query('DROP TRIGGER product_words_keep ON products');
    await sequelize.query('DROP FUNCTION product_words_keep()');
    await sequelize.query(
      'ALTER TABLE product_words ADD COLUMN products integer NOT NULL DEFAULT 0',
    );
    await sequelize.query(`
      UPDATE product_words w SET products = c.n
        FROM (SELECT word, count(*) AS n FROM products, unnest(tsvector_to_array(search)) AS word
              GROUP BY word) c
        WHERE c.word = w.word`);
    await runSqlFile(sequelize, 'product_words_tally.v1');
    await runSqlFile(sequelize, 'product_words_retally.v1');
    await runSqlFile(sequelize, 'product_words_added.trigger.v1');
    await runSqlFile(sequelize, 'product_words_removed.trigger.v1');
    await runSqlFile(sequelize, 'product_words_retallied.trigger.v1');
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await dropTallyPerStatement(sequelize, 'products', 'product_words');
    await sequelize.query('DROP TRIGGER IF EXISTS product_words_retallied ON products');
    await sequelize.query('DROP FUNCTION IF EXISTS product_words_tally()');
    await sequelize.query('DROP FUNCTION IF EXISTS product_words_retally()');
    await sequelize.query('ALTER TABLE product_words DROP COLUMN products');
    await runSqlFile(sequelize, 'product_words_keep.v1');
    await runSqlFile(sequelize, 'product_words_keep.trigger.v1');
  },
};
