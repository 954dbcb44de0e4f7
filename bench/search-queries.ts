import {
  ARTIST_WORDS,
  artistWordsOf,
  CATALOGUE_WORDS,
  printWords,
  seededRandom,
} from './catalogue-text';

/**
 * The uncached search rows' queries: for each kind, distinct queries drawn from the bench
 * catalogue's own words, each of which finds prints in a catalogue of that size. A row sends
 * each of its queries once (decision 0098), so neither the shop's look-alike memory nor the
 * database's pages are warmed by a query sent before.
 */
export const SEARCH_KINDS = ['rare word', 'common word', 'two words', 'prefix', 'typo'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The shop searches a word of fewer letters as a prefix, and one of more for its typos. */
const WORD_MIN_LENGTH = 4;
const TYPO_MIN_LENGTH = 5;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The same order on every run. */
function shuffled<T>(list: T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** One slip of the finger: neighbours swapped, a letter dropped, replaced or added. */
function typoOf(word: string, random: () => number): string {
  const i = Math.floor(random() * word.length);
  const letter = LETTERS[Math.floor(random() * LETTERS.length)] as string;
  const slip = Math.floor(random() * 4);
  if (slip === 0 && i < word.length - 1)
    return word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2);
  if (slip === 1) return word.slice(0, i) + word.slice(i + 1);
  if (slip === 2) return word.slice(0, i) + letter + word.slice(i + 1);
  return word.slice(0, i) + letter + word.slice(i);
}

/** One query of `kind` from the words of one print, or null when that print offers none. */
function queryFrom(kind: SearchKind, words: string[], random: () => number): string | null {
  const pick = (list: string[]) => list[Math.floor(random() * list.length)] ?? null;
  if (kind === 'two words') {
    const long = words.filter((w) => w.length >= WORD_MIN_LENGTH);
    const first = pick(long);
    const second = pick(long.filter((w) => w !== first));
    return first && second ? `${first} ${second}` : null;
  }
  const word = pick(words.filter((w) => w.length >= TYPO_MIN_LENGTH));
  if (!word) return null;
  if (kind === 'prefix') {
    const prefix = word.slice(0, 3 + Math.floor(random() * Math.min(3, word.length - 3)));
    return CATALOGUE_WORDS.has(prefix) ? null : prefix;
  }
  const typo = typoOf(word, random);
  // A slip that makes another of the catalogue's words is no typo: the shop finds it as it is.
  return typo.length < TYPO_MIN_LENGTH || CATALOGUE_WORDS.has(typo) ? null : typo;
}

/** Words (of four letters or more) in at least one print of 200: the lists' and the themes'. */
function commonWords(size: number): string[] {
  const listed = new Set<string>();
  // Every listed and theme word is in one of the first 1,000 prints (their lists cycle).
  for (let i = 0; i < Math.min(size, 1_000); i += 1)
    for (const word of printWords(i)) if (word.length >= WORD_MIN_LENGTH) listed.add(word);
  const artists = new Set(ARTIST_WORDS);
  return [...listed].filter((word) => !artists.has(word) && word !== 'sigiriya');
}

/** Words in about one print of 1,000: the artists' words present at this size, and Sigiriya. */
function rareWords(size: number): string[] {
  const present = new Set<number>();
  for (let i = 0; i < Math.min(size, 1_000); i += 1)
    for (const n of artistWordsOf(i)) present.add(n);
  return [...(size > 7 ? ['sigiriya'] : []), ...[...present].map((n) => ARTIST_WORDS[n] ?? '')];
}

/**
 * Up to `count` distinct queries of `kind` for a catalogue of `size` prints, the same on every
 * run. Rare and common words are as many as the catalogue holds (about 3,000 and 1,050); the
 * other kinds are drawn from prints picked at random until `count` are found.
 */
export function distinctQueries(kind: SearchKind, size: number, count: number): string[] {
  const random = seededRandom(0x5ea4c4 + SEARCH_KINDS.indexOf(kind));
  if (kind === 'rare word') return shuffled(rareWords(size), random).slice(0, count);
  if (kind === 'common word') return shuffled(commonWords(size), random).slice(0, count);
  const found = new Set<string>();
  for (let tries = 0; found.size < count && tries < count * 20; tries += 1) {
    const query = queryFrom(kind, printWords(Math.floor(random() * size)), random);
    if (query) found.add(query);
  }
  return [...found];
}
