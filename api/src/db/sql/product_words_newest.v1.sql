-- PostgreSQL: a word's newest products (at most 250, NEWEST_KEPT in the search) after some
-- gained the word and some lost it (migration 20261129-0101, decision 0081).
CREATE OR REPLACE FUNCTION product_words_newest(kept integer[], held integer, added integer[],
    gone integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
    SELECT coalesce(array_agg(id ORDER BY id DESC), '{}') FROM (
      SELECT id FROM (
        (SELECT unnest(kept) AS id EXCEPT SELECT unnest(gone))
        UNION
        SELECT unnest(added)
      ) ids
      WHERE cardinality(kept) = held OR id >= kept[cardinality(kept)]
      ORDER BY id DESC LIMIT 250
    ) newest
  $$
