-- PostgreSQL: runs products_price_to_sizes when a product's price changes (migration
-- 20261126-1103, decision 0051).
CREATE TRIGGER products_price_to_sizes AFTER UPDATE OF "priceCents" ON products
  FOR EACH ROW WHEN (OLD."priceCents" IS DISTINCT FROM NEW."priceCents")
  EXECUTE FUNCTION products_price_to_sizes()
