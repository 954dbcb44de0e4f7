-- PostgreSQL statement triggers: the word counts of the products a statement inserted ('1')
-- or deleted ('-1') (migration 20261127-0201, decision 0057).
CREATE OR REPLACE FUNCTION product_words_tally() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO product_words AS w (word, products)
      SELECT word, TG_ARGV[0]::integer * count(*)
        FROM changed, unnest(tsvector_to_array(changed.search)) AS word
        GROUP BY word ORDER BY word
      ON CONFLICT (word) DO UPDATE SET products = w.products + excluded.products;
    RETURN NULL;
  END $$
