import { dropTallyPerStatement, tallyPerStatement } from './count-table';
import type { Migration } from './migration.types';
import { keepWords } from './20261127-0101-product-words';

/**
 * PostgreSQL's word list keeps how many products hold each word (decision 0057), so a search
 * for one word knows its total without counting thousands of matches. Statement triggers add
 * and take away the words of the products a statement inserts or deletes, in one ordered
 * upsert (a bulk insert of 500 products writes each shared word once); a row trigger moves the
 * counts of the words a product's texts gained or lost. A stock change, what orders do, fires
 * none of them. A word no product holds any more stays, at zero.
 */
export const TALLY = `
  CREATE FUNCTION product_words_tally() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO product_words AS w (word, products)
      SELECT word, TG_ARGV[0]::integer * count(*)
        FROM changed, unnest(tsvector_to_array(changed.search)) AS word
        GROUP BY word ORDER BY word
      ON CONFLICT (word) DO UPDATE SET products = w.products + excluded.products;
    RETURN NULL;
  END $$`;

export const RETALLY = `
  CREATE FUNCTION product_words_retally() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO product_words AS w (word, products)
      SELECT word, sum(delta) FROM (
          SELECT word, 1 AS delta FROM unnest(tsvector_to_array(NEW.search)) AS word
          UNION ALL
          SELECT word, -1 FROM unnest(tsvector_to_array(OLD.search)) AS word
        ) d
        GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
      ON CONFLICT (word) DO UPDATE SET products = w.products + excluded.products;
    RETURN NULL;
  END $$`;

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
    await sequelize.query(TALLY);
    await sequelize.query(RETALLY);
    await tallyPerStatement(sequelize, 'products', 'product_words', 'product_words_tally');
    await sequelize.query(`
      CREATE TRIGGER product_words_retallied
        AFTER UPDATE OF "productId", name, "altNames", description ON products
        FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search)
        EXECUTE FUNCTION product_words_retally()`);
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await dropTallyPerStatement(sequelize, 'products', 'product_words');
    await sequelize.query('DROP TRIGGER IF EXISTS product_words_retallied ON products');
    await sequelize.query('DROP FUNCTION IF EXISTS product_words_tally()');
    await sequelize.query('DROP FUNCTION IF EXISTS product_words_retally()');
    await sequelize.query('ALTER TABLE product_words DROP COLUMN products');
    await keepWords(sequelize);
  },
};
