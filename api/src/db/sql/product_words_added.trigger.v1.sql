-- PostgreSQL: product_words_tally once per statement inserting products (migration 20261127-0201).
CREATE TRIGGER product_words_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_words_tally('1')
