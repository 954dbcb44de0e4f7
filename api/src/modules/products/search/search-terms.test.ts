import { describe, expect, it } from 'vitest';
import {
  lookAlikeSearch,
  oneEditAway,
  searchTerms,
  TYPO_MAX_VARIANTS,
  TYPO_MAX_WORDS,
  typoGroups,
  withinOneEdit,
} from './search-terms';
import { toTsQueryLiteral } from './postgres/postgres-words';
import { toFtsMatch } from './sqlite/sqlite-search';

describe('searchTerms', () => {
  it('keeps only lower-cased letters and digits, so no input reaches the query syntax', () => {
    expect(searchTerms(`Misty "MOUNTAIN" OR NEAR(river)* -x'; DROP`)).toEqual([
      'misty',
      'mountain',
      'or',
      'near',
      'river',
      'x',
      'drop',
    ]);
    expect(searchTerms('  ***  ')).toEqual([]);
    expect(searchTerms('Café Kandy')).toEqual(['café', 'kandy']);
  });
});

describe('oneEditAway', () => {
  it('finds the real word behind a swapped, dropped, doubled or wrong letter', () => {
    expect(oneEditAway('mountian')).toContain('mountain');
    expect(oneEditAway('mountin')).toContain('mountain');
    expect(oneEditAway('mounttain')).toContain('mountain');
    expect(oneEditAway('mointain')).toContain('mountain');
  });

  it('never lists the word itself or the same variant twice', () => {
    const variants = oneEditAway('lotus');
    expect(variants).not.toContain('lotus');
    expect(new Set(variants).size).toBe(variants.length);
  });
});

describe('index query text', () => {
  it('allows typos only in words of five letters or more', () => {
    expect(typoGroups(['mou', 'river'])).toEqual([
      { prefix: 'mou', typo: false },
      { prefix: 'river', typo: true },
    ]);
  });

  it('joins words with AND and look-alikes with OR', () => {
    expect(
      toFtsMatch([
        { prefix: 'mou', terms: [], products: null },
        { prefix: null, terms: ['river', 'rivers', 'rivet'], products: null },
      ]),
    ).toBe('("mou"*) AND ("river" OR "rivers" OR "rivet")');
    expect(
      toTsQueryLiteral([
        { prefix: 'mou', terms: ['mov'], products: null },
        { prefix: null, terms: ['river', "o'neil", 'back\\slash'], products: null },
      ]),
    ).toBe("('mou':* | 'mov') & ('river' | 'o''neil' | 'back\\\\slash')");
  });
});

describe('typo limits', () => {
  it('never expands very long words or more than two words', () => {
    expect(typoGroups(['a'.repeat(21)])[0]?.typo).toBe(false);
    const groups = typoGroups(['river', 'lotus', 'misty', 'harbour', 'temple']);
    expect(groups.filter((g) => g.typo)).toHaveLength(TYPO_MAX_WORDS);
    expect(TYPO_MAX_WORDS).toBe(2);
  });

  it('asks the index for at most 1,300 look-alikes however long the query (over 4,000 before)', () => {
    const words = 'abcdefgh'.split('').map((c) => `${c}${'photograph'}${c}${'ics'}xyzuv`);
    expect(words.every((w) => w.length === 20)).toBe(true);
    const lookAlikes = typoGroups(words)
      .filter((g) => g.typo)
      .reduce((sum, g) => sum + oneEditAway(g.prefix).length, 0);
    expect(lookAlikes).toBeLessThanOrEqual(2 * TYPO_MAX_VARIANTS);
    expect(TYPO_MAX_VARIANTS).toBeLessThanOrEqual(650);
  });

  it('a long word keeps its likeliest slips (swaps and drops) within its cut', () => {
    const word = 'photographicsprints'; // 19 letters: 1,033 variants before the cut
    const variants = oneEditAway(word);
    expect(variants).toHaveLength(TYPO_MAX_VARIANTS);
    expect(variants).toContain('photogrpahicsprints'); // swapped
    expect(variants).toContain('photographicsprint'); // dropped
    expect(variants).toContain('photographicsprintz'); // replaced
    expect(oneEditAway('mountin')).toContain('mountain'); // added, in a short word
  });
});

describe('look-alikes listed from the first half, asked before it', () => {
  const WORDS = ['mountian', 'river', 'lotus', 'harbour', 'aabba', 'photographicsprints', 'café'];

  it('finds exactly the words one edit away among any indexed words', () => {
    for (const word of WORDS) {
      const everyLookAlike = oneEditAway(word, Infinity);
      const index = new Set([...everyLookAlike, ...oneEditAway(`${word}x`, Infinity), 'zebra']);
      const { listed, asked } = lookAlikeSearch(word);
      const found = new Set([
        ...[...index].filter((w) => w.startsWith(listed) && withinOneEdit(w, word)),
        ...asked.filter((w) => index.has(w)),
      ]);
      expect([...found].sort()).toEqual([...everyLookAlike].sort());
    }
  });

  it('asks about half as many as the whole list', () => {
    expect(lookAlikeSearch('mountian')).toMatchObject({ listed: 'moun' });
    expect(lookAlikeSearch('mountian').asked.length).toBeLessThan(
      oneEditAway('mountian').length / 2,
    );
    expect(lookAlikeSearch('river').listed).toBe('riv');
  });

  it('tells words one edit apart from the same word and from two edits', () => {
    for (const [a, b] of [
      ['mountian', 'mountain'],
      ['mountin', 'mountain'],
      ['mounttain', 'mountain'],
      ['mointain', 'mountain'],
      ['aab', 'ab'],
    ])
      expect([
        withinOneEdit(a as string, b as string),
        withinOneEdit(b as string, a as string),
      ]).toEqual([true, true]);
    for (const [a, b] of [
      ['mountain', 'mountain'],
      ['mountian', 'muontain'],
      ['mountain', 'mountains2'],
      ['abc', 'cab'],
    ])
      expect(withinOneEdit(a as string, b as string)).toBe(false);
  });
});
