-- PostgreSQL: runs product_counts_sync for each row of products added, removed or moved to another category
-- (migration 20261122-0001).
CREATE TRIGGER product_counts_sync AFTER INSERT OR DELETE OR UPDATE OF category
  ON products FOR EACH ROW EXECUTE FUNCTION product_counts_sync()
