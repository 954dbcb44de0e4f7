-- SQLite: a row added to products is counted in product_counts (products per category) (migration 20261122-0001).
CREATE TRIGGER product_counts_insert AFTER INSERT ON products BEGIN INSERT INTO product_counts (category, n) VALUES (new.category, 1)
  ON CONFLICT (category) DO UPDATE SET n = product_counts.n + 1; END
