-- PostgreSQL row trigger: the counts of the words a product's texts gained or lost
-- (migration 20261127-0201, decision 0057).
CREATE OR REPLACE FUNCTION product_words_retally() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO product_words AS w (word, products)
      SELECT word, sum(delta) FROM (
          SELECT word, 1 AS delta FROM unnest(tsvector_to_array(NEW.search)) AS word
          UNION ALL
          SELECT word, -1 FROM unnest(tsvector_to_array(OLD.search)) AS word
        ) d
        GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
      ON CONFLICT (word) DO UPDATE SET products = w.products + excluded.products;
    RETURN NULL;
  END $$
