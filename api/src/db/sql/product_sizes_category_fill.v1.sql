-- PostgreSQL: a size row takes its product's category before it is written (migration
-- 20261126-1001, decision 0048).
CREATE OR REPLACE FUNCTION product_sizes_category_fill() RETURNS trigger AS $$
  BEGIN
    NEW.category := (SELECT p.category FROM products p WHERE p.id = NEW."productRefId");
    RETURN NEW;
  END $$ LANGUAGE plpgsql
