import type { Sequelize } from 'sequelize';
import { sizesMatch } from '../../product-filters';
import { countedMatches, pageStatements, readPage, type MatchSql } from '../match-statements';
import { RANKED_MATCHES, isWindowed, searchDepth, type SearchStrategy } from '../search-strategy';
import {
  createWordLookup,
  MAX_EXPANSION,
  writeQuery,
  type FtsGroup,
  type QueryLanguage,
  type WordListSql,
} from '../word-lookup';
import { mergeSearchIndex } from './index-segments';

/**
 * SQLite lists its index's words (`products_fts_words`, an `instance` fts5vocab, decisions 0046
 * and 0049) from `:prefix` up to `:past` one seek each: the next word is the first at or after
 * this one followed by char(1), which sorts before any character a word can hold. Words of two
 * and three letters stay prefixes, which the index's prefix index (`prefix='2 3'`) answers.
 */
const SQLITE_WORDS: WordListSql = {
  listing: (i) => `words${i}(term) AS (
    SELECT (SELECT term FROM products_fts_words WHERE term >= :prefix${i} LIMIT 1)
    UNION ALL
    SELECT (SELECT w.term FROM products_fts_words w WHERE w.term >= words${i}.term || char(1) LIMIT 1)
    FROM words${i} WHERE words${i}.term < :past${i}
    LIMIT ${MAX_EXPANSION + 2})`,
  present: `SELECT -1 AS i, w.value AS term FROM json_each(:words) w
    WHERE EXISTS (SELECT 1 FROM products_fts_words x WHERE x.term = w.value)`,
  statement(listings, withWords) {
    const selects = listings.map(
      (_, i) => `SELECT ${i} AS i, term FROM words${i} WHERE term < :past${i}`,
    );
    const all = [...selects, ...(withWords ? [SQLITE_WORDS.present] : [])].join(' UNION ALL ');
    return listings.length ? `WITH RECURSIVE ${listings.join(', ')} ${all}` : all;
  },
  indexedPrefix: 3,
};

const FTS5: QueryLanguage = {
  word: (word) => `"${word}"`,
  prefix: (word) => `"${word}"*`,
  or: ' OR ',
  and: ' AND ',
};

/** FTS5's query: `("mou"* OR "mov") AND ("canvas" OR "canvases")`; words are letters, marks, digits and joiners only. */
export function toFtsMatch(groups: FtsGroup[]): string {
  return writeQuery(groups, FTS5);
}

/** The FTS5 index's rowid is the product's id; bm25 is smaller for a better match. */
function matchSql(groups: FtsGroup[]): MatchSql {
  return {
    matching: 'FROM products_fts WHERE products_fts MATCH :query',
    id: 'rowid',
    // productId, name, altNames, description, then the translated names and descriptions.
    score: 'bm25(products_fts, 10.0, 10.0, 4.0, 1.0, 10.0, 1.0)',
    direction: 'ASC',
    query: toFtsMatch(groups),
    database: 'sqlite',
    candidateSizes: (filters) => sizesMatch(filters, 'c.id', true, true),
  };
}

/**
 * SQLite's search: FTS5 with external content, kept by triggers (migration
 * `20261121-0002-product-search`). Its index keeps no count of a word's products, so every
 * search has one plan: the page's statement counts the matches (from the index alone, up to one
 * past the cap), ranks a window of the newest of them when few enough matched, and reads only
 * the page's products.
 */
export function createSqliteSearch(sequelize: Sequelize): SearchStrategy {
  const lookUp = createWordLookup(sequelize, SQLITE_WORDS);
  return {
    findWords: lookUp,
    async findPage(groups, window, options) {
      const d = matchSql(groups);
      const { cap, depth } = searchDepth(window, options);
      const plan = { counted: countedMatches(d, isWindowed(options)), newestBy: d.id };
      return readPage(sequelize, d, pageStatements(d, options, plan), options, {
        cap,
        depth,
        window: Math.max(depth, RANKED_MATCHES + 1),
        offset: window.offset,
      });
    },
    afterImport: () => mergeSearchIndex(sequelize),
  };
}
