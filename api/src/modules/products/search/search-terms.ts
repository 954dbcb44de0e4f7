const MAX_TERMS = 8;
/** Words of this many letters may carry one typo when the exact search finds nothing. */
export const TYPO_MIN_LENGTH = 5;
const TYPO_MAX_LENGTH = 20;
/**
 * Each word with typos adds a few hundred look-alikes to the query (53 per letter), and every
 * one is a look-up in the index: two words, each cut to about a twelve-letter word's worth,
 * keep a misspelt search within a few times an exact one.
 */
export const TYPO_MAX_WORDS = 2;
export const TYPO_MAX_VARIANTS = 650;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The words of a query, lower-cased, split on anything that is not a letter, a combining mark,
 * a digit or a zero-width joiner: Sinhala and Tamil vowel signs and viramas are marks, and a
 * conjunct such as ශ්‍රී holds a joiner (decision 0159). Only these ever reach an index's query
 * language, so no input can change its syntax; a word must hold a letter or a digit.
 */
export function searchTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}\u200D]+/u)
    .filter((t) => /[\p{L}\p{N}]/u.test(t))
    .slice(0, MAX_TERMS);
}

/**
 * Every word one edit away (two neighbours swapped, a letter dropped, replaced or added):
 * "mountian" → "mountain". Searching for all of them at once lets the index find the real
 * word without a list of known words. Listed in that order, the likeliest slips first, and
 * cut at `max`, so a long word costs what a word of about twelve letters costs. With `before`,
 * only the edits at a position before it (a swap moves the letter there and the next one).
 */
export function oneEditAway(word: string, max = TYPO_MAX_VARIANTS, before = Infinity): string[] {
  const letters = [...word];
  const n = letters.length;
  // Each variant is joined from the word's first letters, the edit and the rest: a few hundred
  // variants cost a string join each rather than a copy of the letters.
  const heads = [''];
  for (const letter of letters) heads.push(`${heads[heads.length - 1] as string}${letter}`);
  const head = (i: number) => heads[i] as string;
  const tail = (i: number) => word.slice(head(i).length);
  const at = (i: number) => letters[i] as string;
  const edited = (count: number) => Math.min(count, before);
  const variants = new Set<string>();
  for (let i = 0; i < edited(n - 1); i += 1)
    variants.add(head(i) + at(i + 1) + at(i) + tail(i + 2));
  for (let i = 0; i < edited(n); i += 1) variants.add(head(i) + tail(i + 1));
  for (let i = 0; i < edited(n); i += 1)
    for (const c of ALPHABET) variants.add(head(i) + c + tail(i + 1));
  for (let i = 0; i < edited(n + 1); i += 1)
    for (const c of ALPHABET) variants.add(head(i) + c + tail(i));
  variants.delete(word);
  variants.delete('');
  return [...variants].slice(0, max);
}

/**
 * Where a word's look-alikes are looked for (decision 0069). Those whose edit comes at or after
 * the middle start with the word's first half, `listed`: the index lists the words under it,
 * and `withinOneEdit` keeps the look-alikes among them. Those whose edit comes before are
 * `asked` of the index one by one: about half of `oneEditAway`'s.
 */
export function lookAlikeSearch(word: string): { listed: string; asked: string[] } {
  const letters = [...word];
  const middle = Math.ceil(letters.length / 2);
  return {
    listed: letters.slice(0, middle).join(''),
    asked: oneEditAway(word, TYPO_MAX_VARIANTS, middle),
  };
}

/** Whether two different words are one swap of neighbours, dropped, added or replaced letter apart. */
export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1 || a === b) return false;
  let start = 0;
  while (start < x.length && x[start] === y[start]) start += 1;
  const rest = (from: string[], i: number) => from.slice(i).join('');
  if (x.length !== y.length) {
    const [longer, shorter] = x.length > y.length ? [x, y] : [y, x];
    return rest(longer, start + 1) === rest(shorter, start);
  }
  if (rest(x, start + 1) === rest(y, start + 1)) return true;
  return (
    x[start] === y[start + 1] &&
    x[start + 1] === y[start] &&
    rest(x, start + 2) === rest(y, start + 2)
  );
}

/** One word of a query as the index sees it: itself as a prefix, and maybe its look-alikes. */
export interface TermGroup {
  prefix: string;
  /** The word may carry one typo: the indexed words one edit away match too. */
  typo: boolean;
}

export function exactGroups(terms: string[]): TermGroup[] {
  return terms.map((prefix) => ({ prefix, typo: false }));
}

/** Look-alikes are spelt from the Latin alphabet: a Sinhala or Tamil word is searched as written. */
const LATIN_WORD = /^[\p{Script=Latin}\p{N}]+$/u;

export function typoGroups(terms: string[]): TermGroup[] {
  let budget = TYPO_MAX_WORDS;
  return terms.map((prefix) => {
    const length = [...prefix].length;
    const forgiving =
      LATIN_WORD.test(prefix) &&
      length >= TYPO_MIN_LENGTH &&
      length <= TYPO_MAX_LENGTH &&
      budget > 0;
    if (forgiving) budget -= 1;
    return { prefix, typo: forgiving };
  });
}
