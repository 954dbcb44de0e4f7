-- SQLite: a row of products moved to another category moves its count in product_counts (products per category) (migration 20261122-0001).
CREATE TRIGGER product_counts_update AFTER UPDATE OF category ON products
  WHEN old.category <> new.category BEGIN UPDATE product_counts SET n = n - 1 WHERE category = old.category; INSERT INTO product_counts (category, n) VALUES (new.category, 1)
  ON CONFLICT (category) DO UPDATE SET n = product_counts.n + 1; END
