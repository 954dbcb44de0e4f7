-- SQLite: a size row takes its product's category just after it lands, as SQLite cannot change
-- NEW in a BEFORE trigger (migration 20261126-1001, decision 0048).
CREATE TRIGGER product_sizes_category_fill AFTER INSERT ON product_sizes BEGIN
    UPDATE product_sizes SET category = (SELECT p.category FROM products p WHERE p.id = new."productRefId") WHERE id = new.id;
  END
