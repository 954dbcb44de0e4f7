-- SQLite: a row removed from products is taken off product_counts (products per category) (migration 20261122-0001).
CREATE TRIGGER product_counts_delete AFTER DELETE ON products BEGIN UPDATE product_counts SET n = n - 1 WHERE category = old.category; END
