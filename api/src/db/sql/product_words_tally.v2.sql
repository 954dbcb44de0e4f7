-- PostgreSQL statement triggers: word counts and each word's newest 250 products
-- (migration 20261129-0101, decision 0081).
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
    RETURN NULL;
  END $$
