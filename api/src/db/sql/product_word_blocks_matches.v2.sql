-- PostgreSQL: a search's matches from the blocks, planned once per connection, bits carried
-- only for the blocks answered with (migration 20261129-0301, decision 0085).
CREATE OR REPLACE FUNCTION product_word_blocks_matches(words text[], groups integer[], depth integer,
    ranked integer)
    RETURNS TABLE (ok boolean, block integer, n integer, bits bit(32000))
    LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
  #variable_conflict use_column
  BEGIN
    IF (SELECT count(*) FROM product_words
        WHERE word = ANY(words) AND products >= product_word_blocks_from())
        < cardinality(ARRAY(SELECT DISTINCT unnest(words))) THEN
      RETURN QUERY SELECT false, NULL::integer, NULL::integer, NULL::bit(32000);
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
      RETURN QUERY SELECT true, NULL::integer, NULL::integer, NULL::bit(32000);
    END IF;
  END $$
