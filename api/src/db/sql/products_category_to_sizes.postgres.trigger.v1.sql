-- PostgreSQL: runs products_category_to_sizes when a product's category changes (migration
-- 20261126-1001, decision 0048).
CREATE TRIGGER products_category_to_sizes AFTER UPDATE OF category ON products
  FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category)
  EXECUTE FUNCTION products_category_to_sizes()
