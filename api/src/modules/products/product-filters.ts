import type { Sequelize } from 'sequelize';
import { toCents, type ProductSort } from '@wallart/domain';
import { selectRows } from '../../db/plain-sql';
import type { ProductRow, RawRow } from '../../db/models';
import { dialectOf } from '../../db/sequelize';
import { PRODUCT_COLUMNS_SQL } from './product-row';
import { pageWithSizes, selectPage } from './product-sizes';

/**
 * The product list's filters (PRODUCT §9, decision 0042): a product matches when one of its
 * sizes (the named one, if `size` is given) is priced within [minPrice, maxPrice] (LKR) and,
 * with `inStock`, has stock.
 */
export interface ListFilters {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  size?: string | undefined;
  inStock?: boolean | undefined;
}

export const hasFilters = (f: ListFilters): boolean =>
  f.minPrice !== undefined ||
  f.maxPrice !== undefined ||
  f.size !== undefined ||
  f.inStock === true;

/** Whether the filter needs a product's sizes (otherwise `inStock` alone reads the row's sum). */
export const needsSizes = (f: ListFilters): boolean =>
  f.minPrice !== undefined || f.maxPrice !== undefined || f.size !== undefined;

/**
 * A filtered list counts its matches up to this many (decision 0047): a count stops there, so it
 * costs what a page costs however wide the filter. Past it the total is not exact ("1,000+").
 * An exact (so at most this large) match set is read through the sizes' indexes and sorted, a
 * bounded temporary sort; a larger one is found by walking the sort's index, where the LIMIT
 * stops the walk after a page of matches.
 */
export const FILTERED_COUNT_CAP = 1000;

/** The ORDER BY of each sort, written against `p` (products); the same as the plain list's. */
export const SORT_SQL: Record<ProductSort, string> = {
  newest: 'p."createdAt" DESC, p.id DESC',
  'price-asc': 'p."priceCents" ASC, p.id ASC',
  'price-desc': 'p."priceCents" DESC, p.id DESC',
  name: 'p.name ASC, p.id ASC',
};

export type Replacements = Record<string, string | number>;

/** The values the conditions below name. Size labels match regardless of case (PRODUCT §7). */
export function filterReplacements(f: ListFilters): Replacements {
  return {
    ...(f.minPrice !== undefined && { minCents: toCents(f.minPrice) }),
    ...(f.maxPrice !== undefined && { maxCents: toCents(f.maxPrice) }),
    ...(f.size !== undefined && { size: f.size.trim().toLowerCase() }),
  };
}

/** The widest gap between a product's dearest and cheapest size, from its index (decision 0050). */
const WIDEST_GAP = '(SELECT max("maxPriceCents" - "priceCents") FROM products)';

/**
 * The conditions on one size row `s`. PostgreSQL's size indexes hold the stored `inStock` flag,
 * SQLite's the stock itself (decision 0061).
 */
function sizeConditions(f: ListFilters, sqlite: boolean): string[] {
  return [
    ...(f.size !== undefined ? ['lower(s.size) = :size'] : []),
    ...(f.minPrice !== undefined ? ['s."priceCents" >= :minCents'] : []),
    ...(f.maxPrice !== undefined ? ['s."priceCents" <= :maxCents'] : []),
    ...(f.inStock ? [sqlite ? 's.stock > 0' : 's."inStock"'] : []),
  ];
}

/**
 * That the product with id `productId` (an SQL expression) has a size the filters accept.
 * `eachRow`: asked of a few rows (a search's candidates), each a probe of the sizes' index.
 */
export function sizesMatch(
  f: ListFilters,
  productId: string,
  sqlite: boolean,
  eachRow = false,
): string {
  // `LIMIT 1` keeps SQLite (3.52, as the sqlite3 package ships it) from turning the EXISTS into
  // a join: that join made OFFSET count each matching size, so deep pages skipped products.
  // PostgreSQL drops a LIMIT from an EXISTS, but not one with an OFFSET: without it, it hashed
  // every size of the filter (33,000 at 100,000 prints) to keep a thousand candidates.
  const limit = eachRow ? 'LIMIT 1 OFFSET 0' : 'LIMIT 1';
  return `EXISTS (SELECT 1 FROM product_sizes s WHERE s."productRefId" = ${productId} AND ${sizeConditions(f, sqlite).join(' AND ')} ${limit})`;
}

/**
 * The condition that a product `p` matches, for a WHERE clause. A product's own price is its
 * cheapest size's, so one above `maxPrice` can never match, nor one whose dearest size
 * (`maxPriceCents`) is below `minPrice`: under a price sort (or a count) saying so lets the walk
 * of the price index start or stop at the bound, and skip from the index alone the products
 * priced wholly below the range; nor can one priced below `minPrice` less the catalogue's widest
 * gap between a product's dearest and cheapest size, where the walk starts. Under another sort
 * it would tempt the planner into a range and a sort of everything in it, so it is left out.
 */
export function matchCondition(f: ListFilters, sqlite: boolean, sort?: ProductSort): string {
  // `+p.stock`: the page walks the sort's index and checks each row's stock (the products in
  // stock are most of the catalogue); the stock index is for counting them.
  if (!needsSizes(f)) return f.inStock ? '+p.stock > 0' : '1 = 1';
  const conditions = [sizesMatch(f, 'p.id', sqlite)];
  const priceSort = sort === undefined || sort === 'price-asc' || sort === 'price-desc';
  if (f.maxPrice !== undefined && priceSort) conditions.push('p."priceCents" <= :maxCents');
  if (f.minPrice !== undefined && priceSort) {
    conditions.push('p."maxPriceCents" >= :minCents');
    // A size priced from minPrice up belongs to a product priced at least that less the widest
    // gap between any product's dearest and cheapest size (read from its index, decision 0050).
    conditions.push(`p."priceCents" >= :minCents - ${WIDEST_GAP}`);
  }
  return conditions.join(' AND ');
}

export interface FilteredQuery {
  filters: ListFilters;
  sort: ProductSort;
  /** A category to keep to, or none for the whole catalogue. */
  category?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * How many products match, up to FILTERED_COUNT_CAP + 1 (`:countCap`). Each reads one index
 * range: the named size's rows (one per product, labels being unique per product), the price
 * range's rows (each product once) or the products in stock; within a category, the same ranges
 * of its own sizes (each size row carries its product's category).
 */
export function countSql(q: Pick<FilteredQuery, 'filters' | 'category'>, sqlite: boolean): string {
  const capped = (matches: string) =>
    `SELECT count(*) AS total FROM (${matches} LIMIT :countCap) m`;
  const f = q.filters;
  if (!needsSizes(f)) {
    // PostgreSQL indexes the stored flag, not the stock itself (decision 0061).
    const inStock = sqlite ? 'p.stock > 0' : 'p."inStock"';
    return capped(
      `SELECT 1 FROM products p WHERE ${q.category ? 'p.category = :category AND ' : ''}${inStock}`,
    );
  }
  const where = sizeWhere(f, q.category, sqlite);
  if (f.size !== undefined) return capped(`SELECT 1 FROM product_sizes s WHERE ${where}`);
  // SQLite would rather walk a whole index in product order than read the range's ids.
  const index = q.category ? 'product_sizes_cat_price' : 'product_sizes_price';
  const indexed = sqlite ? ` INDEXED BY ${index}` : '';
  return capped(`SELECT DISTINCT s."productRefId" FROM product_sizes s${indexed} WHERE ${where}`);
}

/** The conditions on a size row `s`, and on its product's category when one is given. */
function sizeWhere(f: ListFilters, category: string | undefined, sqlite: boolean): string {
  return [...(category ? ['s.category = :category'] : []), ...sizeConditions(f, sqlite)].join(
    ' AND ',
  );
}

/**
 * A page of products with the named size, by price, from that size's rows in their products'
 * price order (decision 0051): labels are unique per product, so each product is met once, and
 * the walk stops after a page. SQLite is told the index, as it would rather sort the size's
 * whole price range.
 */
function sizeByPriceSql(q: FilteredQuery, sqlite: boolean): string {
  const f = q.filters;
  const direction = q.sort === 'price-desc' ? 'DESC' : 'ASC';
  const index = q.category ? 'product_sizes_cat_size_by_price' : 'product_sizes_size_by_price';
  const conditions = [
    sizeWhere(f, q.category, sqlite),
    ...(f.maxPrice !== undefined ? ['s."productPriceCents" <= :maxCents'] : []),
    ...(f.minPrice !== undefined ? [`s."productPriceCents" >= :minCents - ${WIDEST_GAP}`] : []),
  ];
  return `SELECT ${PRODUCT_COLUMNS_SQL} FROM products p JOIN (
            SELECT s."productRefId" AS id, s."productPriceCents" AS price
            FROM product_sizes s${sqlite ? ` INDEXED BY ${index}` : ''}
            WHERE ${conditions.join(' AND ')}
            ORDER BY s."productPriceCents" ${direction}, s."productRefId" ${direction}
            LIMIT :limit OFFSET :offset) m ON p.id = m.id
          ORDER BY m.price ${direction}, m.id ${direction}`;
}

/** One page of matching products, in the sort's order. */
export function pageSql(q: FilteredQuery, bounded: boolean, sqlite: boolean): string {
  const f = q.filters;
  const category = q.category ? 'p.category = :category AND ' : '';
  const order = `ORDER BY ${SORT_SQL[q.sort]} LIMIT :limit OFFSET :offset`;
  const byPrice = q.sort === 'price-asc' || q.sort === 'price-desc';
  if (!bounded && byPrice && f.size !== undefined) return sizeByPriceSql(q, sqlite);
  if (bounded && needsSizes(f)) {
    return `SELECT ${PRODUCT_COLUMNS_SQL} FROM products p WHERE ${category}p.id IN (
              SELECT s."productRefId" FROM product_sizes s WHERE ${sizeWhere(f, q.category, sqlite)})
            ${order}`;
  }
  return `SELECT ${PRODUCT_COLUMNS_SQL} FROM products p WHERE ${category}${matchCondition(f, sqlite, q.sort)} ${order}`;
}

/**
 * The matching products of one page, and how many match in all; `exact` is false when more
 * than FILTERED_COUNT_CAP match (the total is then the cap).
 */
export async function findFiltered(
  sequelize: Sequelize,
  q: FilteredQuery,
): Promise<{ rows: RawRow<ProductRow>[]; total: number; exact: boolean }> {
  const sqlite = dialectOf(sequelize) === 'sqlite';
  const replacements: Replacements = {
    ...filterReplacements(q.filters),
    ...(q.category && { category: q.category }),
    countCap: FILTERED_COUNT_CAP + 1,
    limit: q.limit,
    offset: q.offset,
  };
  const [count] = await selectRows<{ total: number | string }>(
    sequelize,
    countSql(q, sqlite),
    replacements,
  );
  const counted = Number(count?.total ?? 0);
  const exact = counted <= FILTERED_COUNT_CAP;
  const total = Math.min(counted, FILTERED_COUNT_CAP);
  if (total === 0 || (exact && q.offset >= total)) return { rows: [], total, exact };
  // The page is found first; then only its rows get their sizes.
  const rows = await selectPage<RawRow<ProductRow>>(
    sequelize,
    pageWithSizes(dialectOf(sequelize), pageSql(q, exact, sqlite), SORT_SQL[q.sort]),
    replacements,
  );
  return { rows, total, exact };
}
