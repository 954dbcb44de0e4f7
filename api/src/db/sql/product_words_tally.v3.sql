-- PostgreSQL statement triggers: word counts, newest products, and the common words' blocks
-- (migration 20261129-0201, decision 0082).
CREATE OR REPLACE FUNCTION product_words_tally() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO product_words AS w (word, products, newest)
      SELECT word, TG_ARGV[0]::integer * count(*), CASE WHEN TG_ARGV[0] = '1'
          THEN (array_agg(changed.id ORDER BY changed.id DESC))[1:250]
          ELSE array_agg(changed.id) END
        FROM changed, unnest(tsvector_to_array(changed.search)) AS word
        GROUP BY word ORDER BY word
      ON CONFLICT (word) DO UPDATE SET
        products = w.products + excluded.products,
        newest = CASE WHEN excluded.products > 0
          THEN product_words_newest(w.newest, w.products, excluded.newest, '{}')
          ELSE product_words_newest(w.newest, w.products, '{}', excluded.newest) END;
    PERFORM product_word_blocks_move(array_agg(word), array_agg(changed.id),
        array_agg(TG_ARGV[0]::integer))
      FROM changed, unnest(tsvector_to_array(changed.search)) AS word;
    RETURN NULL;
  END $$
