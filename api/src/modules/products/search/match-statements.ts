import type { Sequelize } from 'sequelize';
import type { ProductSort } from '@wallart/domain';
import { selectRows } from '../../../db/plain-sql';
import type { Dialect } from '../../../db/sequelize';
import type { ProductRow, RawRow } from '../../../db/models';
import { filterReplacements, hasFilters, needsSizes, SORT_SQL } from '../product-filters';
import { PRODUCT_COLUMNS_SQL } from '../product-row';
import { pageColumns, pageWithSizes, selectPage } from '../product-sizes';
import {
  bestMatchCounts,
  isWindowed,
  noMatches,
  RANKED_MATCHES,
  type SearchOptions,
  type SearchPage,
} from './search-strategy';

/**
 * The statements both databases page their matches with, written from what each says about its
 * index: how to find the matches, their ids, and how to rank them.
 */
export interface MatchSql {
  /** FROM and WHERE for the rows that match. */
  matching: string;
  /** A match's product id. */
  id: string;
  /** The ranking of a match, where smaller or larger is better per `direction`. */
  score: string;
  direction: 'ASC' | 'DESC';
  /** The query text the statements bind as `:query`. */
  query: string;
  /** The database the catalogue's page statements (`pageColumns`) are written for. */
  database: Dialect;
  /** That a candidate `c` has a size the filters accept (one probe of the sizes' index). */
  candidateSizes(filters: NonNullable<SearchOptions['filters']>): string;
}

/** `matched`: the matches counted, up to one past the cap the search applies. */
export type Counts = { total: number | string; matched: number | string };
type Row = RawRow<ProductRow> & Counts;

/** A page's statement, and the statement that counts its matches when the page is empty. */
export interface PageStatements {
  sql: string;
  countSql: string;
}

/** Best match first (by `score` and `id` of the rows `alias` names), the newest among equals. */
export const rankOrder = (d: MatchSql, alias: string) =>
  `${alias}score ${d.direction}, ${alias}id DESC`;

/** In best-match order the page's statement answers the matches counted, and no other total. */
export const MATCHED_ONLY = '(SELECT n FROM counted) AS matched, 0 AS total';

/**
 * A page of the rows (`id`, `score`) of the CTE `from` best match first, as the CTE `c`, and
 * the statement reading its products with the `counts` columns.
 */
export const rankedPage = (d: MatchSql, from: string, counts: string) => ({
  cte: `c AS (SELECT id, score FROM ${from} ORDER BY ${rankOrder(d, '')} LIMIT :limit OFFSET :offset)`,
  sql: `SELECT ${pageColumns(d.database)}, ${counts}
        FROM c JOIN products p ON p.id = c.id ORDER BY ${rankOrder(d, 'c.')}`,
});

/** The page's products for the rows `c` (its `id`s) the statement `from` picks, in `order`. */
export const productsOf = (database: Dialect, from: string, order: string) =>
  `WITH c AS (${from})
   SELECT ${pageColumns(database)} FROM c JOIN products p ON p.id = c.id ORDER BY ${order}`;

/**
 * The matches counted as far as `:countLimit`. A sorted or filtered search counts newest first,
 * the rows its candidates are: PostgreSQL walks them once (for a common word, its primary key
 * down from the newest) and stops at the cap. Up to 10,000, the planner's own way (a bitmap for
 * a word in a few thousand prints) is cheaper than walking every print for them.
 */
export function countedMatches(d: MatchSql, windowed: boolean) {
  const newestFirst = windowed ? `ORDER BY ${d.id} DESC` : '';
  return `SELECT count(*) AS n FROM (SELECT 1 ${d.matching} ${newestFirst} LIMIT :countLimit) h`;
}

/** How an implementation has its matches counted, and found newest first. */
export interface MatchPlan {
  /** The CTE body answering `n`, the matches counted. */
  counted: string;
  /** What the newest matches are ordered by, descending (a match's id). */
  newestBy: string;
}

/**
 * The page and its counts, in one statement, for the matches `d` describes. `counted` counts
 * them as far as the cap (one past it, to tell "more"). In best-match order the ranking (only
 * when RANKED_MATCHES or fewer match; SQLite's and PostgreSQL's CASE branches are lazy) orders
 * a window of the newest matches as deep as the page, before a product is read. A sort or
 * filter works on the newest SEARCH_CANDIDATES matches: a filter keeps those that match it, a
 * sort orders them.
 */
export function pageStatements(
  d: MatchSql,
  options: SearchOptions,
  plan: MatchPlan,
): PageStatements {
  const filters = options.filters ?? {};
  const counted = `counted AS (${plan.counted})`;
  const score = options.sort
    ? '0'
    : `CASE WHEN (SELECT n FROM counted) > ${RANKED_MATCHES} THEN 0 ELSE ${d.score} END`;
  const newest = (limit: string) =>
    `SELECT ${d.id} AS id, ${score} AS score ${d.matching} ORDER BY ${plan.newestBy} DESC LIMIT ${limit}`;
  if (!isWindowed(options)) {
    const page = rankedPage(d, 'candidates', MATCHED_ONLY);
    return {
      sql: `WITH ${counted}, candidates AS (${newest(':window')}), ${page.cte} ${page.sql}`,
      countSql: `WITH ${counted} SELECT n AS matched, 0 AS total FROM counted`,
    };
  }
  // Materialized: folded into the count's subquery, SQLite would plan it as a walk of every
  // product instead of a lookup of each candidate. Size filters read only the sizes' index.
  const kept = !hasFilters(filters)
    ? 'FROM candidates c'
    : needsSizes(filters)
      ? `FROM candidates c WHERE ${d.candidateSizes(filters)}`
      : 'FROM candidates c JOIN products p ON p.id = c.id WHERE p.stock > 0';
  const ctes = `WITH ${counted},
    candidates AS (${newest(':cap')}),
    matches AS MATERIALIZED (SELECT c.id, c.score ${kept})`;
  const counts = '(SELECT n FROM counted) AS matched, (SELECT count(*) FROM matches) AS total';
  // A sort reads the products it orders, and the sizes of the page it picks; the ranking picks
  // the page before a product is read.
  const sorted = (sort: ProductSort) =>
    pageWithSizes(
      d.database,
      `SELECT ${PRODUCT_COLUMNS_SQL} FROM matches c JOIN products p ON p.id = c.id
       ORDER BY ${SORT_SQL[sort]} LIMIT :limit OFFSET :offset`,
      SORT_SQL[sort],
      counts,
    );
  const ranked = rankedPage(d, 'matches', counts);
  return {
    sql: options.sort ? `${ctes} ${sorted(options.sort)}` : `${ctes}, ${ranked.cte} ${ranked.sql}`,
    countSql: `${ctes} SELECT ${counts}`,
  };
}

/** The bounds a page's statements bind, beside the query and the filters. */
export interface PageBounds {
  cap: number;
  depth: number;
  window: number;
  offset: number;
  known?: number | null;
}

/**
 * Runs a page's statements: the page, or when it is empty the count alone (a first page in
 * best-match order lists every match it can, so an empty one means none were found).
 */
export async function readPage(
  sequelize: Sequelize,
  d: MatchSql,
  built: PageStatements,
  options: SearchOptions,
  { cap, depth, window, offset, known = null }: PageBounds,
): Promise<SearchPage> {
  const windowed = isWindowed(options);
  const counts = ({ matched, total }: Counts) => {
    const n = Number(matched);
    return windowed ? { total: Number(total), exact: n <= cap } : bestMatchCounts(n, cap);
  };
  const replacements = {
    ...filterReplacements(options.filters ?? {}),
    query: d.query,
    cap,
    countLimit: cap + 1,
    known,
    window,
    depth,
    limit: Math.max(0, depth - offset),
    offset,
  };
  const rows = offset < cap ? await selectPage<Row>(sequelize, built.sql, replacements) : [];
  if (rows[0]) return { rows, ...counts(rows[0]) };
  if (offset === 0 && !windowed) return noMatches();
  const [count] = await selectRows<Counts>(sequelize, built.countSql, replacements);
  return { rows: [], ...counts(count ?? { matched: 0, total: 0 }) };
}
