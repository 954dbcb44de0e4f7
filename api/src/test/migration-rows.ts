import { QueryTypes, type Sequelize } from 'sequelize';

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

/**
 * PostgreSQL: whether `sql`, an UPDATE of one row of `table`, rewrites it in place (a HOT
 * update, entering nothing into the table's indexes). Rolled back after.
 */
export async function updatesInPlace(db: Sequelize, table: string, sql: string): Promise<boolean> {
  const t = await db.transaction();
  // This connection's HOT updates of the table not yet reported, its earlier transactions' too.
  const hotSoFar = async () => {
    const [row] = await db.query<{ hot: string }>(
      `SELECT pg_stat_get_xact_tuples_hot_updated(CAST(:table AS regclass)) AS hot`,
      { type: QueryTypes.SELECT, transaction: t, replacements: { table } },
    );
    return Number(row?.hot);
  };
  try {
    const before = await hotSoFar();
    await db.query(sql, { transaction: t });
    return (await hotSoFar()) === before + 1;
  } finally {
    await t.rollback();
  }
}
