-- PostgreSQL: runs order_counts_spread for each order added, removed or moved to another
-- status (migration 20261127-0301, decision 0060).
CREATE TRIGGER order_counts_spread AFTER INSERT OR DELETE OR UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION order_counts_spread()
