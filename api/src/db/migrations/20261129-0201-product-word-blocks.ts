import type { Sequelize } from 'sequelize';
import type { Migration } from './migration.types';
import {
  RETALLY as NEWEST_RETALLY,
  RETALLY_WORDS,
  TALLY as NEWEST_TALLY,
  TALLY_WORDS,
  triggerFunction,
} from './20261129-0101-product-words-newest';

/**
 * Product ids per block: a block's bits are 4,000 bytes, bit n (from the left) its n-th id. Two
 * blocks fit a page, stored as they are (never compressed or moved out of the row).
 */
export const BLOCK_IDS = 32_000;
/** The fewest products a word is in for PostgreSQL to keep its blocks (decision 0082). */
export const BLOCKED_FROM = 5000;

/**
 * A block's bits from the positions set in it: runs of zeros, each ending in a one, padded
 * with zeros. Built as text, it costs a few kilobytes per block, not per product.
 */
const BITS_OF = `
  CREATE FUNCTION product_word_bits(positions integer[]) RETURNS bit(${BLOCK_IDS})
    LANGUAGE sql IMMUTABLE AS $$
    SELECT rpad(coalesce(string_agg(lpad('1', p - before, '0'), '' ORDER BY p), ''),
                ${BLOCK_IDS}, '0')::bit(${BLOCK_IDS})
    FROM (SELECT p, lag(p, 1, -1) OVER (ORDER BY p) AS before
          FROM (SELECT DISTINCT unnest(positions) AS p) d) runs
  $$`;

/** The bits of the products `id` grouped by the block they fall in. */
const bitsOf = (id: string) =>
  `(${id} / ${BLOCK_IDS}) AS block, product_word_bits(array_agg(${id} % ${BLOCK_IDS})) AS bits`;

/** Where the threshold is read, so that a test (or a shop) can move it and refill. */
const FROM = 'product_word_blocks_from()';

/** A word as a tsquery of that one lexeme, quoted so it is never parsed again. */
const lexemeQuery = (word: string) =>
  `CAST('''' || replace(replace(${word}, '\\', '\\\\'), '''', '''''') || '''' AS tsquery)`;

/** The products that gained (`sign` 1) or lost (-1) one of the `steady` words, netted. */
const MOVED = `moved AS (
    SELECT word, id, sum(sign) AS sign FROM unnest(words, ids, signs) AS m(word, id, sign)
    WHERE word = ANY(steady) GROUP BY word, id HAVING sum(sign) <> 0)`;

/**
 * A statement's or a product's word moves, applied to the blocks after the word list's counts
 * have moved: a word that keeps its blocks sets and clears the moved products' bits; one that
 * has just come to the threshold gets its blocks from the index, one word at a time (each a
 * look-up the index answers), and one that has dropped below loses them.
 */
const MOVE_BLOCKS = `
  CREATE FUNCTION product_word_blocks_move(words text[], ids integer[], signs integer[])
    RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    threshold integer := ${FROM};
    steady text[];
    risen text[];
    fallen text[];
    one text;
  BEGIN
    SELECT array_agg(c.word) FILTER (WHERE c.was >= threshold AND c.now >= threshold),
           array_agg(c.word) FILTER (WHERE c.was < threshold AND c.now >= threshold),
           array_agg(c.word) FILTER (WHERE c.was >= threshold AND c.now < threshold)
      INTO steady, risen, fallen
      FROM (SELECT m.word, w.products AS now, w.products - sum(m.sign) AS was
            FROM unnest(words, signs) AS m(word, sign) JOIN product_words w ON w.word = m.word
            GROUP BY m.word, w.products) c;
    IF steady IS NOT NULL THEN
      WITH ${MOVED}
      INSERT INTO product_word_blocks AS b (word, block, bits)
        SELECT word, ${bitsOf('id')} FROM moved WHERE sign > 0 GROUP BY word, 2 ORDER BY word, 2
        ON CONFLICT (word, block) DO UPDATE SET bits = b.bits | excluded.bits;
      WITH ${MOVED}
      UPDATE product_word_blocks b SET bits = b.bits & ~l.bits
        FROM (SELECT word, ${bitsOf('id')} FROM moved WHERE sign < 0 GROUP BY word, 2) l
        WHERE b.word = l.word AND b.block = l.block;
    END IF;
    FOREACH one IN ARRAY coalesce(risen, '{}') LOOP
      INSERT INTO product_word_blocks AS b (word, block, bits)
        SELECT one, ${bitsOf('p.id')} FROM products p WHERE p.search @@ ${lexemeQuery('one')}
          GROUP BY 2 ORDER BY 2
        ON CONFLICT (word, block) DO UPDATE SET bits = excluded.bits;
    END LOOP;
    IF fallen IS NOT NULL THEN
      DELETE FROM product_word_blocks WHERE word = ANY(fallen);
    END IF;
  END $$`;

/**
 * The matches of a search from the blocks: each group's words ORed per block, the groups
 * ANDed, counted, newest block first, with the bits of the blocks the `depth` newest matches
 * fall in, or of every block when `ranked` or fewer match (to be ranked). A first row with `ok`
 * false says a word keeps no blocks (it is in too few products); a row with no block, that
 * nothing matches. A function, so that each server's connection can keep its statements' plans
 * (migration 20261129-0301 makes it keep them); STABLE, so that they read one snapshot.
 */
export const MATCHES = `
  CREATE FUNCTION product_word_blocks_matches(words text[], groups integer[], depth integer,
    ranked integer)
    RETURNS TABLE (ok boolean, block integer, n integer, bits bit(${BLOCK_IDS}))
    LANGUAGE plpgsql STABLE AS $$
  #variable_conflict use_column
  BEGIN
    IF (SELECT count(*) FROM product_words WHERE word = ANY(words) AND products >= ${FROM})
        < cardinality(ARRAY(SELECT DISTINCT unnest(words))) THEN
      RETURN QUERY SELECT false, NULL::integer, NULL::integer, NULL::bit(${BLOCK_IDS});
      RETURN;
    END IF;
    RETURN QUERY
      WITH per AS (
        SELECT b.block, a.grp, bit_or(b.bits) AS bits
        FROM unnest(words, groups) AS a(word, grp) JOIN product_word_blocks b ON b.word = a.word
        GROUP BY b.block, a.grp),
      counted AS (
        SELECT block, bit_and(bits) AS bits, bit_count(bit_and(bits))::integer AS n FROM per
        GROUP BY block HAVING count(*) = cardinality(ARRAY(SELECT DISTINCT unnest(groups))))
      SELECT true, block, n,
        CASE WHEN sum(n) OVER () <= ranked OR sum(n) OVER (ORDER BY block DESC) - n < depth
          THEN bits END
      FROM counted WHERE n > 0 ORDER BY block DESC;
    IF NOT FOUND THEN
      RETURN QUERY SELECT true, NULL::integer, NULL::integer, NULL::bit(${BLOCK_IDS});
    END IF;
  END $$`;

/** The blocks' part of the statement triggers: the products a statement inserted or deleted. */
const TALLY_BLOCKS = `
    PERFORM product_word_blocks_move(array_agg(word), array_agg(changed.id),
        array_agg(TG_ARGV[0]::integer))
      FROM changed, unnest(tsvector_to_array(changed.search)) AS word`;

/** The blocks' part of the row trigger: every word a product held (-1) and holds (1). */
const RETALLY_BLOCKS = `
    PERFORM product_word_blocks_move(array_agg(word), array_agg(NEW.id), array_agg(sign))
      FROM (SELECT word, 1 AS sign FROM unnest(tsvector_to_array(NEW.search)) AS word
            UNION ALL
            SELECT word, -1 FROM unnest(tsvector_to_array(OLD.search)) AS word) d`;

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
 * PostgreSQL keeps, for each word in BLOCKED_FROM products or more, which products hold it as
 * bits in blocks of BLOCK_IDS ids (decision 0082), so a search of several common words ANDs a
 * few hundred kilobytes instead of intersecting long lists in the GIN index and visiting every
 * match. The word list's triggers keep them, after its counts.
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
    await sequelize.query(BITS_OF);
    await sequelize.query(`
      CREATE FUNCTION ${FROM} RETURNS integer LANGUAGE sql STABLE AS 'SELECT ${BLOCKED_FROM}'`);
    await sequelize.query(MOVE_BLOCKS);
    await sequelize.query(MATCHES);
    await sequelize.query(triggerFunction('product_words_tally', [TALLY_WORDS, TALLY_BLOCKS]));
    await sequelize.query(
      triggerFunction('product_words_retally', [RETALLY_WORDS, RETALLY_BLOCKS]),
    );
    await refillWordBlocks(sequelize);
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query(NEWEST_TALLY);
    await sequelize.query(NEWEST_RETALLY);
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
