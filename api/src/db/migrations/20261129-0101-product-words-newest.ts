import type { Migration } from './migration.types';
import {
  RETALLY as COUNTS_RETALLY,
  TALLY as COUNTS_TALLY,
} from './20261127-0201-product-word-counts';

/** How many of the newest products holding a word PostgreSQL's word list keeps (decision 0081). */
export const NEWEST_KEPT = 250;

/**
 * A word's newest products after some gained the word (`added`) and some lost it (`gone`).
 * `kept` holds the newest `cardinality(kept)` of the `held` products that held it before,
 * newest first. An added product joins when every holder was kept, or when it is newer than the
 * oldest kept one; otherwise an older holder left out earlier could be newer than it. The
 * answer holds, again, the newest of every product holding the word, at most NEWEST_KEPT.
 */
const NEWEST = `
  CREATE FUNCTION product_words_newest(kept integer[], held integer, added integer[],
    gone integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
    SELECT coalesce(array_agg(id ORDER BY id DESC), '{}') FROM (
      SELECT id FROM (
        (SELECT unnest(kept) AS id EXCEPT SELECT unnest(gone))
        UNION
        SELECT unnest(added)
      ) ids
      WHERE cardinality(kept) = held OR id >= kept[cardinality(kept)]
      ORDER BY id DESC LIMIT ${NEWEST_KEPT}
    ) newest
  $$`;

/**
 * The upsert of a word's row that moves its count by the proposed `products` and its newest by
 * the proposed `newest`: the products that gained the word (newest first) when the count
 * grows, those that lost it when it shrinks.
 */
const MOVE_WORD = `
  ON CONFLICT (word) DO UPDATE SET
    products = w.products + excluded.products,
    newest = CASE WHEN excluded.products > 0
      THEN product_words_newest(w.newest, w.products, excluded.newest, '{}')
      ELSE product_words_newest(w.newest, w.products, '{}', excluded.newest) END`;

/** The upsert of the words of the products a statement inserted (`'1'`) or deleted (`'-1'`). */
export const TALLY_WORDS = `
    INSERT INTO product_words AS w (word, products, newest)
      SELECT word, TG_ARGV[0]::integer * count(*), CASE WHEN TG_ARGV[0] = '1'
          THEN (array_agg(changed.id ORDER BY changed.id DESC))[1:${NEWEST_KEPT}]
          ELSE array_agg(changed.id) END
        FROM changed, unnest(tsvector_to_array(changed.search)) AS word
        GROUP BY word ORDER BY word
      ${MOVE_WORD}`;

/** The upsert of the words a product's texts gained or lost. */
export const RETALLY_WORDS = `
    INSERT INTO product_words AS w (word, products, newest)
      SELECT word, sum(delta), ARRAY[NEW.id] FROM (
          SELECT word, 1 AS delta FROM unnest(tsvector_to_array(NEW.search)) AS word
          UNION ALL
          SELECT word, -1 FROM unnest(tsvector_to_array(OLD.search)) AS word
        ) d
        GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
      ${MOVE_WORD}`;

/** A trigger function `name` running `statements` in order. */
export const triggerFunction = (name: string, statements: string[]) => `
  CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${statements.map((s) => `${s};`).join('\n')}
    RETURN NULL;
  END $$`;

/** Statement triggers: the products a statement inserted or deleted. */
export const TALLY = triggerFunction('product_words_tally', [TALLY_WORDS]);

/** Row trigger: the words a product's texts gained or lost. */
export const RETALLY = triggerFunction('product_words_retally', [RETALLY_WORDS]);

/** The earlier migration's trigger functions, put back by `down`. */
const orReplace = (sql: string) => sql.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');

/**
 * PostgreSQL's word list keeps, beside each word's count, the ids of the newest products holding
 * it (decision 0081), so a search for one word pages through them without reading every match
 * from the index. The same triggers keep both; a product dropping out of the newest leaves the
 * list shorter, never wrong.
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
              WHERE n <= ${NEWEST_KEPT} GROUP BY word) t
        WHERE t.word = w.word`);
    await sequelize.query(NEWEST);
    await sequelize.query(TALLY);
    await sequelize.query(RETALLY);
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query(orReplace(COUNTS_TALLY));
    await sequelize.query(orReplace(COUNTS_RETALLY));
    await sequelize.query(
      'DROP FUNCTION IF EXISTS product_words_newest(integer[], integer, integer[], integer[])',
    );
    await sequelize.query('ALTER TABLE product_words DROP COLUMN newest');
  },
};
