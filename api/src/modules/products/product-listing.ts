import type { Sequelize } from 'sequelize';
import type { ProductSort } from '@wallart/domain';
import type { ProductRow, RawRow } from '../../db/models';
import { selectRows } from '../../db/plain-sql';
import { SORT_SQL } from './product-filters';
import { dialectOf } from '../../db/sequelize';
import { PRODUCT_COLUMNS_SQL } from './product-row';
import { pageColumns, pageWithSizes, selectPage } from './product-sizes';

/** Past this offset, a page is found by ids first (index only), then its rows are read. */
const DEFERRED_JOIN_FROM = 500;
const readsIdsFirst = (offset: number) => offset >= DEFERRED_JOIN_FROM;

const columnsOf = (sequelize: Sequelize) => pageColumns(dialectOf(sequelize));

/** Which products a page is taken from: all, a category's, and never these ids. */
export interface PageScope {
  category?: string | undefined;
  excludeIds?: readonly number[];
  /** Leaves out products whose sizes are all sold out (PRODUCT §16). */
  inStock?: boolean;
}

/**
 * One page of products in a stable order, in plain SQL: the busiest read of the catalogue runs
 * as a prepared statement on SQLite. Deep pages walk the sort index for ids alone and read just
 * the rows shown, so page 2,000 costs little more than page 1.
 */
export async function findPage(
  sequelize: Sequelize,
  scope: PageScope,
  sort: ProductSort,
  limit: number,
  offset: number,
  /** More columns for each row, given as SQL (`… AS name`); a page that reads ids first has none. */
  also?: string,
): Promise<RawRow<ProductRow>[]> {
  const conditions: string[] = [];
  const replacements: Record<string, unknown> = { limit, offset };
  if (scope.category !== undefined) {
    conditions.push('p.category = :category');
    replacements.category = scope.category;
  }
  if (scope.excludeIds?.length) {
    conditions.push('p.id NOT IN (:excludeIds)');
    replacements.excludeIds = [...scope.excludeIds];
  }
  if (scope.inStock) conditions.push('p.stock > 0');
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const order = `ORDER BY ${SORT_SQL[sort]} LIMIT :limit OFFSET :offset`;
  if (!readsIdsFirst(offset)) {
    const page = `SELECT ${PRODUCT_COLUMNS_SQL} FROM products p ${where} ${order}`;
    // The sizes of the page's rows alone, not of those its offset passes over.
    return selectPage(
      sequelize,
      pageWithSizes(dialectOf(sequelize), page, SORT_SQL[sort], also),
      replacements,
    );
  }
  const ids = await selectRows<{ id: number | string }>(
    sequelize,
    `SELECT p.id FROM products p ${where} ${order}`,
    replacements,
  );
  return findByIds(
    sequelize,
    ids.map((row) => Number(row.id)),
  );
}

/**
 * Up to `limit` products after the row id `afterId`, in id order, with their sizes: the whole
 * catalogue read batch by batch (the product feeds), each batch one statement on the primary
 * key whatever its depth.
 */
export async function findAfterId(
  sequelize: Sequelize,
  afterId: number,
  limit: number,
): Promise<RawRow<ProductRow>[]> {
  const page = `SELECT ${PRODUCT_COLUMNS_SQL} FROM products p WHERE p.id > :afterId
    ORDER BY p.id LIMIT :limit`;
  return selectPage(sequelize, pageWithSizes(dialectOf(sequelize), page, 'p.id'), {
    afterId,
    limit,
  });
}

/** These products' rows, in the order of the ids given (an id not found is left out). */
export async function findByIds(
  sequelize: Sequelize,
  ids: readonly number[],
): Promise<RawRow<ProductRow>[]> {
  if (ids.length === 0) return [];
  const rows = await selectPage<RawRow<ProductRow>>(
    sequelize,
    `SELECT ${columnsOf(sequelize)} FROM products p WHERE p.id IN (:ids)`,
    { ids: [...ids] },
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One product's row by its productId, or null. */
export async function findByProductId(
  sequelize: Sequelize,
  productId: string,
): Promise<RawRow<ProductRow> | null> {
  const [row] = await selectPage<RawRow<ProductRow>>(
    sequelize,
    `SELECT ${columnsOf(sequelize)} FROM products p WHERE p."productId" = :productId`,
    { productId },
  );
  return row ?? null;
}

const countSql = (category?: string) =>
  category
    ? 'SELECT n FROM product_counts WHERE category = :category'
    : 'SELECT SUM(n) AS n FROM product_counts';

/** The catalogue's size, or a category's, from the trigger-kept counts. */
export async function countProducts(sequelize: Sequelize, category?: string): Promise<number> {
  const [row] = await selectRows<{ n: number | string | null }>(
    sequelize,
    countSql(category),
    category ? { category } : {},
  );
  return Number(row?.n ?? 0);
}

/** The column a counted page's rows carry the count in (the presenter leaves it out). */
const PAGE_TOTAL = 'pageTotal';

/**
 * A page of the catalogue or a category with how many products it holds. A shallow page reads
 * the count in its own statement, one round trip instead of two for the busiest read; an empty
 * page (past the end) and a deep one ask for it apart.
 */
export async function findCountedPage(
  sequelize: Sequelize,
  category: string | undefined,
  sort: ProductSort,
  limit: number,
  offset: number,
): Promise<{ rows: RawRow<ProductRow>[]; total: number }> {
  if (readsIdsFirst(offset)) {
    const [rows, total] = await Promise.all([
      findPage(sequelize, { category }, sort, limit, offset),
      countProducts(sequelize, category),
    ]);
    return { rows, total };
  }
  const also = `(${countSql(category)}) AS "${PAGE_TOTAL}"`;
  const rows: (RawRow<ProductRow> & { [PAGE_TOTAL]?: number | string | null })[] = await findPage(
    sequelize,
    { category },
    sort,
    limit,
    offset,
    also,
  );
  if (rows.length === 0) return { rows, total: await countProducts(sequelize, category) };
  return { rows, total: Number(rows[0]?.[PAGE_TOTAL] ?? 0) };
}
