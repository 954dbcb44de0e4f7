-- SQLite: a row removed from orders is taken off order_counts (orders per status) (migration 20261122-0003).
CREATE TRIGGER order_counts_delete AFTER DELETE ON orders BEGIN UPDATE order_counts SET n = n - 1 WHERE status = old.status; END
