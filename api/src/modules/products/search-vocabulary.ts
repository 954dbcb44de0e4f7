import type { Sequelize } from 'sequelize';
import { selectRows } from '../../db/plain-sql';
import type { TermGroup } from './search-terms';

/**
 * SQLite's search index knows its words (the `products_fts_vocab` table, read from the index
 * itself). A query's words are looked up there before the index is searched:
 *
 * - A word of four letters or more is searched as the indexed words it starts ("canvas" as
 *   canvas and canvases). FTS5 answers such a prefix by merging every matching word's whole
 *   list of products first, which for a word in every product costs 40 times a plain look-up;
 *   its prefix index covers only two and three letters, which stay prefixes.
 * - A misspelt word's look-alikes are only those the index holds, usually one or two of the
 *   hundreds tried.
 *
 * A group that finds no word cannot match, and neither can the query (its words are ANDed).
 */

/** A word starts more indexed words than this: searched as a prefix after all. */
const MAX_EXPANSION = 64;
/** Words this short are prefixes the index answers itself (`prefix='2 3'`). */
const INDEXED_PREFIX = 3;

/** One word of a query as SQLite's index is asked for it. */
export interface FtsGroup {
  /** Searched as a prefix by the index itself, or null when its words are listed instead. */
  prefix: string | null;
  terms: string[];
  /** Products holding any of the listed words (an upper bound); null when a prefix is asked. */
  products: number | null;
}

interface VocabularyRow {
  term: string;
  doc: number;
}

/** The first string past every string that starts with `prefix`, in the index's byte order. */
function pastPrefix(prefix: string): string | null {
  const points = [...prefix];
  const last = points.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return null;
  return points.join('') + String.fromCodePoint(last + 1);
}

export function createSearchVocabulary(sequelize: Sequelize) {
  async function startingWith(prefix: string): Promise<VocabularyRow[] | null> {
    const past = pastPrefix(prefix);
    if (!past) return null;
    const rows = await selectRows<VocabularyRow>(
      sequelize,
      `SELECT term, doc FROM products_fts_vocab WHERE term >= :prefix AND term < :past
        LIMIT ${MAX_EXPANSION + 1}`,
      { prefix, past },
    );
    return rows.length > MAX_EXPANSION ? null : rows;
  }

  async function existing(words: string[]): Promise<VocabularyRow[]> {
    if (words.length === 0) return [];
    return selectRows<VocabularyRow>(
      sequelize,
      'SELECT term, doc FROM products_fts_vocab WHERE term IN (:words)',
      { words },
    );
  }

  /** The groups as the index is to be asked, or null when the query cannot match anything. */
  return async function resolve(groups: TermGroup[]): Promise<FtsGroup[] | null> {
    const resolved: FtsGroup[] = [];
    for (const group of groups) {
      // The index folds case and accents its own way: a word with anything but a-z and 0-9 is
      // left for it to read, as the prefix and look-alikes it is.
      if (!/^[a-z0-9]+$/.test(group.prefix)) {
        resolved.push({ prefix: group.prefix, terms: group.exact, products: null });
        continue;
      }
      const short = [...group.prefix].length <= INDEXED_PREFIX;
      const started = short ? null : await startingWith(group.prefix);
      const lookAlikes = await existing(group.exact);
      const found = [...(started ?? []), ...lookAlikes];
      const asPrefix = started === null ? group.prefix : null;
      if (asPrefix === null && found.length === 0) return null;
      resolved.push({
        prefix: asPrefix,
        terms: [...new Set(found.map((row) => row.term))],
        products: asPrefix === null ? found.reduce((n, row) => n + Number(row.doc), 0) : Infinity,
      });
    }
    return resolved;
  };
}

/** FTS5's query: `("mou"* OR "mov") AND ("canvas" OR "canvases")`; words are letters and digits only. */
export function toFtsMatch(groups: FtsGroup[]): string {
  return groups
    .map((g) => {
      const words = [
        ...(g.prefix === null ? [] : [`"${g.prefix}"*`]),
        ...g.terms.map((t) => `"${t}"`),
      ];
      return `(${words.join(' OR ')})`;
    })
    .join(' AND ');
}
