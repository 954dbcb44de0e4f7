-- PostgreSQL: product_words_retally when a product's search vector changed (migration 20261127-0201).
CREATE TRIGGER product_words_retallied
  AFTER UPDATE OF "productId", name, "altNames", description ON products
  FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search)
  EXECUTE FUNCTION product_words_retally()
