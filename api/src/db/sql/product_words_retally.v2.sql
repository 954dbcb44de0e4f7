-- PostgreSQL row trigger: word counts and each word's newest 250 products for a product's
-- changed texts (migration 20261129-0101, decision 0081).
CREATE OR REPLACE FUNCTION product_words_retally() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO product_words AS w (word, products, newest)
      SELECT word, sum(delta), ARRAY[NEW.id] FROM (
          SELECT word, 1 AS delta FROM unnest(tsvector_to_array(NEW.search)) AS word
          UNION ALL
          SELECT word, -1 FROM unnest(tsvector_to_array(OLD.search)) AS word
        ) d
        GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
      ON CONFLICT (word) DO UPDATE SET
        products = w.products + excluded.products,
        newest = CASE WHEN excluded.products > 0
          THEN product_words_newest(w.newest, w.products, excluded.newest, '{}')
          ELSE product_words_newest(w.newest, w.products, '{}', excluded.newest) END;
    RETURN NULL;
  END $$
