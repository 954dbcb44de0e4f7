-- PostgreSQL: a size row takes its product's category and price before it is written
-- (migration 20261126-1103, decisions 0048 and 0051).
CREATE OR REPLACE FUNCTION product_sizes_category_fill() RETURNS trigger AS $$
  BEGIN
    NEW.category := (SELECT p.category FROM products p WHERE p.id = NEW."productRefId");
    NEW."productPriceCents" := (SELECT p."priceCents" FROM products p WHERE p.id = NEW."productRefId");
    RETURN NEW;
  END $$ LANGUAGE plpgsql
