-- PostgreSQL: runs order_counts_sync for each row of orders added, removed or moved to another status
-- (migration 20261122-0003).
CREATE TRIGGER order_counts_sync AFTER INSERT OR DELETE OR UPDATE OF status
  ON orders FOR EACH ROW EXECUTE FUNCTION order_counts_sync()
