import type { Sequelize } from 'sequelize';
import { runSqlFile } from '../sql-files';
import type { Migration } from './migration.types';

/**
 * Product ids per block when this migration ran (decision 0082): the column is `bit(32000)`, as
 * are the SQL files of its functions. The search reads it as `BLOCK_IDS`
 * (`modules/products/search/postgres/word-blocks.ts`).
 */
const BLOCK_IDS = 32_000;

/** The bits of the products `id` grouped by the block they fall in. */
const bitsOf = (id: string) =>
  `(${id} / ${BLOCK_IDS}) AS block, product_word_bits(array_agg(${id} % ${BLOCK_IDS})) AS bits`;

/** Where the threshold is read, so that a test (or a shop) can move it and refill. */
const FROM = 'product_word_blocks_from()';

/**
 * Every blocked word's blocks built again from the products: after the migration, or after the
 * threshold `product_word_blocks_from()` is moved.
 */
export async function refillWordBlocks(sequelize: Sequelize) {
  await sequelize.query('DELETE FROM product_word_blocks');
  await sequelize.query(`
    INSERT INTO product_word_blocks (word, block, bits)
      SELECT word, ${bitsOf('id')} FROM products, unnest(tsvector_to_array(search)) AS word
        WHERE word IN (SELECT word FROM product_words WHERE products >= ${FROM})
        GROUP BY word, 2`);
}

/**
 * PostgreSQL keeps, for each word in `product_word_blocks_from()` products or more (5,000), which
 * products hold it as bits in blocks of BLOCK_IDS ids (decision 0082), so a search of several common words ANDs a
 * few hundred kilobytes instead of intersecting long lists in the GIN index and visiting every
 * match. The word list's triggers keep them, after its counts.
 * `product_word_blocks_matches` is replaced by its v2 in migration 20261129-0301.
 */
export const productWordBlocks: Migration = {
  name: '20261129-0201-product-word-blocks',
  async up({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query(`
      CREATE TABLE product_word_blocks (
        word text COLLATE "C" NOT NULL,
        block integer NOT NULL,
        bits bit(${BLOCK_IDS}) NOT NULL,
        PRIMARY KEY (word, block))`);
    await sequelize.query('ALTER TABLE product_word_blocks ALTER COLUMN bits SET STORAGE PLAIN');
    await runSqlFile(sequelize, 'product_word_bits.v1');
    await runSqlFile(sequelize, 'product_word_blocks_from.v1');
    await runSqlFile(sequelize, 'product_word_blocks_move.v1');
    await runSqlFile(sequelize, 'product_word_blocks_matches.v1');
    await runSqlFile(sequelize, 'product_words_tally.v3');
    await runSqlFile(sequelize, 'product_words_retally.v3');
    await refillWordBlocks(sequelize);
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await runSqlFile(sequelize, 'product_words_tally.v2');
    await runSqlFile(sequelize, 'product_words_retally.v2');
    await sequelize.query(
      'DROP FUNCTION IF EXISTS product_word_blocks_move(text[], integer[], integer[])',
    );
    await sequelize.query(
      'DROP FUNCTION IF EXISTS product_word_blocks_matches(text[], integer[], integer, integer)',
    );
    await sequelize.query(`DROP FUNCTION IF EXISTS ${FROM}`);
    await sequelize.query('DROP FUNCTION IF EXISTS product_word_bits(integer[])');
    await sequelize.query('DROP TABLE product_word_blocks');
  },
};
