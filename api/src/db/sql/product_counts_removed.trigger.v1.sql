-- PostgreSQL: takes off the counts the products each statement deleted, once per statement
-- (migration 20261127-0202, decision 0058).
CREATE TRIGGER product_counts_removed AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_tally('-1')
