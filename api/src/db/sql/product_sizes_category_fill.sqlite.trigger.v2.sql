-- SQLite: a size row takes its product's category and price just after it lands, unless its
-- writer supplied them (the bench's fill) (migration 20261126-1103, decisions 0048 and 0051).
CREATE TRIGGER product_sizes_category_fill AFTER INSERT ON product_sizes WHEN new.category = '' OR new."productPriceCents" = 0 BEGIN
    UPDATE product_sizes SET category = (SELECT p.category FROM products p WHERE p.id = new."productRefId"), "productPriceCents" = (SELECT p."priceCents" FROM products p WHERE p.id = new."productRefId")
    WHERE id = new.id;
  END
