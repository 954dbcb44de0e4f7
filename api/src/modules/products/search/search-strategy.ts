import type { ProductSort } from '@wallart/domain';
import type { ProductRow, RawRow } from '../../../db/models';
import { hasFilters, type ListFilters } from '../product-filters';
import type { TermGroup } from './search-terms';
import type { FtsGroup, SeenWords } from './word-lookup';

/**
 * A search in best-match order counts its matches up to this many, and lists them; past it the
 * total is this, not exact ("10,000+ results", PRODUCT §10), and later matches are not listed.
 */
export const SEARCH_COUNT_CAP = 10_000;
/**
 * A sorted or filtered search looks through at most this many matches (the newest): a filter
 * keeps those that match it, a sort orders them, and the total counts those kept, not exact
 * when more matched (decision 0052).
 */
export const SEARCH_CANDIDATES = 1000;
/**
 * Up to this many matches are ordered by relevance; more come newest first (decision 0049).
 * bm25 costs about 8 µs a match, more than finding it, and a word in hundreds of prints says
 * little about any one of them.
 */
export const RANKED_MATCHES = 250;

export interface SearchPage {
  rows: RawRow<ProductRow>[];
  total: number;
  /** False when more matched than `total` counts. */
  exact: boolean;
}

export const noMatches = (): SearchPage => ({ rows: [], total: 0, exact: true });

/**
 * How the matches are narrowed and ordered: the list's filters (decision 0042) keep the
 * candidates that match; a `sort` orders them instead of the ranking.
 */
export interface SearchOptions {
  filters?: ListFilters;
  sort?: ProductSort | undefined;
}

/** Which page of the matches is asked for. */
export interface SearchWindow {
  limit: number;
  offset: number;
}

/**
 * How one database searches the catalogue's text index. `searchProducts` drives it: it splits
 * the query into words, asks `findWords` and then `findPage` for the exact words, and again for
 * the words with a typo forgiven when nothing matched. Each database's implementation holds its
 * own statements and chooses its own plans; they answer the same pages and totals.
 */
export interface SearchStrategy {
  /**
   * The query's words as the index is to be asked for them: each word's indexed words when it
   * is listed, a misspelt word's look-alikes that the index holds. Null when some word finds
   * nothing, so nothing can match. `seen` keeps each prefix's words for the next pass.
   */
  findWords(groups: TermGroup[], seen: SeenWords): Promise<FtsGroup[] | null>;
  /**
   * A page of the products matching every group (the words of a group ORed), best match first
   * or in `options.sort`, with the total (exact up to the cap the search applies).
   */
  findPage(groups: FtsGroup[], window: SearchWindow, options: SearchOptions): Promise<SearchPage>;
  /** Called after a bulk import has committed: the index made ready for fast reads again. */
  afterImport(): Promise<void>;
}

/** A sorted or filtered search works on the newest SEARCH_CANDIDATES matches. */
export const isWindowed = (options: SearchOptions) =>
  Boolean(options.sort) || hasFilters(options.filters ?? {});

/**
 * The cap a search's total is counted to, and how deep its page reaches into the matches: past
 * the cap nothing is listed, and the page still says how many matched.
 */
export function searchDepth(window: SearchWindow, options: SearchOptions) {
  const cap = isWindowed(options) ? SEARCH_CANDIDATES : SEARCH_COUNT_CAP;
  return { cap, depth: Math.min(window.offset + window.limit, cap) };
}

/** In best-match order every match counted is listed, up to the cap. */
export const bestMatchCounts = (matched: number, cap: number) => ({
  total: Math.min(matched, cap),
  exact: matched <= cap,
});
