-- PostgreSQL: fills a size row's copies of its product's columns on every insert and move to
-- another product (migration 20261126-1001, decision 0048).
CREATE TRIGGER product_sizes_category_fill BEFORE INSERT OR UPDATE OF "productRefId"
  ON product_sizes FOR EACH ROW EXECUTE FUNCTION product_sizes_category_fill()
