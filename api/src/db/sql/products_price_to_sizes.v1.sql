-- PostgreSQL: a product's new price is copied to its size rows (migration 20261126-1103,
-- decision 0051).
CREATE OR REPLACE FUNCTION products_price_to_sizes() RETURNS trigger AS $$
  BEGIN
    UPDATE product_sizes SET "productPriceCents" = NEW."priceCents"
    WHERE "productRefId" = NEW.id;
    RETURN NULL;
  END $$ LANGUAGE plpgsql
