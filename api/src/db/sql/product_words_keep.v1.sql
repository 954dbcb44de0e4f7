-- PostgreSQL: adds a product's words to the word list (migration 20261127-0101, decision 0054).
-- Replaced by product_words_tally and product_words_retally from migration 20261127-0201.
CREATE OR REPLACE FUNCTION product_words_keep() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO product_words (word)
      SELECT w FROM unnest(tsvector_to_array(NEW.search)) AS w ORDER BY w
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$
