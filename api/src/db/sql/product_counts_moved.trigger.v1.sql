-- PostgreSQL: runs product_counts_move when a product's category really changed (migration
-- 20261127-0202, decision 0058).
CREATE TRIGGER product_counts_moved AFTER UPDATE OF category ON products
  FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category)
  EXECUTE FUNCTION product_counts_move()
