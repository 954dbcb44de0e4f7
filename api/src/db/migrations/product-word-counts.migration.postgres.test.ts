import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { addPrint } from '../../test/migration-rows';
import { useEmptyTestDatabase } from '../../test/test-db';
import { createMigrator } from '../migrate';

const database = useEmptyTestDatabase();

/** Each word of the list with how many products hold it, the words at zero left out. */
async function counts(): Promise<Record<string, number>> {
  const rows = await database().query<{ word: string; products: number }>(
    'SELECT word, products FROM product_words WHERE products <> 0 ORDER BY word',
    { type: QueryTypes.SELECT },
  );
  return Object.fromEntries(rows.map((r) => [r.word, Number(r.products)]));
}

const run = (sql: string, replacements: Record<string, unknown> = {}) =>
  database().query(sql, { replacements });

describe('migration 20261127-0201-product-word-counts', () => {
  it('counts the products holding each word through inserts, renames, stock changes and deletes', async () => {
    const migrator = createMigrator(database());
    await migrator.up({ to: '20261127-0101-product-words' });
    await addPrint(database(), 'LOTUS-1');
    await addPrint(database(), 'LOTUS-2');
    await run(`UPDATE products SET name = 'Lotus Pond' WHERE "productId" = 'LOTUS-1'`);
    await migrator.up();
    // Counted from the products already there.
    expect(await counts()).toEqual({ '-1': 1, '-2': 1, a: 1, lotus: 2, pond: 1, print: 1 });

    // One statement adding two products counts each word once per product that holds it,
    // however often ("temple" is in both the code and the name).
    await run(`
      INSERT INTO products ("productId", name, "priceCents", "labeledPriceCents", "maxPriceCents",
        category, stock, "createdAt", "updatedAt")
      SELECT p, 'Lotus Temple', 1000, 1000, 1000, 'Kitchen', 1, now(), now()
      FROM unnest(ARRAY['TEMPLE-3', 'TEMPLE-4']) AS p`);
    // A rename moves the words it changes; a stock change moves none.
    await run(`UPDATE products SET name = 'Golden Lotus' WHERE "productId" = 'LOTUS-1'`);
    await run(`UPDATE products SET stock = stock + 5`);
    expect(await counts()).toEqual({
      '-1': 1,
      '-2': 1,
      '-3': 1,
      '-4': 1,
      a: 1,
      golden: 1,
      lotus: 4,
      print: 1,
      temple: 2,
    });

    // Deleted products take their words' counts with them.
    await run(`DELETE FROM products WHERE "productId" IN ('TEMPLE-3', 'LOTUS-2')`);
    expect(await counts()).toEqual({ '-1': 1, '-4': 1, golden: 1, lotus: 2, temple: 1 });

    // Undone: the list is back to words alone, kept by the earlier trigger.
    await migrator.down({ to: '20261127-0201-product-word-counts' });
    await addPrint(database(), 'HARBOUR-5');
    const words = await database().query<{ word: string }>(
      `SELECT word FROM product_words WHERE word = 'harbour'`,
      { type: QueryTypes.SELECT },
    );
    expect(words).toHaveLength(1);
  });
});
