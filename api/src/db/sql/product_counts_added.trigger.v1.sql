-- PostgreSQL: counts the products each statement inserted, once per statement (migration
-- 20261127-0202, decision 0058).
CREATE TRIGGER product_counts_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_tally('1')
