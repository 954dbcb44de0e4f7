-- SQLite: a row added to orders is counted in order_counts (orders per status) (migration 20261122-0003).
CREATE TRIGGER order_counts_insert AFTER INSERT ON orders BEGIN INSERT INTO order_counts (status, n) VALUES (new.status, 1)
  ON CONFLICT (status) DO UPDATE SET n = order_counts.n + 1; END
