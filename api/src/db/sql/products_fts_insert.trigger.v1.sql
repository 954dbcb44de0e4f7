-- SQLite: a product added is added to the search index (migration 20261121-0002, decision 0009).
CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_fts(rowid, productId, name, altNames, description) VALUES (new.id, new.productId, new.name, new.altNames, new.description);
  END
