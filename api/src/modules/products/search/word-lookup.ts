import type { Sequelize } from 'sequelize';
import { selectRows } from '../../../db/plain-sql';
import { lookAlikeSearch, oneEditAway, withinOneEdit, type TermGroup } from './search-terms';

/**
 * The search index's words, looked up before the index is searched, in the statements of each
 * database's word list (`WordListSql`): SQLite reads its index's own, PostgreSQL keeps a table.
 *
 * - A word longer than the index's own prefixes is searched as the indexed words it starts
 *   ("canvas" as canvas and canvases): an index answers a prefix by merging every matching
 *   word's whole list of products first, which for a word in every product costs 20 times a
 *   plain look-up.
 * - A misspelt word's look-alikes are only those the index holds, usually one or two of the
 *   hundreds it could be: those after its middle are read from the words its first half starts,
 *   those before are asked of the index one by one (decision 0069).
 *
 * Each look-up seeks to a word and reads its first occurrence only, so it costs the same for a
 * word in every product as for a rare one. A group that finds no word cannot match, and
 * neither can the query (its words are ANDed).
 */

/** A word starts more indexed words than this: searched as a prefix after all. */
export const MAX_EXPANSION = 64;

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
 * How a database's word list is read: each prefix's listing numbered `i` (its bounds
 * `:prefix<i>` and `:past<i>`), the words of `:words` the index holds as `i` = -1, and the one
 * statement of a pass made of them.
 */
export interface WordListSql {
  listing(i: number): string;
  present: string;
  statement(listings: string[], withWords: boolean): string;
  /**
   * Words this short (or shorter) stay prefixes the index answers itself; longer ones are
   * listed as the indexed words they start.
   */
  indexedPrefix: number;
}

/** A word the index holds, and how many products hold it where the index keeps that. */
export interface Word {
  term: string;
  products?: number | string;
}

/** A word that may carry a typo, and where its look-alikes are looked for. */
type Misspelt = { word: string } & ReturnType<typeof lookAlikeSearch>;

/** Each prefix's indexed words, kept through a search's passes (null: too many to list). */
export type SeenWords = Map<string, Word[] | null>;

export function createWordLookup(sequelize: Sequelize, sql: WordListSql) {
  /**
   * One statement for a pass's look-ups: the words under each of `prefixes` not yet `seen`
   * (kept there, null past MAX_EXPANSION), and those of `words` the index holds.
   */
  async function lookUp(
    prefixes: string[],
    words: string[],
    seen: SeenWords,
  ): Promise<Map<string, Word>> {
    const listed: string[] = [];
    const replacements: Record<string, string> = { words: JSON.stringify(words) };
    for (const prefix of new Set(prefixes)) {
      if (seen.has(prefix)) continue;
      const past = pastPrefix(prefix);
      if (past === null) {
        seen.set(prefix, null);
        continue;
      }
      replacements[`prefix${listed.length}`] = prefix;
      replacements[`past${listed.length}`] = past;
      listed.push(prefix);
    }
    if (listed.length === 0 && words.length === 0) return new Map();
    const statement = sql.statement(
      listed.map((_, i) => sql.listing(i)),
      words.length > 0,
    );
    const rows = await selectRows<Word & { i: number | string }>(
      sequelize,
      statement,
      replacements,
    );
    const found = listed.map((): Word[] => []);
    const present = new Map<string, Word>();
    for (const { i, ...word } of rows) {
      if (Number(i) < 0) present.set(word.term, word);
      else found[Number(i)]?.push(word);
    }
    listed.forEach((prefix, i) => {
      const under = found[i] ?? [];
      seen.set(prefix, under.length > MAX_EXPANSION ? null : under);
    });
    return present;
  }

  /**
   * Each misspelt word's indexed look-alikes: those its first half starts that are one edit
   * away, and those asked; all are asked for a word whose first half starts too many.
   */
  async function lookAlikes(
    misspelt: Misspelt[],
    present: Map<string, Word>,
    seen: SeenWords,
  ): Promise<Map<string, Word[]>> {
    // Every look-alike of the words whose first half started too many to list.
    const everyOne = new Map(
      misspelt.filter((m) => seen.get(m.listed) === null).map((m) => [m, oneEditAway(m.word)]),
    );
    const rest = [...everyOne].flatMap(([m, all]) => {
      const asked = new Set(m.asked);
      return all.filter((w) => !asked.has(w));
    });
    const more = rest.length > 0 ? await lookUp([], rest, seen) : new Map<string, Word>();
    return new Map(
      misspelt.map((m) => {
        const near = (seen.get(m.listed) ?? []).filter((w) => withinOneEdit(w.term, m.word));
        const asked = everyOne.get(m) ?? m.asked;
        const indexed = asked.flatMap((w) => present.get(w) ?? more.get(w) ?? []);
        return [m.word, [...near, ...indexed]];
      }),
    );
  }

  /**
   * The groups as the index is to be asked, or null when the query cannot match anything.
   * `seen` keeps each prefix's words for the next call of the same search: the typo pass asks
   * again for the prefixes the exact pass found nothing under.
   */
  return async function resolve(groups: TermGroup[], seen: SeenWords): Promise<FtsGroup[] | null> {
    // The index folds case and accents its own way: a word with anything but a-z and 0-9 is
    // left for it to read, as the prefix and look-alikes it is.
    const indexed = (g: TermGroup) => /^[a-z0-9]+$/.test(g.prefix);
    const listed = (g: TermGroup) => indexed(g) && [...g.prefix].length > sql.indexedPrefix;
    const misspelt: Misspelt[] = groups
      .filter((g) => indexed(g) && g.typo)
      .map((g) => ({ word: g.prefix, ...lookAlikeSearch(g.prefix) }));
    const present = await lookUp(
      [...groups.filter(listed).map((g) => g.prefix), ...misspelt.map((m) => m.listed)],
      misspelt.flatMap((m) => m.asked),
      seen,
    );
    const alike = await lookAlikes(misspelt, present, seen);
    const resolved: FtsGroup[] = [];
    for (const group of groups) {
      if (!indexed(group)) {
        const terms = group.typo ? oneEditAway(group.prefix) : [];
        resolved.push({ prefix: group.prefix, terms, products: null });
        continue;
      }
      const started = listed(group) ? (seen.get(group.prefix) ?? null) : null;
      const words = [...(started ?? []), ...(alike.get(group.prefix) ?? [])];
      const found = new Map(words.map((w) => [w.term, w.products]));
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
export interface QueryLanguage {
  word(word: string): string;
  prefix(word: string): string;
  or: string;
  and: string;
}

/** The groups as one query: each group's words ORed, the groups ANDed. */
export function writeQuery(groups: FtsGroup[], language: QueryLanguage): string {
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
