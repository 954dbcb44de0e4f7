-- PostgreSQL statement triggers: the category counts of the products a statement inserted
-- ('1') or deleted ('-1'), written once per category (migration 20261127-0202, decision 0058).
CREATE OR REPLACE FUNCTION product_counts_tally() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO product_counts AS c (category, n)
      SELECT category, TG_ARGV[0]::integer * count(*) FROM changed
      GROUP BY category ORDER BY category
      ON CONFLICT (category) DO UPDATE SET n = c.n + excluded.n;
    RETURN NULL;
  END $$
