import type { Migration } from './migration.types';
import { BLOCK_IDS, MATCHES } from './20261129-0201-product-word-blocks';

const SIGNATURE = 'product_word_blocks_matches(text[], integer[], integer, integer)';

/**
 * The matches from the blocks as before (decision 0082), done with less work (decision 0085):
 *
 * - Its statements are planned once per connection. Their plan never depends on the words
 *   (a key look-up per word and block), but PostgreSQL planned them again on every call: about
 *   0.3 ms at a million prints, nearly as long as running them.
 * - Each block's matches are counted first, and the bits are ANDed again only for the blocks
 *   the answer carries (those the page reaches, or all when few enough match to be ranked),
 *   instead of carrying every block's 4,000 bytes through the sort and the running totals.
 */
const LEAN_MATCHES = `
  CREATE FUNCTION product_word_blocks_matches(words text[], groups integer[], depth integer,
    ranked integer)
    RETURNS TABLE (ok boolean, block integer, n integer, bits bit(${BLOCK_IDS}))
    LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
  #variable_conflict use_column
  BEGIN
    IF (SELECT count(*) FROM product_words
        WHERE word = ANY(words) AND products >= product_word_blocks_from())
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
        SELECT block, bit_count(bit_and(bits))::integer AS n FROM per
        GROUP BY block HAVING count(*) = cardinality(ARRAY(SELECT DISTINCT unnest(groups)))),
      placed AS (
        SELECT block, n, sum(n) OVER () AS total, sum(n) OVER (ORDER BY block DESC) - n AS before
        FROM counted WHERE n > 0)
      SELECT true, block, n,
        CASE WHEN placed.total <= ranked OR placed.before < depth THEN (
          SELECT bit_and(g.bits) FROM (
            SELECT bit_or(b.bits) AS bits
            FROM unnest(words, groups) AS a(word, grp)
            JOIN product_word_blocks b ON b.word = a.word AND b.block = placed.block
            GROUP BY a.grp) g) END
      FROM placed ORDER BY block DESC;
    IF NOT FOUND THEN
      RETURN QUERY SELECT true, NULL::integer, NULL::integer, NULL::bit(${BLOCK_IDS});
    END IF;
  END $$`;

export const wordBlocksMatchesPlannedOnce: Migration = {
  name: '20261129-0301-word-blocks-matches-planned-once',
  async up({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query(`DROP FUNCTION ${SIGNATURE}`);
    await sequelize.query(LEAN_MATCHES);
  },
  async down({ sequelize, dialect }) {
    if (dialect !== 'postgres') return;
    await sequelize.query(`DROP FUNCTION ${SIGNATURE}`);
    await sequelize.query(MATCHES);
  },
};
