-- PostgreSQL: the blocks kept in step with the word list's counts (migration 20261129-0201,
-- decision 0082).
CREATE OR REPLACE FUNCTION product_word_blocks_move(words text[], ids integer[], signs integer[])
    RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    threshold integer := product_word_blocks_from();
    steady text[];
    risen text[];
    fallen text[];
    one text;
  BEGIN
    SELECT array_agg(c.word) FILTER (WHERE c.was >= threshold AND c.now >= threshold),
           array_agg(c.word) FILTER (WHERE c.was < threshold AND c.now >= threshold),
           array_agg(c.word) FILTER (WHERE c.was >= threshold AND c.now < threshold)
      INTO steady, risen, fallen
      FROM (SELECT m.word, w.products AS now, w.products - sum(m.sign) AS was
            FROM unnest(words, signs) AS m(word, sign) JOIN product_words w ON w.word = m.word
            GROUP BY m.word, w.products) c;
    IF steady IS NOT NULL THEN
      WITH moved AS (
    SELECT word, id, sum(sign) AS sign FROM unnest(words, ids, signs) AS m(word, id, sign)
    WHERE word = ANY(steady) GROUP BY word, id HAVING sum(sign) <> 0)
      INSERT INTO product_word_blocks AS b (word, block, bits)
        SELECT word, (id / 32000) AS block, product_word_bits(array_agg(id % 32000)) AS bits FROM moved WHERE sign > 0 GROUP BY word, 2 ORDER BY word, 2
        ON CONFLICT (word, block) DO UPDATE SET bits = b.bits | excluded.bits;
      WITH moved AS (
    SELECT word, id, sum(sign) AS sign FROM unnest(words, ids, signs) AS m(word, id, sign)
    WHERE word = ANY(steady) GROUP BY word, id HAVING sum(sign) <> 0)
      UPDATE product_word_blocks b SET bits = b.bits & ~l.bits
        FROM (SELECT word, (id / 32000) AS block, product_word_bits(array_agg(id % 32000)) AS bits FROM moved WHERE sign < 0 GROUP BY word, 2) l
        WHERE b.word = l.word AND b.block = l.block;
    END IF;
    FOREACH one IN ARRAY coalesce(risen, '{}') LOOP
      INSERT INTO product_word_blocks AS b (word, block, bits)
        SELECT one, (p.id / 32000) AS block, product_word_bits(array_agg(p.id % 32000)) AS bits FROM products p WHERE p.search @@ CAST('''' || replace(replace(one, '\', '\\'), '''', '''''') || '''' AS tsquery)
          GROUP BY 2 ORDER BY 2
        ON CONFLICT (word, block) DO UPDATE SET bits = excluded.bits;
    END LOOP;
    IF fallen IS NOT NULL THEN
      DELETE FROM product_word_blocks WHERE word = ANY(fallen);
    END IF;
  END $$
