import type { ShopServer } from '../e2e/support/shop-server';
import { CONNECTIONS, compare, type LoadFigures, type LoadTarget } from './load';
import { capture, startReference } from './reference-server';
import { distinctQueries, type SearchKind } from './search-queries';
import { QUERIES_PER_ROUND, ROUNDS, SECONDS } from './settings';
import type { BenchDatabase, BenchShop } from './shops';

export const SEARCHES: Record<string, string> = {
  'search: rare word': '/api/product/search/sigiriya',
  'search: common word': '/api/product/search/canvas',
  'search: two words': '/api/product/search/misty%20mountain',
  'search: prefix': '/api/product/search/mou',
  'search: typo': '/api/product/search/mountian',
};
/** Read uncached too at the largest size: what a shopper waits for when nothing is kept. */
export const LARGEST_UNCACHED: Record<string, string> = {
  'product list': '/api/product?page=1&limit=24',
  category: '/api/product/category/Kitchen?page=1&limit=24',
  'product detail': '/api/product/BN-050000',
};
export const FULL: Record<string, string> = {
  ...LARGEST_UNCACHED,
  'product list, page 2,000': '/api/product?page=2000&limit=24',
  ...SEARCHES,
  recommended: '/api/product/recommended-products?productId=BN-050000',
};

export interface Row extends LoadFigures {
  database: BenchDatabase;
  size: number;
  endpoint: string;
  referenceRps: number | null;
  ratio: number | null;
  /** For a row of distinct queries: how many it sent, each once. */
  queries?: number;
}

/** Distinct queries the warm-up sends before a search row's rounds. */
const SEARCH_WARM_UP = 200;

/**
 * A search row's distinct queries of its kind (search-queries.ts), none of them the one the
 * reference server's answer is captured with: every request of the row, warm-up included, sends
 * a query no other request sends. Rounds are cut to what the kind's list holds.
 */
export function distinctSearch(label: string, size: number): LoadTarget {
  const path = SEARCHES[label] as string;
  const kind = label.replace('search: ', '') as SearchKind;
  // Each round's connections build one request past their share, which is never sent.
  const unsent = CONNECTIONS * (ROUNDS + 1);
  const wanted = SEARCH_WARM_UP + ROUNDS * QUERIES_PER_ROUND + unsent;
  const paths = distinctQueries(kind, size, wanted + 1)
    .map((query) => `/api/product/search/${encodeURIComponent(query)}`)
    .filter((p) => p !== path)
    .slice(0, wanted);
  const perRound = Math.min(
    QUERIES_PER_ROUND,
    Math.floor((paths.length - SEARCH_WARM_UP - unsent) / ROUNDS / CONNECTIONS) * CONNECTIONS,
  );
  return { path, distinct: { paths, warmUp: SEARCH_WARM_UP, perRound } };
}

export async function endpointRow(
  shop: BenchShop,
  servers: ShopServer[],
  label: string,
  target: LoadTarget,
  size: number,
  rounds = ROUNDS,
): Promise<Row> {
  const urls = servers.map((s) => s.url);
  const answer = await capture((urls[0] as string) + target.path);
  const reference = target.method === 'POST' ? null : await startReference(answer);
  const figures = await compare(urls, reference?.url ?? null, target, rounds, SECONDS);
  await reference?.close();
  const ratio = figures.referenceRps ? figures.rps / figures.referenceRps : null;
  const row: Row = {
    database: shop.database,
    size,
    endpoint: label,
    ...figures,
    ratio: ratio === null ? null : Math.round(ratio * 1000) / 1000,
    ...(target.distinct && { queries: target.distinct.perRound * rounds }),
  };
  const each = row.queries
    ? `  ${row.queries} distinct queries${figures.repeated ? `, ${figures.repeated} REPEATED` : ''}`
    : '';
  console.log(
    `  ${shop.database.padEnd(8)} ${label.padEnd(32)} ${String(Math.round(row.rps)).padStart(6)} req/s  mean ${row.mean.toFixed(2).padStart(6)} ms  p50 ${row.p50.toFixed(1).padStart(5)} ms  p99 ${row.p99.toFixed(1).padStart(5)} ms  ratio ${row.ratio ?? '  -  '}  non-2xx ${row.non2xx}${each}`,
  );
  return row;
}
