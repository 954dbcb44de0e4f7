import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { mentionsInBatches } from '../../test/mentions';
import { CHURN_TIMEOUT, churnPrints } from '../../test/print-churn';
import { useEmptyTestDatabase } from '../../test/test-db';
import { createMigrator } from '../migrate';
import { NEWEST_KEPT } from '../../modules/products/search/postgres/newest-of-word';

const database = useEmptyTestDatabase();

const run = (sql: string, replacements: Record<string, unknown> = {}) =>
  database().query(sql, { replacements });

/** `count` prints whose descriptions mention `words`, in one statement. */
const addPrints = mentionsInBatches(database);

interface Listed {
  word: string;
  newest: number[];
  products: number;
  /** Every product holding the word, newest first, read from the products themselves. */
  holders: number[];
}

async function listed(): Promise<Listed[]> {
  const rows = await database().query<Listed>(
    `SELECT w.word, w.newest, w.products,
       coalesce((SELECT array_agg(p.id ORDER BY p.id DESC) FROM products p
                 WHERE tsvector_to_array(p.search) @> ARRAY[w.word]), '{}') AS holders
     FROM product_words w ORDER BY w.word`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({ ...r, products: Number(r.products) }));
}

/** Each word keeps the newest of its holders, at most NEWEST_KEPT, and counts them all. */
async function expectNewestOfEveryWord(full: boolean) {
  for (const w of await listed()) {
    const label = `"${w.word}"`;
    expect(w.products, label).toBe(w.holders.length);
    expect(w.newest.length, label).toBeLessThanOrEqual(NEWEST_KEPT);
    expect(w.newest, label).toEqual(w.holders.slice(0, w.newest.length));
    // With nothing taken away, as many as can be kept are.
    if (full) expect(w.newest.length, label).toBe(Math.min(NEWEST_KEPT, w.holders.length));
  }
}

describe('migration 20261129-0101-product-words-newest', () => {
  it(
    "keeps each word's newest products through inserts, renames and deletes",
    async () => {
      const migrator = createMigrator(database());
      await migrator.up({ to: '20261128-0001-shop-check' });
      await addPrints('Lotus Pond', 200);
      await addPrints('Lotus Temple', 80);
      await addPrints('Harbour', 3);
      await migrator.up();
      // Filled from the products already there: "lotus" keeps 250 of its 280.
      await expectNewestOfEveryWord(true);
      const lotus = (await listed()).find((w) => w.word === 'lotus');
      expect(lotus?.newest.length).toBe(NEWEST_KEPT);

      // Inserts (one statement each) and renames that only add words keep the list full.
      await addPrints('Golden Lotus', 30);
      await run(`UPDATE products SET name = name || ' Velvet' WHERE id % 7 = 0`);
      await run(
        `UPDATE products SET description = 'Mentions Lotus Harbour' WHERE description = 'Mentions Harbour'`,
      );
      await run(`UPDATE products SET stock = stock + 1`);
      await expectNewestOfEveryWord(true);

      // Then any mix: the list may come up short, never wrong.
      await churnPrints(database(), {
        seed: 15,
        steps: 40,
        addPrints,
        check: () => expectNewestOfEveryWord(false),
      });

      // Undone: no list of the newest, and the counts are still kept.
      await migrator.down({ to: '20261129-0101-product-words-newest' });
      await addPrints('Crimson', 2);
      const [crimson] = await database().query<{ products: number }>(
        `SELECT products FROM product_words WHERE word = 'crimson'`,
        { type: QueryTypes.SELECT },
      );
      expect(Number(crimson?.products)).toBe(2);
      const columns = await database().query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'product_words'`,
        { type: QueryTypes.SELECT },
      );
      expect(columns.map((c) => c.column_name).sort()).toEqual(['products', 'word']);
    },
    CHURN_TIMEOUT,
  );
});
