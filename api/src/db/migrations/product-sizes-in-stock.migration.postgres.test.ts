import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { addPrint, addSize, updatesInPlace } from '../../test/migration-rows';
import { useEmptyTestDatabase } from '../../test/test-db';
import { createMigrator } from '../migrate';

const database = useEmptyTestDatabase();

const select = <T extends object>(sql: string) =>
  database().query<T>(sql, { type: QueryTypes.SELECT });

/** Taking one print of the size's stock, as an order does: a HOT update or not. */
const takingStockIsHot = () =>
  updatesInPlace(
    database(),
    'product_sizes',
    `UPDATE product_sizes SET stock = stock - 1 WHERE size = 'Size 1'`,
  );

describe('migration 20261127-0303-product-sizes-in-stock', () => {
  it('flags a size in stock, and an order’s stock change enters none of its indexes', async () => {
    const migrator = createMigrator(database());
    await migrator.up({ to: '20261127-0302-products-stock-flags' });
    await addPrint(database(), 'LOTUS');
    await addSize(database(), 'LOTUS', 1);
    await addSize(database(), 'LOTUS', 2);
    await database().query(`UPDATE product_sizes SET stock = 40 WHERE size = 'Size 1'`);
    await database().query(`UPDATE product_sizes SET stock = 0 WHERE size = 'Size 2'`);
    expect(await takingStockIsHot()).toBe(false);
    await migrator.up();

    expect(
      await select<{ size: string; inStock: boolean }>(
        'SELECT size, "inStock" FROM product_sizes ORDER BY size',
      ),
    ).toEqual([
      { size: 'Size 1', inStock: true },
      { size: 'Size 2', inStock: false },
    ]);
    expect(await takingStockIsHot()).toBe(true);

    // The list's "in stock" price filter reads the flag from the price index.
    await database().query('SET enable_seqscan = off');
    const plan = (
      await select<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT s."productRefId" FROM product_sizes s
         WHERE s."priceCents" >= 1000 AND s."priceCents" <= 500000 AND s."inStock"`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/product_sizes_price/);
    await database().query('RESET enable_seqscan');

    await migrator.down({ to: '20261127-0303-product-sizes-in-stock' });
    expect(await takingStockIsHot()).toBe(false);
    const [stockIndex] = await select<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'product_sizes_price'`,
    );
    expect(stockIndex?.indexdef).toContain('("priceCents", stock, "productRefId")');
  });
});
