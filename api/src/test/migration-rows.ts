import type { Sequelize } from 'sequelize';

/** Rows written by plain SQL into a database mid-migration, as any outside tool would write them. */
const at = new Date('2026-11-01T10:00:00Z');

export async function addPrint(
  db: Sequelize,
  productId: string,
  { category = 'Kitchen', priceCents = 300000 }: { category?: string; priceCents?: number } = {},
): Promise<void> {
  await db.query(
    `INSERT INTO products ("productId", name, "priceCents", "labeledPriceCents", "maxPriceCents",
       category, stock, "createdAt", "updatedAt")
     VALUES (:productId, 'A print', :priceCents, :priceCents, :priceCents, :category, 1, :at, :at)`,
    { replacements: { productId, category, priceCents, at } },
  );
}

/** A size named `Size <position>` of the print, priced `priceCents`. */
export async function addSize(
  db: Sequelize,
  productId: string,
  position: number,
  priceCents = 300000,
): Promise<void> {
  await db.query(
    `INSERT INTO product_sizes ("productRefId", position, size, "priceCents", "labeledPriceCents",
       stock, width, height, unit, "createdAt", "updatedAt")
     SELECT id, :position, :size, :priceCents, :priceCents, 1, 12, 18, 'in', :at, :at
     FROM products WHERE "productId" = :productId`,
    { replacements: { productId, position, size: `Size ${position}`, priceCents, at } },
  );
}
