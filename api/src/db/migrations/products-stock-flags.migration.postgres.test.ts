import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '@wallart/domain';
import { addPrint, updatesInPlace } from '../../test/migration-rows';
import { useEmptyTestDatabase } from '../../test/test-db';
import { createMigrator } from '../migrate';

const database = useEmptyTestDatabase();

const select = <T extends object>(sql: string) =>
  database().query<T>(sql, { type: QueryTypes.SELECT });

/** Each print's flags, by productId. */
async function flags(): Promise<Record<string, { inStock: boolean; lowStock: number | null }>> {
  const rows = await select<{ productId: string; inStock: boolean; lowStock: number | null }>(
    'SELECT "productId", "inStock", "lowStock" FROM products ORDER BY "productId"',
  );
  return Object.fromEntries(
    rows.map((r) => [r.productId, { inStock: r.inStock, lowStock: r.lowStock }]),
  );
}

/** Whether taking one print of `productId`'s stock, as an order does, is a HOT update. */
const takingStockIsHot = (productId: string) =>
  updatesInPlace(
    database(),
    'products',
    `UPDATE products SET stock = stock - 1 WHERE "productId" = '${productId}'`,
  );

const setStock = (productId: string, stock: number) =>
  database().query(`UPDATE products SET stock = :stock WHERE "productId" = :productId`, {
    replacements: { productId, stock },
  });

describe('migration 20261127-0302-products-stock-flags', () => {
  it('flags stock in and at the low-stock line, and an order’s stock change enters no index', async () => {
    const migrator = createMigrator(database());
    await migrator.up({ to: '20261127-0301-order-counts-spread' });
    await addPrint(database(), 'PLENTY');
    await setStock('PLENTY', 40);
    // Before: stock is indexed, so taking some writes a new version into every index.
    expect(await takingStockIsHot('PLENTY')).toBe(false);
    await migrator.up();

    await addPrint(database(), 'AT-LINE');
    await addPrint(database(), 'ABOVE-LINE');
    await addPrint(database(), 'SOLD-OUT');
    await setStock('AT-LINE', LOW_STOCK_THRESHOLD);
    await setStock('ABOVE-LINE', LOW_STOCK_THRESHOLD + 1);
    await setStock('SOLD-OUT', 0);
    expect(await flags()).toEqual({
      'ABOVE-LINE': { inStock: true, lowStock: null },
      'AT-LINE': { inStock: true, lowStock: LOW_STOCK_THRESHOLD },
      PLENTY: { inStock: true, lowStock: null },
      'SOLD-OUT': { inStock: false, lowStock: 0 },
    });
    expect(await takingStockIsHot('PLENTY')).toBe(true);

    // The in-stock count and the low-stock list are read through their indexes.
    await database().query('ANALYZE products');
    await database().query('SET enable_seqscan = off');
    const plan = async (sql: string) =>
      (await select<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`)).map((r) => r['QUERY PLAN']);
    expect((await plan(`SELECT 1 FROM products p WHERE p."inStock"`)).join('\n')).toMatch(
      /products_in_stock/,
    );
    expect(
      (
        await plan(
          `SELECT 1 FROM products WHERE "lowStock" IS NOT NULL ORDER BY "lowStock" LIMIT 5`,
        )
      ).join('\n'),
    ).toMatch(/products_low_stock/);
    await database().query('RESET enable_seqscan');

    await migrator.down({ to: '20261127-0302-products-stock-flags' });
    const columns = await select<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'products' AND column_name IN ('inStock', 'lowStock')`,
    );
    expect(columns).toEqual([]);
    expect(await takingStockIsHot('PLENTY')).toBe(false);
  });
});
