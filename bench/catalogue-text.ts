/**
 * The bench catalogue's words and each print's texts: the fill writes them, and the search rows
 * draw their queries from the same words (search-queries.ts). Beside a few dozen words every
 * shopper would type (adjectives, subjects, Sri Lankan places, styles), each print carries an
 * artist's name and themes made of 4,000 made-up words, so the search rows can send thousands
 * of distinct queries of each kind and every one of them finds prints (decision 0098).
 */

const ADJECTIVES = [
  'Misty',
  'Golden',
  'Quiet',
  'Crimson',
  'Serene',
  'Wild',
  'Silent',
  'Amber',
  'Azure',
  'Velvet',
  'Ancient',
  'Gentle',
  'Radiant',
  'Faded',
  'Bold',
  'Hidden',
];
const SUBJECTS = [
  'Mountain',
  'River',
  'Lotus',
  'Harbour',
  'Forest',
  'Temple',
  'Garden',
  'Orchard',
  'Lagoon',
  'Valley',
  'Meadow',
  'Coastline',
  'Bazaar',
  'Kitchen',
  'Market',
  'Lighthouse',
];
const PLACES = [
  'Ella',
  'Kandy',
  'Galle',
  'Colombo',
  'Nuwara Eliya',
  'Jaffna',
  'Trincomalee',
  'Mirissa',
  'Haputale',
  'Anuradhapura',
];
const STYLES = [
  'watercolour',
  'oil study',
  'ink wash',
  'abstract',
  'photograph',
  'linocut',
  'geometric',
];
/** The one place of about one print in a thousand (`i % 1000 === 7`). */
const RARE_PLACE = 'Sigiriya';
const TEMPLATE =
  'A canvas print of a near, printed on museum-grade cotton canvas. By of; print art';

/** A query's or a text's words as the shop's search splits them: lower case, letters and digits. */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

/** The words of the lists above, lower case. */
const LISTED_WORDS = new Set(
  [...ADJECTIVES, ...SUBJECTS, ...PLACES, ...STYLES, RARE_PLACE, TEMPLATE].flatMap(wordsOf),
);

/** Numbers in [0, 1) from a fixed seed (xorshift32): the same sequence on every run. */
export function seededRandom(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (x ^ (x << 13)) >>> 0;
    x = (x ^ (x >>> 17)) >>> 0;
    x = (x ^ (x << 5)) >>> 0;
    return x / 0x1_0000_0000;
  };
}

/** `count` distinct made-up words of three or four syllables ("kalumi", "teravoda"). */
function madeUpWords(count: number, random: () => number): string[] {
  const consonants = 'bdghklmnprstvy';
  const vowels = 'aeiou';
  const pick = (letters: string) => letters[Math.floor(random() * letters.length)] as string;
  const words = new Set<string>();
  while (words.size < count) {
    const syllables = random() < 0.75 ? 3 : 4;
    let word = '';
    for (let s = 0; s < syllables; s += 1) word += pick(consonants) + pick(vowels);
    if (!LISTED_WORDS.has(word)) words.add(word);
  }
  return [...words];
}

const MADE_UP = madeUpWords(4_000, seededRandom(43));
/** 1,000 theme words, five a print: each in one print of 200. */
export const THEME_WORDS = MADE_UP.slice(0, 1_000);
const THEMES_A_PRINT = 5;
/** 3,000 artists' words, three a print (given name, family name, studio): each in one of 1,000. */
export const ARTIST_WORDS = MADE_UP.slice(1_000);
const ARTIST_WORDS_A_PRINT = 3;

/** Every word the catalogue's texts can hold. */
export const CATALOGUE_WORDS: ReadonlySet<string> = new Set([...LISTED_WORDS, ...MADE_UP]);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const at = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

/** The indexes in ARTIST_WORDS and THEME_WORDS of the i-th print's (from 0) made-up words. */
export const artistWordsOf = (i: number) =>
  Array.from({ length: ARTIST_WORDS_A_PRINT }, (_, j) => (i + j * 1_000) % ARTIST_WORDS.length);
const themeWordsOf = (i: number) =>
  Array.from({ length: THEMES_A_PRINT }, (_, j) => (i + j * 211) % THEME_WORDS.length);

/** The i-th print's (from 0) searchable texts. */
export function printText(i: number) {
  const adjective = at(ADJECTIVES, i);
  const subject = at(SUBJECTS, Math.floor(i / ADJECTIVES.length));
  const place = i % 1000 === 7 ? RARE_PLACE : at(PLACES, i);
  const style = at(STYLES, i);
  const [given, family, studio] = artistWordsOf(i).map((n) => capitalised(at(ARTIST_WORDS, n)));
  const themes = themeWordsOf(i).map((n) => at(THEME_WORDS, n));
  return {
    name: `${adjective} ${subject} of ${place}`,
    altNames: [`${subject} print`, `${place} art`],
    description:
      `A ${style} canvas print of a ${subject.toLowerCase()} near ${place}, printed on ` +
      `museum-grade cotton canvas. By ${given} ${family} of ${studio}; ${themes.join(', ')}.`,
  };
}

/** Every word of the i-th print's texts, once each. */
export function printWords(i: number): string[] {
  const text = printText(i);
  return [...new Set(wordsOf([text.name, ...text.altNames, text.description].join(' ')))];
}
