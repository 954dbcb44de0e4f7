-- PostgreSQL: keeps product_counts (products per category) exact, one products row at a time (migration 20261122-0001).
CREATE OR REPLACE FUNCTION product_counts_sync() RETURNS trigger AS $$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN UPDATE product_counts SET n = n - 1 WHERE category = OLD.category; END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN INSERT INTO product_counts (category, n) VALUES (NEW.category, 1)
      ON CONFLICT (category) DO UPDATE SET n = product_counts.n + 1; END IF;
    RETURN NULL;
  END $$ LANGUAGE plpgsql
