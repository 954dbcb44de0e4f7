-- SQLite: a product whose texts change is indexed again (migration 20261121-0002).
CREATE TRIGGER products_fts_update AFTER UPDATE OF productId, name, altNames, description
  ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, productId, name, altNames, description)
    VALUES ('delete', old.id, old.productId, old.name, old.altNames, old.description);
    INSERT INTO products_fts(rowid, productId, name, altNames, description) VALUES (new.id, new.productId, new.name, new.altNames, new.description);
  END
