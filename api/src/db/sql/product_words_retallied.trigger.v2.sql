-- PostgreSQL: product_words_retally when a product's search vector changed, its translations
-- included (migration 20261205-0301).
CREATE TRIGGER product_words_retallied
  AFTER UPDATE OF "productId", name, "altNames", description, translations ON products
  FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search)
  EXECUTE FUNCTION product_words_retally()
