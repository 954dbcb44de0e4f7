-- PostgreSQL: a product moved to another category moves its count (migration 20261127-0202,
-- decision 0058).
CREATE OR REPLACE FUNCTION product_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE product_counts SET n = n - 1 WHERE category = OLD.category;
    INSERT INTO product_counts AS c (category, n) VALUES (NEW.category, 1)
      ON CONFLICT (category) DO UPDATE SET n = c.n + 1;
    RETURN NULL;
  END $$
