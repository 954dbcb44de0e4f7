-- SQLite: a product's new category is copied to its size rows (migration 20261126-1001,
-- decision 0048).
CREATE TRIGGER products_category_to_sizes AFTER UPDATE OF category ON products
  WHEN old.category <> new.category BEGIN
    UPDATE product_sizes SET category = new.category WHERE "productRefId" = new.id;
  END
