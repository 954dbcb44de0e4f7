import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { useEmptyTestDatabase } from '../../test/test-db';
import { addPrint as addPrintRow, addSize as addSizeRow } from '../../test/migration-rows';
import { createMigrator } from '../migrate';

const database = useEmptyTestDatabase();

const addPrint = (productId: string, category: string) =>
  addPrintRow(database(), productId, { category });
const addSize = (productId: string, position: number) =>
  addSizeRow(database(), productId, position);

/** Each size row's category, as "productId position category". */
async function sizeCategories(): Promise<string[]> {
  const rows = await database().query<{ productId: string; position: number; category: string }>(
    `SELECT p."productId", s.position, s.category FROM product_sizes s
     JOIN products p ON p.id = s."productRefId" ORDER BY p."productId", s.position`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => `${r.productId} ${r.position} ${r.category}`);
}

describe('migration 20261126-1001-product-sizes-category', () => {
  it("gives every size its product's category, and keeps it on every later write", async () => {
    const migrator = createMigrator(database());
    await migrator.up({ to: '20261126-0901-products-max-price' });
    await addPrint('KITCHEN-1', 'Kitchen');
    await addSize('KITCHEN-1', 0);
    await addPrint('RELIGIOUS-1', 'Religious');
    await addSize('RELIGIOUS-1', 0);
    await addSize('RELIGIOUS-1', 1);

    await migrator.up();
    expect(await sizeCategories()).toEqual([
      'KITCHEN-1 0 Kitchen',
      'RELIGIOUS-1 0 Religious',
      'RELIGIOUS-1 1 Religious',
    ]);

    // A size added later, and a product moved to another category, by plain SQL as any tool would.
    await addSize('KITCHEN-1', 1);
    await database().query(
      `UPDATE products SET category = 'Office' WHERE "productId" = 'RELIGIOUS-1'`,
    );
    expect(await sizeCategories()).toEqual([
      'KITCHEN-1 0 Kitchen',
      'KITCHEN-1 1 Kitchen',
      'RELIGIOUS-1 0 Office',
      'RELIGIOUS-1 1 Office',
    ]);

    // Undone, the column and its triggers are gone and sizes are written as before.
    await migrator.down({ to: '20261126-1001-product-sizes-category' });
    await addSize('RELIGIOUS-1', 2);
    await expect(database().query('SELECT category FROM product_sizes')).rejects.toThrow(
      /category/,
    );
    const [count] = await database().query<{ n: number | string }>(
      'SELECT count(*) AS n FROM product_sizes',
      { type: QueryTypes.SELECT },
    );
    expect(Number(count?.n)).toBe(5);
  });
});
