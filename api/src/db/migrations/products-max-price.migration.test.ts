import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { useEmptyTestDatabase } from '../../test/test-db';
import { createMigrator } from '../migrate';

const database = useEmptyTestDatabase();

const at = new Date('2026-11-01T10:00:00Z');

async function insertProduct(productId: string, sizePrices: number[]) {
  await database().query(
    `INSERT INTO products ("productId", name, "priceCents", "labeledPriceCents", category, stock,
       "createdAt", "updatedAt")
     VALUES (:productId, 'A print', :cheapest, :cheapest, 'Kitchen', 1, :at, :at)`,
    { replacements: { productId, cheapest: Math.min(...sizePrices), at } },
  );
  for (const [position, priceCents] of sizePrices.entries()) {
    await database().query(
      `INSERT INTO product_sizes ("productRefId", position, size, "priceCents", "labeledPriceCents",
         stock, width, height, unit, "createdAt", "updatedAt")
       SELECT id, :position, :size, :priceCents, :priceCents, 1, 12, 18, 'in', :at, :at
       FROM products WHERE "productId" = :productId`,
      { replacements: { productId, position, size: `Size ${position}`, priceCents, at } },
    );
  }
}

describe('migration 20261126-0901-products-max-price', () => {
  it("keeps each existing product's dearest size's price", async () => {
    const migrator = createMigrator(database());
    await migrator.up({ to: '20261126-0801-search-vocabulary' });
    await insertProduct('ONE-SIZE', [450000]);
    await insertProduct('THREE-SIZES', [300000, 900000, 500000]);

    await migrator.up();
    const rows = await database().query<{ productId: string; maxPriceCents: number | string }>(
      'SELECT "productId", "maxPriceCents" FROM products ORDER BY "productId"',
      { type: QueryTypes.SELECT },
    );
    expect(rows.map((r) => [r.productId, Number(r.maxPriceCents)])).toEqual([
      ['ONE-SIZE', 450000],
      ['THREE-SIZES', 900000],
    ]);
  });
});
