-- PostgreSQL: a product's new category is copied to its size rows (migration 20261126-1001,
-- decision 0048).
CREATE OR REPLACE FUNCTION products_category_to_sizes() RETURNS trigger AS $$
  BEGIN
    UPDATE product_sizes SET category = NEW.category WHERE "productRefId" = NEW.id;
    RETURN NULL;
  END $$ LANGUAGE plpgsql
