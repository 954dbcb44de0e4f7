import { hasFilters } from '../product-filters';
import type { TypoMisses } from '../typo-misses';
import { exactGroups, searchTerms, typoGroups, type TermGroup } from './search-terms';
import {
  noMatches,
  type SearchOptions,
  type SearchPage,
  type SearchStrategy,
  type SearchWindow,
} from './search-strategy';
import type { SeenWords } from './word-lookup';

/** One pass of a search: its words looked up, then its page, or nothing when a word is missing. */
async function searchPass(
  strategy: SearchStrategy,
  groups: TermGroup[],
  window: SearchWindow,
  options: SearchOptions,
  seen: SeenWords,
): Promise<SearchPage> {
  const words = await strategy.findWords(groups, seen);
  return words ? strategy.findPage(words, window, options) : noMatches();
}

/**
 * Every word must match, in any order, as a word or the start of one; name and productId
 * weigh more than altNames, and those more than the description. When nothing matches,
 * words of five or more letters may carry one typo; a typo search that found nothing is
 * remembered in `misses` and not run again until a product changes.
 */
export async function searchProducts(
  strategy: SearchStrategy,
  text: string,
  limit: number,
  offset: number,
  misses?: TypoMisses,
  options: SearchOptions = {},
): Promise<SearchPage> {
  const terms = searchTerms(text);
  if (terms.length === 0) return noMatches();
  const startedAt = misses?.generation() ?? 0;
  const window = { limit, offset };
  // The words under each prefix, looked up once for the exact pass and the typo pass.
  const seen: SeenWords = new Map();
  const exact = await searchPass(strategy, exactGroups(terms), window, options, seen);
  if (exact.total > 0) return exact;
  // A typo search that found nothing under some filters may find something under others.
  const filters = options.filters ?? {};
  const key = hasFilters(filters)
    ? `${terms.join(' ')} ${JSON.stringify(filters)}`
    : terms.join(' ');
  if (misses?.has(key)) return exact;
  const typos = typoGroups(terms);
  if (typos.every((g) => !g.typo)) return exact;
  const found = await searchPass(strategy, typos, window, options, seen);
  if (found.total === 0) misses?.remember(key, startedAt);
  return found;
}
