-- PostgreSQL: a search's matches from the blocks (migration 20261129-0201, decision 0082).
-- Replaced by v2.
CREATE OR REPLACE FUNCTION product_word_blocks_matches(words text[], groups integer[], depth integer,
    ranked integer)
    RETURNS TABLE (ok boolean, block integer, n integer, bits bit(32000))
    LANGUAGE plpgsql STABLE AS $$
  #variable_conflict use_column
  BEGIN
    IF (SELECT count(*) FROM product_words WHERE word = ANY(words) AND products >= product_word_blocks_from())
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
        SELECT block, bit_and(bits) AS bits, bit_count(bit_and(bits))::integer AS n FROM per
        GROUP BY block HAVING count(*) = cardinality(ARRAY(SELECT DISTINCT unnest(groups))))
      SELECT true, block, n,
        CASE WHEN sum(n) OVER () <= ranked OR sum(n) OVER (ORDER BY block DESC) - n < depth
          THEN bits END
      FROM counted WHERE n > 0 ORDER BY block DESC;
    IF NOT FOUND THEN
      RETURN QUERY SELECT true, NULL::integer, NULL::integer, NULL::bit(32000);
    END IF;
  END $$
