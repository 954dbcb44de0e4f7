import type { Sequelize } from 'sequelize';
import { selectRows } from '../../db/plain-sql';
import { dialectOf } from '../../db/sequelize';
import { lookAlikeSearch, oneEditAway, withinOneEdit, type TermGroup } from './search-terms';

/**
 * The search index's words, looked up before the index is searched: SQLite reads its own
 * (`products_fts_words`, an `instance` fts5vocab, decisions 0046 and 0049); PostgreSQL keeps
 * them in `product_words` (decision 0054).
 *
 * - A word of four letters or more is searched as the indexed words it starts ("canvas" as
 *   canvas and canvases). FTS5 answers such a prefix by merging every matching word's whole
 *   list of products first, which for a word in every product costs 20 times a plain look-up;
 *   its prefix index covers only two and three letters, which stay prefixes.
 * - A misspelt word's look-alikes are only those the index holds, usually one or two of the
 *   hundreds it could be: those after its middle are read from the words its first half starts,
 *   those before are asked of the index one by one (decision 0069).
 *
 * Each look-up seeks to a word and reads its first occurrence only, so it costs the same for a
 * word in every product as for a rare one. A group that finds no word cannot match, and
 * neither can the query (its words are ANDed).
 */

/** A word starts more indexed words than this: searched as a prefix after all. */
const MAX_EXPANSION = 64;
/**
 * Words this short are prefixes SQLite's index answers itself (`prefix='2 3'`). PostgreSQL's
 * GIN index has no prefix index: every prefix is listed from the word list when it can be.
 */
const INDEXED_PREFIX = { sqlite: 3, postgres: 0 } as const;

/** One word of a query as the index is asked for it. */
export interface FtsGroup {
  /** Searched as a prefix by the index itself, or null when its words are listed instead. */
  prefix: string | null;
  terms: string[];
  /**
   * How many products hold each of `terms`, where the index keeps it (PostgreSQL's word list,
   * decision 0057); null where it does not (SQLite) or the group is a prefix.
   */
  products: number[] | null;
}

/** The first string past every string that starts with `prefix`, in the index's byte order. */
function pastPrefix(prefix: string): string | null {
  const points = [...prefix];
  const last = points.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return null;
  return points.join('') + String.fromCodePoint(last + 1);
}

/**
 * The indexed words from `:prefix` up to `:past`, one seek each: the next word is the first at
 * or after this one followed by char(1), which sorts before any character a word can hold.
 */
const WORDS_STARTING = `
  WITH RECURSIVE words(term) AS (
    SELECT (SELECT term FROM products_fts_words WHERE term >= :prefix LIMIT 1)
    UNION ALL
    SELECT (SELECT w.term FROM products_fts_words w WHERE w.term >= words.term || char(1) LIMIT 1)
    FROM words WHERE words.term < :past
    LIMIT ${MAX_EXPANSION + 2}
  )
  SELECT term FROM words WHERE term < :past`;

const WORDS_PRESENT = `
  SELECT w.value AS term FROM json_each(:words) w
  WHERE EXISTS (SELECT 1 FROM products_fts_words i WHERE i.term = w.value)`;

/**
 * PostgreSQL's words are the primary key of product_words, in byte order, each with how many
 * products hold it; a word none holds any more is not there.
 */
const POSTGRES_WORDS = {
  starting: `SELECT word AS term, products FROM product_words
             WHERE word >= :prefix AND word < :past AND products > 0
             ORDER BY word LIMIT ${MAX_EXPANSION + 1}`,
  present: `SELECT i.word AS term, i.products
            FROM json_array_elements_text(CAST(:words AS json)) AS w
            JOIN product_words i ON i.word = w WHERE i.products > 0`,
};

/** A word the index holds, and how many products hold it where the index keeps that. */
export interface Word {
  term: string;
  products?: number | string;
}

export function createSearchVocabulary(sequelize: Sequelize) {
  const dialect = dialectOf(sequelize);
  const sql =
    dialect === 'postgres' ? POSTGRES_WORDS : { starting: WORDS_STARTING, present: WORDS_PRESENT };
  async function startingWith(prefix: string): Promise<Word[] | null> {
    const past = pastPrefix(prefix);
    if (!past) return null;
    const rows = await selectRows<Word>(sequelize, sql.starting, { prefix, past });
    return rows.length > MAX_EXPANSION ? null : rows;
  }

  async function existing(words: string[]): Promise<Word[]> {
    if (words.length === 0) return [];
    return selectRows<Word>(sequelize, sql.present, { words: JSON.stringify(words) });
  }

  /** The words `prefix` starts, each prefix looked up once in a search (`seen`). */
  async function listed(prefix: string, seen: Map<string, Word[] | null>) {
    let words = seen.get(prefix);
    if (words === undefined) {
      words = await startingWith(prefix);
      seen.set(prefix, words);
    }
    return words;
  }

  /** The indexed words one edit away from `word`; all are asked when its first half starts too many. */
  async function lookAlikes(word: string, seen: Map<string, Word[] | null>): Promise<Word[]> {
    const search = lookAlikeSearch(word);
    const [near, asked] = await Promise.all([listed(search.listed, seen), existing(search.asked)]);
    if (near === null) {
      const askedAlready = new Set(search.asked);
      return [...asked, ...(await existing(oneEditAway(word).filter((w) => !askedAlready.has(w))))];
    }
    return [...near.filter((w) => withinOneEdit(w.term, word)), ...asked];
  }

  /**
   * The groups as the index is to be asked, or null when the query cannot match anything.
   * `seen` keeps each prefix's words for the next call of the same search: the typo pass asks
   * again for the prefixes the exact pass found nothing under.
   */
  return async function resolve(
    groups: TermGroup[],
    seen: Map<string, Word[] | null>,
  ): Promise<FtsGroup[] | null> {
    const resolved: FtsGroup[] = [];
    for (const group of groups) {
      // The index folds case and accents its own way: a word with anything but a-z and 0-9 is
      // left for it to read, as the prefix and look-alikes it is.
      if (!/^[a-z0-9]+$/.test(group.prefix)) {
        const terms = group.typo ? oneEditAway(group.prefix) : [];
        resolved.push({ prefix: group.prefix, terms, products: null });
        continue;
      }
      const short = [...group.prefix].length <= INDEXED_PREFIX[dialect];
      const started = short ? null : await listed(group.prefix, seen);
      const alike = group.typo ? await lookAlikes(group.prefix, seen) : [];
      const found = new Map([...(started ?? []), ...alike].map((w) => [w.term, w.products]));
      const asPrefix = started === null ? group.prefix : null;
      if (asPrefix === null && found.size === 0) return null;
      const counts = [...found.values()];
      const counted = asPrefix === null && counts.every((n) => n !== undefined);
      resolved.push({
        prefix: asPrefix,
        terms: [...found.keys()],
        products: counted ? counts.map(Number) : null,
      });
    }
    return resolved;
  };
}

/** How one query language writes a word, a prefix, and the ORs and ANDs between them. */
interface QueryLanguage {
  word(word: string): string;
  prefix(word: string): string;
  or: string;
  and: string;
}

function writeQuery(groups: FtsGroup[], language: QueryLanguage): string {
  return groups
    .map((g) => {
      const words = [
        ...(g.prefix === null ? [] : [language.prefix(g.prefix)]),
        ...g.terms.map(language.word),
      ];
      return `(${words.join(language.or)})`;
    })
    .join(language.and);
}

const FTS5: QueryLanguage = {
  word: (word) => `"${word}"`,
  prefix: (word) => `"${word}"*`,
  or: ' OR ',
  and: ' AND ',
};

/** FTS5's query: `("mou"* OR "mov") AND ("canvas" OR "canvases")`; words are letters and digits only. */
export function toFtsMatch(groups: FtsGroup[]): string {
  return writeQuery(groups, FTS5);
}

const quotedLexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const TSQUERY: QueryLanguage = {
  word: quotedLexeme,
  prefix: (word) => `${quotedLexeme(word)}:*`,
  or: ' | ',
  and: ' & ',
};

/**
 * PostgreSQL's query as a tsquery literal: `('mou':* | 'mov') & ('canvas' | 'canvases')`.
 * Quoted lexemes are taken as they are (the index's own words, or a query's letters and
 * digits, lower-cased), never parsed again.
 */
export function toTsQueryLiteral(groups: FtsGroup[]): string {
  return writeQuery(groups, TSQUERY);
}
