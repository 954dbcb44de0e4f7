-- SQLite: a product removed is taken out of the search index (migration 20261121-0002).
CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, productId, name, altNames, description)
    VALUES ('delete', old.id, old.productId, old.name, old.altNames, old.description);
  END
