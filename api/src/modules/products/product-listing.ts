import { QueryTypes, type Order, type Sequelize, type WhereOptions } from 'sequelize';
import { ProductModel, type ProductRow, type RawRow } from '../../db/models';
import { PRODUCT_COLUMNS } from './product-row';

/** Past this offset, a page is found by ids first (index only), then its rows are read. */
const DEFERRED_JOIN_FROM = 500;

/**
 * One page of products in a stable order. Deep pages walk the sort index for ids alone and
 * read just the rows shown, so page 2,000 costs little more than page 1.
 */
export async function findPage(
  where: WhereOptions,
  order: Order,
  limit: number,
  offset: number,
): Promise<RawRow<ProductRow>[]> {
  if (offset < DEFERRED_JOIN_FROM) {
    return ProductModel.findAll({
      attributes: [...PRODUCT_COLUMNS],
      where,
      order,
      limit,
      offset,
      raw: true,
    });
  }
  const ids = await ProductModel.findAll({
    attributes: ['id'],
    where,
    order,
    limit,
    offset,
    raw: true,
  });
  if (ids.length === 0) return [];
  const rows: RawRow<ProductRow>[] = await ProductModel.findAll({
    attributes: [...PRODUCT_COLUMNS],
    where: { id: ids.map((r) => r.id) },
    raw: true,
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((r) => byId.get(r.id) ?? []);
}

/** The catalogue's size, or a category's, from the trigger-kept counts. */
export async function countProducts(sequelize: Sequelize, category?: string): Promise<number> {
  const [row] = await sequelize.query<{ n: number | string | null }>(
    category
      ? 'SELECT n FROM product_counts WHERE category = :category'
      : 'SELECT SUM(n) AS n FROM product_counts',
    { replacements: { category: category ?? null }, type: QueryTypes.SELECT },
  );
  return Number(row?.n ?? 0);
}
