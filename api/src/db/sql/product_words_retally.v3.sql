-- PostgreSQL row trigger: word counts, newest products and blocks for a product's changed
-- texts (migration 20261129-0201, decision 0082).
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
    PERFORM product_word_blocks_move(array_agg(word), array_agg(NEW.id), array_agg(sign))
      FROM (SELECT word, 1 AS sign FROM unnest(tsvector_to_array(NEW.search)) AS word
            UNION ALL
            SELECT word, -1 FROM unnest(tsvector_to_array(OLD.search)) AS word) d;
    RETURN NULL;
  END $$
