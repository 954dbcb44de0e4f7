import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { mentionsInBatches } from '../../test/mentions';
import { CHURN_TIMEOUT, churnPrints } from '../../test/print-churn';
import { useEmptyTestDatabase } from '../../test/test-db';
import { createMigrator } from '../migrate';
import { BLOCK_IDS } from '../../modules/products/search/postgres/word-blocks';
import { refillWordBlocks } from './20261129-0201-product-word-blocks';

const database = useEmptyTestDatabase();

const run = (sql: string, replacements: Record<string, unknown> = {}) =>
  database().query(sql, { replacements });

/** `count` prints whose descriptions mention `words`, in one statement. */
const addPrints = mentionsInBatches(database);

/** Words in this many products or more keep blocks here, so that a few dozen prints cross it. */
const BLOCKED_FROM = 40;

interface Word {
  word: string;
  products: number;
  /** Every product holding the word, read from the products themselves. */
  holders: number[];
  /** The products its blocks' bits say hold it, or null when it has no blocks. */
  blocked: number[] | null;
}

async function words(): Promise<Word[]> {
  const rows = await database().query<Word>(
    `SELECT w.word, w.products,
       coalesce((SELECT array_agg(p.id ORDER BY p.id) FROM products p
                 WHERE tsvector_to_array(p.search) @> ARRAY[w.word]), '{}') AS holders,
       (SELECT coalesce(array_agg(b.block * ${BLOCK_IDS} + n ORDER BY b.block, n)
                 FILTER (WHERE get_bit(b.bits, n) = 1), '{}')
        FROM product_word_blocks b, generate_series(0, ${BLOCK_IDS - 1}) n
        WHERE b.word = w.word HAVING count(*) > 0) AS blocked
     FROM product_words w ORDER BY w.word`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({ ...r, products: Number(r.products) }));
}

/** A word in BLOCKED_FROM products or more has blocks holding exactly them; any other none. */
async function expectBlocksOfEveryWord() {
  const all = await words();
  for (const w of all) {
    const label = `"${w.word}" in ${w.products}`;
    expect(w.products, label).toBe(w.holders.length);
    expect(w.blocked, label).toEqual(w.products >= BLOCKED_FROM ? w.holders : null);
  }
  return all;
}

describe('migration 20261129-0201-product-word-blocks', () => {
  it(
    "keeps each common word's blocks through inserts, renames and deletes",
    async () => {
      const migrator = createMigrator(database());
      await migrator.up({ to: '20261129-0101-product-words-newest' });
      await addPrints('Lotus Pond', 30);
      await addPrints('Lotus Temple', 20);
      await addPrints('Harbour', 3);
      await migrator.up();
      await run(
        `CREATE OR REPLACE FUNCTION product_word_blocks_from() RETURNS integer
         LANGUAGE sql STABLE AS 'SELECT ${BLOCKED_FROM}'`,
      );
      await refillWordBlocks(database());
      // "lotus" (50 prints) and the words every print holds have blocks; "pond" (30) has none.
      const filled = await expectBlocksOfEveryWord();
      const blocked = (word: string) => filled.find((w) => w.word === word)?.blocked?.length;
      expect(blocked('lotus')).toBe(50);
      expect(blocked('pond')).toBeUndefined();

      // Ids past the first block, so that words hold products in several.
      await run(`SELECT setval(pg_get_serial_sequence('products', 'id'), ${BLOCK_IDS - 20})`);
      // "pond" comes to 40 in one insert, "harbour" by renames; "temple" drops below by deletes.
      await addPrints('Pond', 10);
      await run(`UPDATE products SET name = name || ' Harbour' WHERE id % 2 = 0`);
      await run(`DELETE FROM products WHERE "productId" LIKE 'P2-%' AND id % 3 = 0`);
      await addPrints('Lotus Temple', 25);
      await run(`UPDATE products SET stock = stock + 1`);
      await expectBlocksOfEveryWord();

      await churnPrints(database(), {
        seed: 29,
        steps: 40,
        addPrints,
        check: () => expectBlocksOfEveryWord(),
      });

      // Undone: no blocks, and the word list is still kept.
      await migrator.down({ to: '20261129-0201-product-word-blocks' });
      await addPrints('Crimson', 2);
      const [crimson] = await database().query<{ products: number; newest: number[] }>(
        `SELECT products, newest FROM product_words WHERE word = 'crimson'`,
        { type: QueryTypes.SELECT },
      );
      expect(Number(crimson?.products)).toBe(2);
      expect(crimson?.newest).toHaveLength(2);
      const [table] = await database().query<{ t: string | null }>(
        `SELECT to_regclass('product_word_blocks') AS t`,
        { type: QueryTypes.SELECT },
      );
      expect(table?.t).toBeNull();
    },
    CHURN_TIMEOUT,
  );
});
