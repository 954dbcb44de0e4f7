-- PostgreSQL: runs product_words_keep for each product added or whose texts change
-- (migration 20261127-0101; dropped by 20261127-0201).
CREATE TRIGGER product_words_keep
  AFTER INSERT OR UPDATE OF "productId", name, "altNames", description ON products
  FOR EACH ROW EXECUTE FUNCTION product_words_keep()
