import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { useEmptyTestDatabase } from '../../test/test-db';
import { addPrint as addPrintRow, addSize as addSizeRow } from '../../test/migration-rows';
import { createMigrator } from '../migrate';

const database = useEmptyTestDatabase();

const addPrint = (productId: string, priceCents: number) =>
  addPrintRow(database(), productId, { priceCents });
const addSize = (productId: string, position: number) =>
  addSizeRow(database(), productId, position, 900000);

/** Each size row as "productId position category productPriceCents". */
async function sizes(): Promise<string[]> {
  const rows = await database().query<Record<string, string | number>>(
    `SELECT p."productId", s.position, s.category, s."productPriceCents" FROM product_sizes s
     JOIN products p ON p.id = s."productRefId" ORDER BY p."productId", s.position`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => `${r.productId} ${r.position} ${r.category} ${r.productPriceCents}`);
}

describe('migration 20261126-1103-product-sizes-product-price', () => {
  it("gives every size its product's price beside its category, and keeps both on later writes", async () => {
    const migrator = createMigrator(database());
    await migrator.up({ to: '20261126-1102-products-price-spread' });
    await addPrint('A-1', 300000);
    await addSize('A-1', 0);

    await migrator.up();
    expect(await sizes()).toEqual(['A-1 0 Kitchen 300000']);

    // A size added later, a new price and a new category, by plain SQL as any tool would.
    await addPrint('B-1', 450000);
    await addSize('B-1', 0);
    await addSize('A-1', 1);
    await database().query(
      `UPDATE products SET "priceCents" = 250000, category = 'Office' WHERE "productId" = 'A-1'`,
    );
    expect(await sizes()).toEqual([
      'A-1 0 Office 250000',
      'A-1 1 Office 250000',
      'B-1 0 Kitchen 450000',
    ]);

    // Undone, the column is gone and a new size still gets its category. (Unquoted: SQLite reads
    // an unknown quoted name as text.)
    await migrator.down({ to: '20261126-1103-product-sizes-product-price' });
    await addSize('B-1', 1);
    await expect(database().query('SELECT productPriceCents FROM product_sizes')).rejects.toThrow(
      /productPriceCents/i,
    );
    const categories = await database().query<{ category: string }>(
      'SELECT category FROM product_sizes ORDER BY id',
      { type: QueryTypes.SELECT },
    );
    expect(categories.map((r) => r.category)).toEqual(['Office', 'Kitchen', 'Office', 'Kitchen']);
  });
});
