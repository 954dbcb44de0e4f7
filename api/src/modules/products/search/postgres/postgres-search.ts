import type { Sequelize } from 'sequelize';
import { selectRows } from '../../../../db/plain-sql';
import { keptRead, type KeptRead } from '../../../../lib/kept-read';
import { sizesMatch } from '../../product-filters';
import { countProducts } from '../../product-listing';
import {
  countedMatches,
  MATCHED_ONLY,
  pageStatements,
  rankedPage,
  readPage,
  type MatchSql,
  type PageStatements,
} from '../match-statements';
import {
  bestMatchCounts,
  isWindowed,
  noMatches,
  RANKED_MATCHES,
  searchDepth,
  type SearchStrategy,
} from '../search-strategy';
import { createWordLookup, type FtsGroup } from '../word-lookup';
import { listedWord, newestOfWord } from './newest-of-word';
import { POSTGRES_WORDS, toTsQueryLiteral } from './postgres-words';
import { pageFromBlocks } from './word-blocks';

/**
 * The weighted tsvector `search` and its GIN index; ts_rank is larger for a better match. The
 * query is written out where it is used, not taken from a CTE, so the planner reads how common
 * its words are from the column's statistics.
 */
function matchSql(groups: FtsGroup[]): MatchSql {
  const query = 'CAST(:query AS tsquery)';
  return {
    matching: `FROM products m WHERE m.search @@ ${query}`,
    id: 'm.id',
    score: `ts_rank(m.search, ${query})`,
    direction: 'DESC',
    query: toTsQueryLiteral(groups),
    database: 'postgres',
    candidateSizes: (filters) => sizesMatch(filters, 'c.id', false, true),
  };
}

/** A search of several words, each listed (no prefix left to the index): blocks may answer it. */
const blocksMayAnswer = (groups: FtsGroup[]) =>
  groups.length > 1 && groups.every((g) => g.prefix === null && g.terms.length > 0);

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

/**
 * A best-match search whose number of matches is not known, in one statement (decision 0070):
 * its matches (up to one past the cap) are read once, the planner's own way, and held. They are
 * counted, and the newest of them ranked for the page. Past the cap, those held need not be the
 * newest, and the page walks the newest products instead; only one of the two branches runs.
 */
function heldStatements(d: MatchSql): PageStatements {
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
  };
}

/** How long the catalogue's size is kept for choosing plans. */
export const PLAN_SIZE_MS = 1000;

/**
 * PostgreSQL's search: the GIN index over `search`, with the word list (`product_words`) that
 * counts each word's products and keeps its newest, and the bits of common words
 * (`product_word_blocks`). Its plans, in the order tried for a page:
 *
 * 1. Several listed words in best-match order: the blocks' AND (decision 0082).
 * 2. One listed word in best-match order, its page within the newest kept: the word list
 *    (decision 0081).
 * 3. Otherwise the index, its number of matches known from the word list (decision 0057),
 *    counted first (a sorted or filtered search), or held once for the count and the page
 *    (decision 0070); the newest found by walking the products or by sorting the matches,
 *    whichever reads fewer rows (`readsMatchesFirst`).
 */
export function createPostgresSearch(sequelize: Sequelize): SearchStrategy {
  const lookUp = createWordLookup(sequelize, POSTGRES_WORDS);
  // The catalogue's size, read at most once a second (decision 0068): most searches weigh it,
  // and each read is a statement of its own. A size a second old can only choose the slower
  // plan for a moment, never change what a search answers.
  const planSize: KeptRead<number> = keptRead(PLAN_SIZE_MS, () => countProducts(sequelize));

  /** How many products match, counted newest first as far as `countLimit`. */
  async function countMatches(d: MatchSql, countLimit: number): Promise<number> {
    const [row] = await selectRows<{ n: number | string }>(sequelize, countedMatches(d, true), {
      query: d.query,
      countLimit,
    });
    return Number(row?.n ?? 0);
  }

  /**
   * PostgreSQL prices checking a product's search vector as nearly free, so for a word in a
   * thousand of a million prints it walks the newest products (some 24,000 rows for a page of
   * 24) rather than reading the word's thousand matches from its index and sorting them, ten
   * times slower. Where the number of matches is known, the search chooses (decision 0057): the
   * walk reads about `wanted × products / matches` rows, the index `matches` rows at about twice
   * the cost of each.
   */
  async function readsMatchesFirst(known: number, wanted: number) {
    if (known <= wanted) return false;
    return 2 * known * known < wanted * (await planSize.get());
  }

  return {
    findWords: lookUp,
    async findPage(groups, window, options) {
      const d = matchSql(groups);
      const windowed = isWindowed(options);
      const { cap, depth } = searchDepth(window, options);
      const { offset } = window;
      if (!windowed && blocksMayAnswer(groups)) {
        const page = await pageFromBlocks(sequelize, d, groups, offset, depth);
        if (page) return page;
      }
      // A best-match search the word list cannot count holds its matches instead.
      const known = knownMatches(groups, cap) ?? (windowed ? await countMatches(d, cap + 1) : null);
      if (known === 0) return noMatches();
      // Past RANKED_MATCHES the newest come first, and the page is all the window needs.
      const ranked = known !== null && known > RANKED_MATCHES ? depth : RANKED_MATCHES + 1;
      const bounds = { cap, depth, window: Math.max(depth, ranked), offset, known };
      const listed = windowed ? null : listedWord(groups);
      const newest = listed && (await newestOfWord(sequelize, listed, offset, depth));
      if (listed && newest) return { rows: newest, ...bestMatchCounts(listed.holders, cap) };
      if (known === null) return readPage(sequelize, d, heldStatements(d), options, bounds);
      const sorts = await readsMatchesFirst(known, windowed ? cap : bounds.window);
      const built = pageStatements(d, options, {
        counted: 'SELECT CAST(:known AS integer) AS n',
        // `id + 0` is no column of an index: PostgreSQL reads the matches, then sorts them.
        newestBy: sorts ? `${d.id} + 0` : d.id,
      });
      return readPage(sequelize, d, built, options, bounds);
    },
    afterImport: async () => {},
  };
}
