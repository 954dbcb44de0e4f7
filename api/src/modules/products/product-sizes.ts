import type { Transaction } from 'sequelize';
import type { Product, ProductSize } from '@wallart/domain';
import {
  ProductSizeModel,
  type ProductRow,
  type ProductSizeRow,
  type RawRow,
} from '../../db/models';
import { toSizeValues } from './product-row';
import { presentProduct, presentSize } from './products.presenter';

const SIZE_COLUMNS = [
  'productRefId',
  'position',
  'size',
  'priceCents',
  'labeledPriceCents',
  'stock',
  'width',
  'height',
  'unit',
] as const;
type SizeRow = Pick<ProductSizeRow, (typeof SIZE_COLUMNS)[number]>;

/** The sizes of these products, each product's in the order staff set, in one query. */
export async function sizesOf(
  productRefIds: readonly number[],
  transaction?: Transaction,
): Promise<Map<number, SizeRow[]>> {
  const byProduct = new Map<number, SizeRow[]>();
  if (productRefIds.length === 0) return byProduct;
  const rows: SizeRow[] = await ProductSizeModel.findAll({
    attributes: [...SIZE_COLUMNS],
    where: { productRefId: [...productRefIds] },
    order: [
      ['productRefId', 'ASC'],
      ['position', 'ASC'],
    ],
    raw: true,
    transaction,
  });
  for (const row of rows) {
    const list = byProduct.get(row.productRefId) ?? [];
    list.push(row);
    byProduct.set(row.productRefId, list);
  }
  return byProduct;
}

/** Products as the API answers them, with their sizes read alongside. */
export async function presentProducts(
  rows: readonly RawRow<ProductRow>[],
  transaction?: Transaction,
): Promise<Product[]> {
  const sizes = await sizesOf(
    rows.map((row) => row.id),
    transaction,
  );
  return rows.map((row) => presentProduct(row, sizes.get(row.id) ?? []));
}

/** One product's sizes as a product answers them, in the order staff set. */
export async function currentSizes(
  productRefId: number,
  transaction?: Transaction,
): Promise<ProductSize[]> {
  return ((await sizesOf([productRefId], transaction)).get(productRefId) ?? []).map(presentSize);
}

/**
 * Replaces the sizes of these products with the given ones, at positions 0..n-1, in two
 * statements however many products there are. The caller writes the products' summary
 * columns (`sizeSummaryValues`) in the same transaction.
 */
export async function replaceSizes(
  sizesByProduct: ReadonlyMap<number, readonly ProductSize[]>,
  transaction?: Transaction,
): Promise<void> {
  if (sizesByProduct.size === 0) return;
  const productRefIds = [...sizesByProduct.keys()];
  await ProductSizeModel.destroy({ where: { productRefId: productRefIds }, transaction });
  const now = new Date();
  const rows = [...sizesByProduct].flatMap(([productRefId, sizes]) =>
    sizes.map((size, position) => ({
      productRefId,
      position,
      ...toSizeValues(size),
      createdAt: now,
      updatedAt: now,
    })),
  );
  await ProductSizeModel.bulkCreate(rows, { transaction });
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
