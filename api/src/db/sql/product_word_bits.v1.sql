-- PostgreSQL: a block's bits (32,000 ids, BLOCK_IDS in the search) from the positions set in it
-- (migration 20261129-0201, decision 0082).
CREATE OR REPLACE FUNCTION product_word_bits(positions integer[]) RETURNS bit(32000)
    LANGUAGE sql IMMUTABLE AS $$
    SELECT rpad(coalesce(string_agg(lpad('1', p - before, '0'), '' ORDER BY p), ''),
                32000, '0')::bit(32000)
    FROM (SELECT p, lag(p, 1, -1) OVER (ORDER BY p) AS before
          FROM (SELECT DISTINCT unnest(positions) AS p) d) runs
  $$
