import type { Transaction } from 'sequelize';
import type { Product } from '@wallart/domain';
import {
  ProductSizeModel,
  type ProductRow,
  type ProductSizeRow,
  type RawRow,
} from '../../db/models';
import { presentProduct } from './products.presenter';

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
