-- SQLite: a product whose texts or translations change is indexed again (migration
-- 20261205-0301, decision 0159).
CREATE TRIGGER products_fts_update AFTER UPDATE OF productId, name, altNames, description,
  translations ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, productId, name, altNames, description, translatedNames, translatedDescriptions)
    VALUES ('delete', old.id, old.productId, old.name, old.altNames, old.description,
      coalesce(json_extract(old.translations, '$.si.name'), '') || ' ' || coalesce(json_extract(old.translations, '$.ta.name'), '') || ' ' || coalesce(json_extract(old.translations, '$.si.altNames'), '') || ' ' || coalesce(json_extract(old.translations, '$.ta.altNames'), ''),
      coalesce(json_extract(old.translations, '$.si.description'), '') || ' ' || coalesce(json_extract(old.translations, '$.ta.description'), ''));
    INSERT INTO products_fts(rowid, productId, name, altNames, description, translatedNames, translatedDescriptions)
    VALUES (new.id, new.productId, new.name, new.altNames, new.description,
      coalesce(json_extract(new.translations, '$.si.name'), '') || ' ' || coalesce(json_extract(new.translations, '$.ta.name'), '') || ' ' || coalesce(json_extract(new.translations, '$.si.altNames'), '') || ' ' || coalesce(json_extract(new.translations, '$.ta.altNames'), ''),
      coalesce(json_extract(new.translations, '$.si.description'), '') || ' ' || coalesce(json_extract(new.translations, '$.ta.description'), ''));
  END
