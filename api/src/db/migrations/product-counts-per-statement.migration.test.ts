import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { addPrint } from '../../test/migration-rows';
import { useEmptyTestDatabase } from '../../test/test-db';
import { createMigrator } from '../migrate';
import { dialectOf } from '../sequelize';

const database = useEmptyTestDatabase();

async function counts(): Promise<Record<string, number>> {
  const rows = await database().query<{ category: string; n: number }>(
    'SELECT category, n FROM product_counts WHERE n <> 0 ORDER BY category',
    { type: QueryTypes.SELECT },
  );
  return Object.fromEntries(rows.map((r) => [r.category, Number(r.n)]));
}

const run = (sql: string) => database().query(sql);

/** Many prints in one statement, as an import or a bulk tool writes them. */
const addMany = (category: string, count: number) =>
  run(`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    INSERT INTO products ("productId", name, "priceCents", "labeledPriceCents", "maxPriceCents",
      category, stock, "createdAt", "updatedAt")
    SELECT '${category.slice(0, 3).toUpperCase()}-' || i, 'A print', 1000, 1000, 1000,
      '${category}', 1, '2026-11-01', '2026-11-01' FROM n`);

describe('migration 20261127-0202-product-counts-per-statement', () => {
  it('keeps each category’s count exact through bulk inserts, moves and deletes', async () => {
    const migrator = createMigrator(database());
    await migrator.up({ to: '20261127-0201-product-word-counts' });
    await addPrint(database(), 'KIT-0', { category: 'Kitchen' });
    await migrator.up();

    await addMany('Kitchen', 2000);
    await addMany('Office', 3);
    expect(await counts()).toEqual({ Kitchen: 2001, Office: 3 });

    // A category written again unchanged moves nothing; a real change moves one.
    await run(`UPDATE products SET category = category WHERE "productId" = 'KIT-0'`);
    await run(`UPDATE products SET category = 'Office' WHERE "productId" IN ('KIT-1', 'KIT-2')`);
    await run(`UPDATE products SET stock = stock + 1`);
    expect(await counts()).toEqual({ Kitchen: 1999, Office: 5 });

    await run(`DELETE FROM products WHERE "productId" LIKE 'KIT-1%' OR "productId" = 'OFF-1'`);
    // KIT-1 (moved to Office) and KIT-10..19, 100..199, 1000..1999: 1 + 10 + 100 + 1000.
    expect(await counts()).toEqual({ Kitchen: 1999 - 1110, Office: 3 });

    if (dialectOf(database()) === 'postgres') {
      // 2,000 prints added in one statement left one version of Kitchen's count, not 2,000.
      const [{ bytes }] = (await database().query<{ bytes: string }>(
        `SELECT pg_relation_size('product_counts') AS bytes`,
        { type: QueryTypes.SELECT },
      )) as [{ bytes: string }];
      expect(Number(bytes)).toBe(8192);
    }

    // Undone: counted row by row again, as exactly.
    await migrator.down({ to: '20261127-0202-product-counts-per-statement' });
    await addMany('Bedroom', 4);
    expect(await counts()).toEqual({ Bedroom: 4, Kitchen: 889, Office: 3 });
  });
});
