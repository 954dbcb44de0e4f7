-- SQLite: a product added is added to the search index, its Sinhala and Tamil texts with it
-- (migration 20261205-0301, decision 0159).
CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_fts(rowid, productId, name, altNames, description, translatedNames, translatedDescriptions)
    VALUES (new.id, new.productId, new.name, new.altNames, new.description,
      coalesce(json_extract(new.translations, '$.si.name'), '') || ' ' || coalesce(json_extract(new.translations, '$.ta.name'), '') || ' ' || coalesce(json_extract(new.translations, '$.si.altNames'), '') || ' ' || coalesce(json_extract(new.translations, '$.ta.altNames'), ''),
      coalesce(json_extract(new.translations, '$.si.description'), '') || ' ' || coalesce(json_extract(new.translations, '$.ta.description'), ''));
  END
