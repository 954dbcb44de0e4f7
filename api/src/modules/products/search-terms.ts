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
 * The words of a query, lower-cased, split on anything that is not a letter or a digit. Only
 * letters and digits ever reach an index's query language, so no input can change its syntax.
 */
export function searchTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, MAX_TERMS);
}

/**
 * Every word one edit away (two neighbours swapped, a letter dropped, replaced or added):
 * "mountian" → "mountain". Searching for all of them at once lets the index find the real
 * word without a list of known words. Listed in that order, the likeliest slips first, and
 * cut at `max`, so a long word costs what a word of about twelve letters costs.
 */
export function oneEditAway(word: string, max = TYPO_MAX_VARIANTS): string[] {
  const letters = [...word];
  const variants = new Set<string>();
  const join = (parts: string[]) => parts.join('');
  const edits: Array<() => void> = [
    () => {
      for (let i = 0; i + 1 < letters.length; i += 1) {
        const swapped = [...letters];
        [swapped[i], swapped[i + 1]] = [swapped[i + 1] as string, swapped[i] as string];
        variants.add(join(swapped));
      }
    },
    () => {
      for (let i = 0; i < letters.length; i += 1)
        variants.add(join([...letters.slice(0, i), ...letters.slice(i + 1)]));
    },
    () => {
      for (let i = 0; i < letters.length; i += 1)
        for (const c of ALPHABET)
          variants.add(join([...letters.slice(0, i), c, ...letters.slice(i + 1)]));
    },
    () => {
      for (let i = 0; i <= letters.length; i += 1)
        for (const c of ALPHABET)
          variants.add(join([...letters.slice(0, i), c, ...letters.slice(i)]));
    },
  ];
  for (const edit of edits) edit();
  variants.delete(word);
  variants.delete('');
  return [...variants].slice(0, max);
}

/** One word of a query as the index sees it: itself as a prefix, and maybe exact look-alikes. */
export interface TermGroup {
  prefix: string;
  exact: string[];
}

export function exactGroups(terms: string[]): TermGroup[] {
  return terms.map((prefix) => ({ prefix, exact: [] }));
}

export function typoGroups(terms: string[]): TermGroup[] {
  let budget = TYPO_MAX_WORDS;
  return terms.map((prefix) => {
    const length = [...prefix].length;
    const forgiving = length >= TYPO_MIN_LENGTH && length <= TYPO_MAX_LENGTH && budget > 0;
    if (forgiving) budget -= 1;
    return { prefix, exact: forgiving ? oneEditAway(prefix) : [] };
  });
}
