-- SQLite: a row of orders moved to another status moves its count in order_counts (orders per status) (migration 20261122-0003).
CREATE TRIGGER order_counts_update AFTER UPDATE OF status ON orders
  WHEN old.status <> new.status BEGIN UPDATE order_counts SET n = n - 1 WHERE status = old.status; INSERT INTO order_counts (status, n) VALUES (new.status, 1)
  ON CONFLICT (status) DO UPDATE SET n = order_counts.n + 1; END
