import { runSqlFile } from '../sql-files';
import type { Migration } from './migration.types';

/**
 * How many of a word's newest products the list kept when this migration ran (decision 0081);
 * `product_words_newest.v1.sql` and the triggers' v2 upserts hold the same number. The search
 * reads it as `NEWEST_KEPT` (`modules/products/search/postgres/newest-of-word.ts`).
 */
const KEPT = 250;

/**
 * PostgreSQL's word list keeps, beside each word's count, the ids of the newest products holding
 * it (decision 0081), so a search for one word pages through them without reading every match
 * from the index. The same triggers keep both (`product_words_tally.v2`,
 * `product_words_retally.v2`, through `product_words_newest.v1`); a product dropping out of the
 * newest leaves the list shorter, never wrong.
 */
export const productWordsNewest: Migration = {
  name: '20261129-0101-product-words-newest',
  async up({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query(
      `ALTER TABLE product_words ADD COLUMN newest integer[] NOT NULL DEFAULT '{}'`,
    );
    await sequelize.query(`
      UPDATE product_words w SET newest = t.ids
        FROM (SELECT word, array_agg(id ORDER BY id DESC) AS ids
              FROM (SELECT word, id, row_number() OVER (PARTITION BY word ORDER BY id DESC) AS n
                    FROM products, unnest(tsvector_to_array(search)) AS word) r
              WHERE n <= ${KEPT} GROUP BY word) t
        WHERE t.word = w.word`);
    await runSqlFile(sequelize, 'product_words_newest.v1');
    await runSqlFile(sequelize, 'product_words_tally.v2');
    await runSqlFile(sequelize, 'product_words_retally.v2');
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await runSqlFile(sequelize, 'product_words_tally.v1');
    await runSqlFile(sequelize, 'product_words_retally.v1');
    await sequelize.query(
      'DROP FUNCTION IF EXISTS product_words_newest(integer[], integer, integer[], integer[])',
    );
    await sequelize.query('ALTER TABLE product_words DROP COLUMN newest');
  },
};
