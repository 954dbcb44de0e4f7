import { Op, type Sequelize, type Transaction } from 'sequelize';
import { sameSizeLabel, type Product, type ProductSize } from '@wallart/domain';
import {
  ProductSizeModel,
  type ProductRow,
  type ProductSizeRow,
  type RawRow,
} from '../../db/models';
import { selectRows } from '../../db/plain-sql';
import type { Dialect } from '../../db/sequelize';
import { PRODUCT_COLUMNS, PRODUCT_COLUMNS_SQL, toSizeValues } from './product-row';
import { presentProduct, presentSize } from './products.presenter';

/** The columns a product's sizes are read with. */
export const SIZE_COLUMNS = [
  'productRefId',
  'position',
  'size',
  'priceCents',
  'labeledPriceCents',
  'stock',
  'width',
  'height',
  'unit',
  'fileKey',
] as const;
type SizeRow = Pick<ProductSizeRow, (typeof SIZE_COLUMNS)[number]>;

/**
 * Plain SQL: products whose rows do not bring their sizes (the wishlist, the CSV, writes) read
 * them here, and a model read on SQLite would first ask for the table's column types, a second
 * round trip each time.
 */
const SIZES_SQL = `SELECT ${SIZE_COLUMNS.map((c) => `"${c}"`).join(', ')} FROM product_sizes
  WHERE "productRefId" IN (:productRefIds) ORDER BY "productRefId", position`;

/**
 * A page's own statement brings its products' sizes, in a column of this name: on PostgreSQL
 * every statement is a round trip, and the sizes' own read cost as much as the page (decision
 * 0063); on SQLite it cost a second statement's rows (decision 0064).
 */
export const SIZE_LIST = 'sizeList';

const SIZE_FIELDS = SIZE_COLUMNS.map((c) => `'${c}', s."${c}"`).join(', ');
const PRODUCT_FIELDS = PRODUCT_COLUMNS.map((c) => `'${c}', p."${c}"`).join(', ');

/**
 * On SQLite a page's statement answers each product as one JSON text in this column, its sizes
 * in it (decision 0064): the driver makes each column of each row a property one call at a
 * time on the main thread, and a JSON text is one call and V8's own parse.
 */
const ROW_JSON = 'productJson';

/** A page of products `p`, each with its sizes in the order staff set, as one select list. */
const PAGE_COLUMNS: Record<Dialect, string> = {
  postgres: `${PRODUCT_COLUMNS_SQL},
    (SELECT json_agg(json_build_object(${SIZE_FIELDS}) ORDER BY s.position)
      FROM product_sizes s WHERE s."productRefId" = p.id) AS "${SIZE_LIST}"`,
  sqlite: `json_object(${PRODUCT_FIELDS}, '${SIZE_LIST}', json(
      (SELECT json_group_array(json_object(${SIZE_FIELDS}) ORDER BY s.position)
        FROM product_sizes s WHERE s."productRefId" = p.id))) AS "${ROW_JSON}"`,
};

/**
 * The select list of a page of products `p` with their sizes, computed for each row the
 * statement answers; read its rows with `selectPage`. SQLite computes a row's columns before it
 * sorts, so a statement that sorts more rows than it answers picks its page first
 * (`pageWithSizes`).
 */
export const pageColumns = (dialect: Dialect) => PAGE_COLUMNS[dialect];

/**
 * The rows of `page` (products `p`, at least PRODUCT_COLUMNS) with their sizes and the `also`
 * columns, in `order`.
 */
export const pageWithSizes = (dialect: Dialect, page: string, order: string, also?: string) =>
  `SELECT ${pageColumns(dialect)}${also ? `, ${also}` : ''} FROM (${page}) p ORDER BY ${order}`;

/** The rows of a statement that selects `pageColumns`, each a product row with its sizes. */
export async function selectPage<Row extends object>(
  sequelize: Sequelize,
  sql: string,
  replacements: Record<string, unknown>,
): Promise<Row[]> {
  const rows = await selectRows<Record<string, unknown>>(sequelize, sql, replacements);
  return rows.map((row) => {
    const json = row[ROW_JSON];
    if (typeof json !== 'string') return row as Row;
    const product = JSON.parse(json) as Record<string, unknown>;
    for (const key in row) if (key !== ROW_JSON) product[key] = row[key];
    return product as Row;
  });
}

/** A product row that may carry its sizes (null: it has none). */
type RowWithSizes = RawRow<ProductRow> & { [SIZE_LIST]?: SizeRow[] | null };

/** The sizes of these products, each product's in the order staff set, in one query. */
export async function sizesOf(
  productRefIds: readonly number[],
  transaction?: Transaction,
): Promise<Map<number, SizeRow[]>> {
  const byProduct = new Map<number, SizeRow[]>();
  if (productRefIds.length === 0) return byProduct;
  const rows = await selectRows<SizeRow>(
    ProductSizeModel.sequelize as Sequelize,
    SIZES_SQL,
    { productRefIds: [...productRefIds] },
    transaction,
  );
  for (const row of rows) {
    const list = byProduct.get(row.productRefId) ?? [];
    list.push(row);
    byProduct.set(row.productRefId, list);
  }
  return byProduct;
}

/**
 * Products as the API answers them, with their sizes: those their row carries, or read
 * alongside for the rest in one query.
 */
export async function presentProducts(
  rows: readonly RowWithSizes[],
  transaction?: Transaction,
): Promise<Product[]> {
  const sizes = await sizesOf(
    rows.filter((row) => row[SIZE_LIST] === undefined).map((row) => row.id),
    transaction,
  );
  return rows.map((row) => presentProduct(row, row[SIZE_LIST] ?? sizes.get(row.id) ?? []));
}

/** One product's sizes as a product answers them, in the order staff set. */
export async function currentSizes(
  productRefId: number,
  transaction?: Transaction,
): Promise<ProductSize[]> {
  const rows = (await sizesOf([productRefId], transaction)).get(productRefId) ?? [];
  return rows.map((row) => presentSize(row));
}

/**
 * Replaces the sizes of these products with the given ones, at positions 0..n-1, in three
 * statements however many products there are. A digital tier whose label stays keeps its
 * uploaded file. The caller writes the products' summary columns (`sizeSummaryValues`) in the
 * same transaction.
 */
export async function replaceSizes(
  sizesByProduct: ReadonlyMap<number, readonly ProductSize[]>,
  transaction?: Transaction,
): Promise<void> {
  if (sizesByProduct.size === 0) return;
  const productRefIds = [...sizesByProduct.keys()];
  const files = await ProductSizeModel.findAll({
    attributes: ['productRefId', 'size', 'fileKey'],
    where: { productRefId: productRefIds, fileKey: { [Op.ne]: null } },
    raw: true,
    transaction,
  });
  const fileOf = (productRefId: number, label: string) =>
    files.find((f) => f.productRefId === productRefId && sameSizeLabel(f.size, label))?.fileKey;
  await ProductSizeModel.destroy({ where: { productRefId: productRefIds }, transaction });
  const now = new Date();
  const rows = [...sizesByProduct].flatMap(([productRefId, sizes]) =>
    sizes.map((size, position) => ({
      productRefId,
      position,
      ...toSizeValues(size),
      fileKey: fileOf(productRefId, size.size) ?? null,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await ProductSizeModel.bulkCreate(rows, { transaction });
}

/**
 * Sets one product's sizes to these, keeping the row (and its id) of each size whose label
 * stays, so an order priced a moment before the edit still finds its size's row. Positions
 * first move out of the way (the (product, position) index is unique at every statement).
 */
export async function syncSizes(
  productRefId: number,
  sizes: readonly ProductSize[],
  transaction: Transaction,
): Promise<void> {
  const existing = await ProductSizeModel.findAll({
    where: { productRefId },
    order: [['position', 'ASC']],
    transaction,
  });
  for (const [i, row] of existing.entries()) {
    await row.update({ position: -(i + 1) }, { transaction });
  }
  const kept = new Set<ProductSizeModel>();
  for (const [position, size] of sizes.entries()) {
    const row = existing.find((r) => !kept.has(r) && sameSizeLabel(r.size, size.size));
    if (row) {
      kept.add(row);
      await row.update({ position, ...toSizeValues(size) }, { transaction });
    } else {
      await ProductSizeModel.create(
        { productRefId, position, ...toSizeValues(size) },
        { transaction },
      );
    }
  }
  const gone = existing.filter((row) => !kept.has(row)).map((row) => row.id);
  if (gone.length > 0) await ProductSizeModel.destroy({ where: { id: gone }, transaction });
}

/** True when two lists of sizes say the same thing, in the same order. */
export function sameSizes(a: readonly ProductSize[], b: readonly ProductSize[]): boolean {
  return (
    a.length === b.length &&
    a.every((size, i) => {
      const other = b[i] as ProductSize;
      return (Object.keys(size) as (keyof ProductSize)[]).every((key) => size[key] === other[key]);
    })
  );
}

/**
 * Locks these products' size rows, in id order, before anything else of theirs: orders lock
 * sizes (by id) before products, so a staff edit or an import that does the same can never
 * deadlock with an order on PostgreSQL (SQLite writes one transaction at a time).
 */
export async function lockSizes(
  productRefIds: readonly number[],
  transaction: Transaction,
): Promise<void> {
  // SQLite has no row locks: its writers take turns on the whole database.
  if (productRefIds.length === 0 || ProductSizeModel.sequelize?.getDialect() === 'sqlite') return;
  await ProductSizeModel.findAll({
    attributes: ['id'],
    where: { productRefId: [...productRefIds] },
    order: [['id', 'ASC']],
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
}
