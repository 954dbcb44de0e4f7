-- SQLite: a product's new price is copied to its size rows (migration 20261126-1103,
-- decision 0051).
CREATE TRIGGER products_price_to_sizes AFTER UPDATE OF "priceCents" ON products
  WHEN old."priceCents" <> new."priceCents" BEGIN
    UPDATE product_sizes SET "productPriceCents" = new."priceCents"
    WHERE "productRefId" = new.id;
  END
