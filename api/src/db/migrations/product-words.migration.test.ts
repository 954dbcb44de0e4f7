import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { addPrint } from '../../test/migration-rows';
import { useEmptyTestDatabase } from '../../test/test-db';
import { createMigrator } from '../migrate';
import { dialectOf } from '../sequelize';

const database = useEmptyTestDatabase();

async function words(): Promise<string[]> {
  const rows = await database().query<{ word: string }>(
    'SELECT word FROM product_words ORDER BY word',
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.word);
}

const rename = (productId: string, name: string) =>
  database().query(`UPDATE products SET name = :name WHERE "productId" = :productId`, {
    replacements: { productId, name },
  });

describe('migration 20261127-0101-product-words', () => {
  it("keeps every word of the catalogue's texts on PostgreSQL, and adds nothing on SQLite", async () => {
    const migrator = createMigrator(database());
    await migrator.up({ to: '20261126-1103-product-sizes-product-price' });
    await addPrint(database(), 'LOTUS-1');
    await rename('LOTUS-1', 'Lotus Pond');
    await migrator.up();

    if (dialectOf(database()) !== 'postgres') {
      // SQLite's search reads the words of its own index (products_fts_words).
      await expect(words()).rejects.toThrow(/product_words/);
      return;
    }
    // The words already there, from the productId and the name, as PostgreSQL's parser reads
    // them ("LOTUS-1" is the word "lotus" and the number "-1").
    expect(await words()).toEqual(['-1', 'lotus', 'pond']);

    // A product added, and a name changed, by plain SQL as any tool would write them.
    await addPrint(database(), 'TEMPLE-2');
    await rename('TEMPLE-2', 'Kandy Temple');
    await rename('LOTUS-1', 'Golden Lotus');
    expect(await words()).toEqual([
      '-1',
      '-2',
      'a',
      'golden',
      'kandy',
      'lotus',
      'pond',
      'print',
      'temple',
    ]);

    // Undone: no table, no trigger; products are written as before.
    await migrator.down({ to: '20261127-0101-product-words' });
    await addPrint(database(), 'LOTUS-3');
    await expect(words()).rejects.toThrow(/product_words/);
  });
});
