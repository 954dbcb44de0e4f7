-- SQLite: a product removed is taken out of the search index, its translated texts with it
-- (migration 20261205-0301, decision 0159).
CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, productId, name, altNames, description, translatedNames, translatedDescriptions)
    VALUES ('delete', old.id, old.productId, old.name, old.altNames, old.description,
      coalesce(json_extract(old.translations, '$.si.name'), '') || ' ' || coalesce(json_extract(old.translations, '$.ta.name'), '') || ' ' || coalesce(json_extract(old.translations, '$.si.altNames'), '') || ' ' || coalesce(json_extract(old.translations, '$.ta.altNames'), ''),
      coalesce(json_extract(old.translations, '$.si.description'), '') || ' ' || coalesce(json_extract(old.translations, '$.ta.description'), ''));
  END
