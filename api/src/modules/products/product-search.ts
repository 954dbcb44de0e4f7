import type { Sequelize } from 'sequelize';
import { selectRows } from '../../db/plain-sql';
import { keptRead, type KeptRead } from '../../lib/kept-read';
import { dialectOf, type Dialect as Database } from '../../db/sequelize';
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
import { countProducts } from './product-listing';
import { PRODUCT_COLUMNS_SQL } from './product-row';
import { pageColumns, pageWithSizes, selectPage } from './product-sizes';
import { exactGroups, searchTerms, typoGroups, type TermGroup } from './search-terms';
import {
  createSearchVocabulary,
  toFtsMatch,
  toTsQueryLiteral,
  type FtsGroup,
  type Word,
} from './search-vocabulary';
import type { TypoMisses } from './typo-misses';
import { blocksMayAnswer, matchesFromBlocks, type BlockMatches } from './search-blocks';
import { NEWEST_KEPT } from '../../db/migrations/20261129-0101-product-words-newest';

/**
 * A search in best-match order counts its matches up to this many, and lists them; past it the
 * total is this, not exact ("10,000+ results", PRODUCT §10), and later matches are not listed.
 */
export const SEARCH_COUNT_CAP = 10_000;
/**
 * A sorted or filtered search looks through at most this many matches (the newest): a filter
 * keeps those that match it, a sort orders them, and the total counts those kept, not exact
 * when more matched (decision 0052).
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
  /** False when more matched than `total` counts. */
  exact: boolean;
}

/** `matched`: the matches counted, up to one past the cap the search applies. */
type Counts = { total: number | string; matched: number | string };
type Row = RawRow<ProductRow> & Counts;

/**
 * How the matches are narrowed and ordered: the list's filters (decision 0042) keep the
 * candidates that match; a `sort` orders them instead of the ranking.
 */
export interface SearchOptions {
  filters?: ListFilters;
  sort?: ProductSort | undefined;
}

/** What a dialect says about its matches: how to find them (newest first), count and rank them. */
interface Dialect {
  /** FROM and WHERE for the rows that match. */
  matching: string;
  /** A match's product id. */
  id: string;
  /** The ranking of a match, where smaller or larger is better per `direction`. */
  score: string;
  direction: 'ASC' | 'DESC';
  /** The query text the statements bind as `:query`. */
  query: string;
  /**
   * The page's plan follows from the number of matches (PostgreSQL): a sorted or filtered
   * search counts them in a statement of its own first; one in best-match order holds them once
   * for its count and its page (decision 0070). Else the page's statement counts them.
   */
  countsFirst: boolean;
  /**
   * The word list keeps each word's newest matches (PostgreSQL, decision 0081): a best-match
   * page within them, for a search of one listed word, is read from there.
   */
  listsNewest: boolean;
  /**
   * Common words keep their products as bits (PostgreSQL, decision 0082): a best-match search
   * of several such words counts and pages through the blocks' AND.
   */
  blocksWords: boolean;
  database: Database;
}

/** Best match first (by `score` and `id` of the rows `alias` names), the newest among equals. */
const rankOrder = (d: Dialect, alias: string) => `${alias}score ${d.direction}, ${alias}id DESC`;

/** In best-match order the page's statement answers the matches counted, and no other total. */
const MATCHED_ONLY = '(SELECT n FROM counted) AS matched, 0 AS total';

/**
 * A page of the rows (`id`, `score`) of the CTE `from` best match first, as the CTE `c`, and
 * the statement reading its products with the `counts` columns.
 */
const rankedPage = (d: Dialect, from: string, counts: string) => ({
  cte: `c AS (SELECT id, score FROM ${from} ORDER BY ${rankOrder(d, '')} LIMIT :limit OFFSET :offset)`,
  sql: `SELECT ${pageColumns(d.database)}, ${counts}
        FROM c JOIN products p ON p.id = c.id ORDER BY ${rankOrder(d, 'c.')}`,
});

/** The page's products for the rows `c` (its `id`s) the statement `from` picks, in `order`. */
const productsOf = (database: Database, from: string, order: string) =>
  `WITH c AS (${from})
   SELECT ${pageColumns(database)} FROM c JOIN products p ON p.id = c.id ORDER BY ${order}`;

/**
 * The matches counted as far as `:countLimit`. A sorted or filtered search counts newest first,
 * the rows its candidates are: PostgreSQL walks them once (for a common word, its primary key
 * down from the newest) and stops at the cap. Up to 10,000, the planner's own way (a bitmap for
 * a word in a few thousand prints) is cheaper than walking every print for them.
 */
function countedMatches(d: Dialect, windowed: boolean) {
  const newestFirst = windowed ? `ORDER BY ${d.id} DESC` : '';
  return `SELECT count(*) AS n FROM (SELECT 1 ${d.matching} ${newestFirst} LIMIT :countLimit) h`;
}

/**
 * The page and its counts for the matches a dialect describes. `counted` counts them as far as
 * the cap (one past it, to tell "more"). In best-match order the ranking (only when
 * RANKED_MATCHES or fewer match; SQLite's and PostgreSQL's CASE branches are lazy) orders a
 * window of the newest matches as deep as the page, before a product is read. A sort or filter
 * works on the newest SEARCH_CANDIDATES matches: a filter keeps those that match it, a sort
 * orders them.
 */
function statements(d: Dialect, options: SearchOptions, plan: Plan) {
  const filters = options.filters ?? {};
  const filtered = hasFilters(filters);
  const windowed = isWindowed(options);
  const counted = plan.known
    ? 'counted AS (SELECT CAST(:known AS integer) AS n)'
    : `counted AS (${countedMatches(d, windowed)})`;
  const score = options.sort
    ? '0'
    : `CASE WHEN (SELECT n FROM counted) > ${RANKED_MATCHES} THEN 0 ELSE ${d.score} END`;
  // `id + 0` is no column of an index: PostgreSQL reads the matches, then sorts them.
  const order = plan.matchesFirst ? `${d.id} + 0` : d.id;
  const newest = (limit: string) =>
    `SELECT ${d.id} AS id, ${score} AS score ${d.matching} ORDER BY ${order} DESC LIMIT ${limit}`;
  if (plan.held) return heldStatements(d);
  if (!windowed) {
    const page = rankedPage(d, 'candidates', MATCHED_ONLY);
    return {
      sql: `WITH ${counted}, candidates AS (${newest(':window')}), ${page.cte} ${page.sql}`,
      countSql: `WITH ${counted} SELECT n AS matched, 0 AS total FROM counted`,
      windowed,
    };
  }
  // Materialized: folded into the count's subquery, SQLite would plan it as a walk of every
  // product instead of a lookup of each candidate. Size filters read only the sizes' index.
  const kept = !filtered
    ? 'FROM candidates c'
    : needsSizes(filters)
      ? `FROM candidates c WHERE ${sizesMatch(filters, 'c.id', d.database === 'sqlite', true)}`
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
    windowed,
  };
}

/**
 * A best-match search whose number of matches is not known, in one statement: its matches (up
 * to one past the cap) are read once, the planner's own way, and held. They are counted, and the
 * newest of them ranked for the page. Past the cap, those held need not be the newest, and the
 * page walks the newest products instead; only one of the two branches runs.
 */
function heldStatements(d: Dialect) {
  const page = rankedPage(d, 'candidates', MATCHED_ONLY);
  const score = `CASE WHEN (SELECT n FROM counted) > ${RANKED_MATCHES} THEN 0
    ELSE (SELECT ${d.score} FROM products m WHERE m.id = hits.id) END`;
  const ctes = `WITH hits AS MATERIALIZED (SELECT ${d.id} AS id ${d.matching} LIMIT :countLimit),
    counted AS (SELECT count(*) AS n FROM hits),
    candidates AS (
      (SELECT id, ${score} AS score FROM hits WHERE (SELECT n FROM counted) <= :cap
       ORDER BY id DESC LIMIT :window)
      UNION ALL
      (SELECT ${d.id} AS id, 0 AS score ${d.matching} AND (SELECT n FROM counted) > :cap
       ORDER BY ${d.id} DESC LIMIT :depth)),
    ${page.cte}`;
  return {
    sql: `${ctes} ${page.sql}`,
    countSql: `SELECT n AS matched, 0 AS total FROM (${countedMatches(d, false)}) counted`,
    windowed: false,
  };
}

/** How a search's statements find its matches. */
interface Plan {
  /** The number of matches is known (`:known`), not counted. */
  known: boolean;
  /** The newest are found by sorting every match, not by walking the newest products. */
  matchesFirst: boolean;
  /** Best-match order: the matches are held once for the count and the page (`heldStatements`). */
  held: boolean;
}

const isWindowed = (options: SearchOptions) =>
  Boolean(options.sort) || hasFilters(options.filters ?? {});

/**
 * How many products match, when the word list says so without counting them (decision 0057):
 * a query of one word holds exactly the products that word is in; one of several look-alikes
 * or expansions, at least as many as its commonest. One past `cap` stands for "more".
 */
function knownMatches(groups: FtsGroup[], cap: number): number | null {
  const [group, ...others] = groups;
  if (!group?.products || others.length > 0) return null;
  if (group.products.length === 1) return group.products[0] ?? null;
  const most = Math.max(...group.products);
  return most > cap ? cap + 1 : null;
}

/** The FTS5 index's rowid is the product's id; bm25 is smaller for a better match. */
function sqliteDialect(groups: FtsGroup[]): Dialect {
  return {
    matching: 'FROM products_fts WHERE products_fts MATCH :query',
    id: 'rowid',
    score: 'bm25(products_fts, 10.0, 10.0, 4.0, 1.0)',
    direction: 'ASC',
    query: toFtsMatch(groups),
    countsFirst: false,
    listsNewest: false,
    blocksWords: false,
    database: 'sqlite',
  };
}

/**
 * The weighted tsvector `search` and its GIN index; ts_rank is larger for a better match. The
 * query is written out where it is used, not taken from a CTE, so the planner reads how common
 * its words are from the column's statistics.
 */
function postgresDialect(groups: FtsGroup[]): Dialect {
  const query = 'CAST(:query AS tsquery)';
  return {
    matching: `FROM products m WHERE m.search @@ ${query}`,
    id: 'm.id',
    score: `ts_rank(m.search, ${query})`,
    direction: 'DESC',
    query: toTsQueryLiteral(groups),
    countsFirst: true,
    listsNewest: true,
    blocksWords: true,
    database: 'postgres',
  };
}

/** The page of `options`'s matches, and how many there are (counted up to a cap). */
async function run(
  sequelize: Sequelize,
  groups: TermGroup[],
  limit: number,
  offset: number,
  options: SearchOptions,
  seen: Map<string, Word[] | null>,
): Promise<SearchPage> {
  const resolved = await vocabularyOf(sequelize)(groups, seen);
  if (!resolved) return { rows: [], total: 0, exact: true };
  const dialect =
    dialectOf(sequelize) === 'postgres' ? postgresDialect(resolved) : sqliteDialect(resolved);
  const windowed = isWindowed(options);
  const cap = windowed ? SEARCH_CANDIDATES : SEARCH_COUNT_CAP;
  // Past the cap nothing is listed; the page still says how many matched.
  const depth = Math.min(offset + limit, cap);
  if (dialect.blocksWords && !windowed && blocksMayAnswer(resolved)) {
    const matches = await matchesFromBlocks(sequelize, resolved, depth, RANKED_MATCHES);
    if (matches) return pageOfMatches(sequelize, dialect, matches, offset, depth);
  }
  const countLimit = cap + 1;
  const listedCount = knownMatches(resolved, cap);
  const held = listedCount === null && dialect.countsFirst && !windowed;
  const known =
    listedCount ??
    (dialect.countsFirst && !held
      ? await countMatches(sequelize, dialect, windowed, countLimit)
      : null);
  if (known === 0) return { rows: [], total: 0, exact: true };
  // Past RANKED_MATCHES the newest come first, and the page is all the window needs.
  const window =
    known !== null && known > RANKED_MATCHES ? depth : Math.max(depth, RANKED_MATCHES + 1);
  const listed = dialect.listsNewest && !windowed ? listedWord(resolved) : null;
  const newest = listed && (await newestOfWord(sequelize, listed, offset, depth));
  if (newest) return { rows: newest, ...bestMatchCounts(listed.holders, cap) };
  const built = statements(dialect, options, {
    known: known !== null,
    matchesFirst: await readsMatchesFirst(sequelize, known, windowed ? cap : window),
    held,
  });
  const counts = ({ matched, total }: Counts) => {
    const n = Number(matched);
    return built.windowed ? { total: Number(total), exact: n <= cap } : bestMatchCounts(n, cap);
  };
  const replacements = {
    ...filterReplacements(options.filters ?? {}),
    query: dialect.query,
    cap,
    countLimit,
    known,
    window,
    depth,
    limit: Math.max(0, depth - offset),
    offset,
  };
  const rows = offset < cap ? await selectPage<Row>(sequelize, built.sql, replacements) : [];
  if (rows[0]) return { rows, ...counts(rows[0]) };
  // A first page in best-match order lists every match it can: none were found.
  if (offset === 0 && !built.windowed) return { rows: [], total: 0, exact: true };
  const [count] = await selectRows<Counts>(sequelize, built.countSql, replacements);
  return { rows: [], ...counts(count ?? { matched: 0, total: 0 }) };
}

/** In best-match order every match counted is listed, up to the cap. */
const bestMatchCounts = (matched: number, cap: number) => ({
  total: Math.min(matched, cap),
  exact: matched <= cap,
});

/**
 * A best-match page of matches whose ids are known, newest first: ranked when RANKED_MATCHES or
 * fewer, else the newest, read by key.
 */
async function pageOfMatches(
  sequelize: Sequelize,
  d: Dialect,
  { total, ids }: BlockMatches,
  offset: number,
  depth: number,
): Promise<SearchPage> {
  if (total === 0) return { rows: [], total: 0, exact: true };
  const counts = bestMatchCounts(total, SEARCH_COUNT_CAP);
  if (offset >= Math.min(depth, total)) return { rows: [], ...counts };
  const rows =
    total > RANKED_MATCHES
      ? await selectPage<RawRow<ProductRow>>(
          sequelize,
          productsOf(d.database, 'SELECT unnest(ARRAY[:ids]::integer[]) AS id', 'c.id DESC'),
          { ids: ids.slice(offset, depth) },
        )
      : await selectPage<RawRow<ProductRow>>(
          sequelize,
          productsOf(
            d.database,
            `SELECT m.id, ${d.score} AS score FROM products m WHERE m.id IN (:ids)
             ORDER BY ${rankOrder(d, '')} LIMIT :limit OFFSET :offset`,
            rankOrder(d, 'c.'),
          ),
          { ids, query: d.query, limit: depth - offset, offset },
        );
  return { rows, ...counts };
}

/** The one listed word a search's groups come to, and how many products hold it. */
function listedWord(groups: FtsGroup[]): { word: string; holders: number } | null {
  const [group, ...others] = groups;
  const word = group?.terms[0];
  const holders = group?.products?.length === 1 ? group.products[0] : undefined;
  if (others.length > 0 || word === undefined || holders === undefined) return null;
  return { word, holders };
}

/**
 * A word in more than RANKED_MATCHES prints lists its matches newest first. PostgreSQL's word
 * list keeps the newest of them (decision 0081), so a page within those is read from there and
 * the products table by key, instead of finding every match in the index and sorting them (a
 * thousand rows for a word in one print in a thousand, at a million prints). Null when the list
 * keeps too few for the page (some dropped out, or the page is deeper): the index answers then.
 */
async function newestOfWord(
  sequelize: Sequelize,
  { word, holders }: { word: string; holders: number },
  offset: number,
  depth: number,
): Promise<RawRow<ProductRow>[] | null> {
  if (holders <= RANKED_MATCHES || depth > NEWEST_KEPT || depth <= offset) return null;
  const rows = await selectPage<RawRow<ProductRow>>(
    sequelize,
    productsOf(
      'postgres',
      `SELECT u.id FROM product_words w, unnest(w.newest) WITH ORDINALITY AS u(id, n)
       WHERE w.word = :word AND cardinality(w.newest) >= :depth
       ORDER BY u.n LIMIT :limit OFFSET :offset`,
      'c.id DESC',
    ),
    { word, depth, limit: depth - offset, offset },
  );
  return rows.length > 0 ? rows : null;
}

/** How many products match, counted as far as `countLimit`. */
async function countMatches(
  sequelize: Sequelize,
  d: Dialect,
  windowed: boolean,
  countLimit: number,
): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(sequelize, countedMatches(d, windowed), {
    query: d.query,
    countLimit,
  });
  return Number(row?.n ?? 0);
}

/**
 * PostgreSQL prices checking a product's search vector as nearly free, so for a word in a
 * thousand of a million prints it walks the newest products (some 24,000 rows for a page of 24)
 * rather than reading the word's thousand matches from its index and sorting them, ten times
 * slower. Where the word list says how many match, the search chooses (decision 0057): the walk
 * reads about `wanted × products / matches` rows, the index `matches` rows at about twice the
 * cost of each.
 */
async function readsMatchesFirst(sequelize: Sequelize, known: number | null, wanted: number) {
  if (known === null || known <= wanted) return false;
  return 2 * known * known < wanted * (await sizeForPlans(sequelize));
}

/** How long the catalogue's size is kept for choosing plans. */
export const PLAN_SIZE_MS = 1000;
const planSizes = new WeakMap<Sequelize, KeptRead<number>>();

/**
 * The catalogue's size as the plan above weighs it, read at most once a second (decision
 * 0068): most searches weigh it, and each read is a statement of its own. A size a second old
 * can only choose the slower plan for a moment, never change what a search answers.
 */
function sizeForPlans(sequelize: Sequelize): Promise<number> {
  let size = planSizes.get(sequelize);
  if (!size)
    planSizes.set(sequelize, (size = keptRead(PLAN_SIZE_MS, () => countProducts(sequelize))));
  return size.get();
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
  if (terms.length === 0) return { rows: [], total: 0, exact: true };
  const startedAt = misses?.generation() ?? 0;
  // The words under each prefix, looked up once for the exact pass and the typo pass.
  const seen = new Map<string, Word[] | null>();
  const exact = await run(sequelize, exactGroups(terms), limit, offset, options, seen);
  if (exact.total > 0) return exact;
  // A typo search that found nothing under some filters may find something under others.
  const filters = options.filters ?? {};
  const key = hasFilters(filters)
    ? `${terms.join(' ')} ${JSON.stringify(filters)}`
    : terms.join(' ');
  if (misses?.has(key)) return exact;
  const typos = typoGroups(terms);
  if (typos.every((g) => !g.typo)) return exact;
  const found = await run(sequelize, typos, limit, offset, options, seen);
  if (found.total === 0) misses?.remember(key, startedAt);
  return found;
}
