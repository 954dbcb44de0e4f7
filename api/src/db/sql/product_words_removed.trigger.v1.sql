-- PostgreSQL: product_words_tally once per statement deleting products (migration 20261127-0201).
CREATE TRIGGER product_words_removed AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_words_tally('-1')
