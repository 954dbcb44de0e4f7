import type { Sequelize } from 'sequelize';
import { selectRows } from '../../db/plain-sql';
import { dialectOf } from '../../db/sequelize';
import type { ProductRow, RawRow } from '../../db/models';
import type { ProductSort } from '@wallart/domain';
import {
  filterReplacements,
  hasFilters,
  needsSizes,
  sizesMatch,
  SORT_SQL,
  type ListFilters,
} from './product-filters';
import { PRODUCT_COLUMNS } from './product-row';
import { exactGroups, searchTerms, toTsQuery, typoGroups, type TermGroup } from './search-terms';
import { createSearchVocabulary, toFtsMatch, type FtsGroup } from './search-vocabulary';
import type { TypoMisses } from './typo-misses';

/**
 * A search looks through at most this many matches (the newest): a filter keeps those that
 * match it, a sort orders them, and the total counts them. Results past it are not listed.
 */
export const SEARCH_CANDIDATES = 1000;
/**
 * Up to this many matches are ordered by relevance; more come newest first (decision 0049).
 * bm25 costs about 8 µs a match, more than finding it, and a word in hundreds of prints says
 * little about any one of them.
 */
export const RANKED_MATCHES = 250;

export interface SearchPage {
  rows: RawRow<ProductRow>[];
  total: number;
}

type Row = RawRow<ProductRow> & { total: number | string };

const columns = PRODUCT_COLUMNS.map((c) => `p."${c}"`).join(', ');

/**
 * How the matches are narrowed and ordered: the list's filters (decision 0042) keep the
 * candidates that match; a `sort` orders them instead of the ranking.
 */
export interface SearchOptions {
  filters?: ListFilters;
  sort?: ProductSort | undefined;
}

/**
 * The statements for candidates `c(id, score)` given as CTEs: the page and its total, and the
 * total alone. The filters keep the candidates that match them; a sort orders the products, and
 * otherwise the ranking (best `score` first, in its `direction`, then the newest) picks the page
 * before a product is read.
 */
function statements(ctes: string, options: SearchOptions, direction: 'ASC' | 'DESC') {
  const rank = (alias: string) => `${alias}score ${direction}, ${alias}id DESC`;
  const filters = options.filters ?? {};
  const filtered = hasFilters(filters);
  // Materialized: folded into the count's subquery, SQLite would plan it as a walk of every
  // product instead of a lookup of each candidate. Size filters read only the sizes' index.
  const kept = needsSizes(filters)
    ? `FROM candidates c WHERE ${sizesMatch(filters, 'c.id')}`
    : 'FROM candidates c JOIN products p ON p.id = c.id WHERE p.stock > 0';
  const matches = filtered ? `, matches AS MATERIALIZED (SELECT c.id, c.score ${kept})` : '';
  const from = filtered ? 'matches' : 'candidates';
  const total = `(SELECT count(*) FROM ${from}) AS total`;
  const page = options.sort
    ? `SELECT ${columns}, ${total} FROM ${from} c JOIN products p ON p.id = c.id
       ORDER BY ${SORT_SQL[options.sort]} LIMIT :limit OFFSET :offset`
    : `SELECT ${columns}, ${total}
       FROM (SELECT id, score FROM ${from} ORDER BY ${rank('')} LIMIT :limit OFFSET :offset) c
       JOIN products p ON p.id = c.id ORDER BY ${rank('c.')}`;
  return {
    sql: `${ctes}${matches} ${page}`,
    countSql: `${ctes}${matches} SELECT count(*) AS total FROM ${from}`,
  };
}

/**
 * The newest matches, ranked by bm25 when there are few enough (RANKED_MATCHES). SQLite
 * evaluates a CASE's branches lazily, so the count of matches decides whether bm25 runs at all.
 */
function sqliteQuery(groups: FtsGroup[], options: SearchOptions) {
  const newest = 'FROM products_fts WHERE products_fts MATCH :query ORDER BY rowid DESC LIMIT';
  const match = `${newest} :cap`;
  const score = options.sort
    ? '0'
    : `CASE WHEN (SELECT count(*) FROM hits) > ${RANKED_MATCHES} THEN 0
        ELSE bm25(products_fts, 10.0, 10.0, 4.0, 1.0) END`;
  // Counted only as far as the ranking's bound.
  const hits = options.sort ? '' : `hits AS (SELECT rowid ${newest} ${RANKED_MATCHES + 1}), `;
  const ctes = `WITH ${hits}candidates AS (SELECT rowid AS id, ${score} AS score ${match})`;
  return { ...statements(ctes, options, 'ASC'), query: toFtsMatch(groups) };
}

/** As on SQLite, ts_rank orders RANKED_MATCHES matches or fewer; PostgreSQL's CASE is lazy too. */
function postgresQuery(groups: TermGroup[], options: SearchOptions) {
  const query = "to_tsquery('simple', :query)";
  const many = `(SELECT count(*) FROM (SELECT 1 FROM products WHERE search @@ ${query}
                 LIMIT ${RANKED_MATCHES + 1}) h) > ${RANKED_MATCHES}`;
  const score = options.sort ? '0' : `CASE WHEN ${many} THEN 0 ELSE ts_rank(p.search, q.q) END`;
  const ctes = `WITH candidates AS (SELECT p.id, ${score} AS score
                   FROM products p, (SELECT ${query} AS q) q
                   WHERE p.search @@ q.q LIMIT :cap)`;
  return { ...statements(ctes, options, 'DESC'), query: toTsQuery(groups) };
}

async function run(
  sequelize: Sequelize,
  groups: TermGroup[],
  limit: number,
  offset: number,
  options: SearchOptions,
): Promise<SearchPage> {
  let built;
  if (dialectOf(sequelize) === 'postgres') built = postgresQuery(groups, options);
  else {
    const resolved = await vocabularyOf(sequelize)(groups);
    if (!resolved) return { rows: [], total: 0 };
    built = sqliteQuery(resolved, options);
  }
  const replacements = {
    ...filterReplacements(options.filters ?? {}),
    query: built.query,
    cap: SEARCH_CANDIDATES,
    limit,
    offset,
  };
  const rows = await selectRows<Row>(sequelize, built.sql, replacements);
  if (rows.length > 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  if (offset === 0) return { rows: [], total: 0 };
  const [count] = await selectRows<{ total: number | string }>(
    sequelize,
    built.countSql,
    replacements,
  );
  return { rows: [], total: Number(count?.total ?? 0) };
}

const vocabularies = new WeakMap<Sequelize, ReturnType<typeof createSearchVocabulary>>();
function vocabularyOf(sequelize: Sequelize) {
  let vocabulary = vocabularies.get(sequelize);
  if (!vocabulary) vocabularies.set(sequelize, (vocabulary = createSearchVocabulary(sequelize)));
  return vocabulary;
}

/**
 * Every word must match, in any order, as a word or the start of one; name and productId
 * weigh more than altNames, and those more than the description. When nothing matches,
 * words of five or more letters may carry one typo; a typo search that found nothing is
 * remembered in `misses` and not run again until a product changes.
 */
export async function searchProducts(
  sequelize: Sequelize,
  text: string,
  limit: number,
  offset: number,
  misses?: TypoMisses,
  options: SearchOptions = {},
): Promise<SearchPage> {
  const terms = searchTerms(text);
  if (terms.length === 0) return { rows: [], total: 0 };
  const startedAt = misses?.generation() ?? 0;
  const exact = await run(sequelize, exactGroups(terms), limit, offset, options);
  if (exact.total > 0) return exact;
  // A typo search that found nothing under some filters may find something under others.
  const filters = options.filters ?? {};
  const key = hasFilters(filters)
    ? `${terms.join(' ')} ${JSON.stringify(filters)}`
    : terms.join(' ');
  if (misses?.has(key)) return exact;
  const typos = typoGroups(terms);
  if (typos.every((g) => g.exact.length === 0)) return exact;
  const found = await run(sequelize, typos, limit, offset, options);
  if (found.total === 0) misses?.remember(key, startedAt);
  return found;
}
