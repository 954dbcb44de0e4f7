/**
 * `npm run bench`: the shop's speed on this machine, on SQLite and on PostgreSQL. Fills
 * throw-away databases with 1,000, 10,000 and 100,000 products in bulk, runs the real server as
 * its own process, loads each endpoint with autocannon (10 connections, warm-up, interleaved
 * rounds, medians) next to a bare node:http server serving the same bytes, cached and uncached,
 * then the order rows and PRODUCT §10's 60-second mixed load (on PostgreSQL with two API
 * processes and Redis, stepping the order rate down until its p99s hold), then the storefront in
 * Chromium. Prints a table and writes bench/results.json.
 *
 * "Uncached" search rows (decision 0098): a second server with its catalogue cache off, sent
 * distinct queries of the row's kind drawn from the catalogue's own words (search-queries.ts),
 * each once in the row, warm-up included: about 3,000 rare words, 1,050 common words, and
 * thousands of two-word pairs, prefixes and typos. Each round sends BENCH_QUERIES_PER_ROUND of
 * them (1,000, fewer where the kind has fewer) instead of lasting BENCH_SECONDS, so neither the
 * look-alike memory nor the database's pages hold an answer from an earlier request. The cached
 * rows still repeat one query per kind (`sigiriya`, `canvas`, `misty mountain`, `mou`,
 * `mountian`): what a shop's cache answers.
 *
 * Orders (order-kinds.ts): "order placement" is the confirmed shopper's orders, closed loop, as
 * before. Then each kind alone at BENCH_ORDER_RATE, open loop: a confirmed account; accounts
 * registered during the run through the API and never confirmed, enough that the cap of
 * UNVERIFIED_PENDING_UNITS (20) Pending prints an account is never reached (a refusal by the cap
 * would be counted apart from errors); the confirmed shopper with the bench's discount code,
 * which has no limits. The mixed load mixes them: 1 order in 20 unconfirmed, 1 in 10 with the
 * code. Each kind is a route of its own in the output, with its p50, p99 and errors.
 *
 * Settings: BENCH_SIZES (catalogue sizes, default 1000,10000,100000) or `-- --products N` (one
 * size), BENCH_DATABASES (sqlite,postgres), BENCH_ROUNDS (3), BENCH_SECONDS (2 a round),
 * BENCH_QUERIES_PER_ROUND (1000), BENCH_MIXED_SECONDS (60), BENCH_ORDER_RATE (orders a second of
 * the order kinds' rows and the mixed load, 300), BENCH_ORDER_KIND_SECONDS (10),
 * BENCH_ORDER_WARM_UP_SECONDS (5; other rows warm up for 1 s), BENCH_ONLY (some of `reads`,
 * `filters`, `mixed`, `storefront`), E2E_POSTGRES_URL (the PostgreSQL server, as for the
 * journeys) and BENCH_REDIS_URL. Every row is the median of BENCH_ROUNDS rounds.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_ENTRY, STOREFRONT_DIR } from '../e2e/support/paths';
import { FILTER_ROWS } from './catalogue';
import {
  distinctSearch,
  endpointRow,
  FULL,
  LARGEST_UNCACHED,
  SEARCHES,
  type Row,
} from './endpoint-rows';
import { ORDER_KINDS } from './order-kinds';
import { mixedRun, orderKindRun, orderTarget } from './order-rows';
import { DATABASES, ONLY, ORDER_RATE, PARTS, runs, SIZES } from './settings';
import { BENCH_SHOP_ENV, prepareShop, type BenchDatabase } from './shops';
import { storefrontFigures } from './storefront-figures';

/** Order rates the mixed load steps down through on PostgreSQL until its p99s hold. */
const POSTGRES_ORDER_RATES = [ORDER_RATE, 250, 200, 150, 100, 50].filter(
  (r, i, all) => r <= ORDER_RATE && all.indexOf(r) === i,
);

/** Every row for one database and size; at the largest size, orders and the mixed load too. */
async function benchShop(database: BenchDatabase, size: number, largest: boolean) {
  const shop = await prepareShop(database, size);
  const rows: Row[] = [];
  const mixed: Awaited<ReturnType<typeof mixedRun>>[] = [];
  const orderKinds: Awaited<ReturnType<typeof orderKindRun>>[] = [];
  try {
    const targets = !runs('reads')
      ? {}
      : largest
        ? FULL
        : { 'product list': FULL['product list'] as string, ...SEARCHES };
    for (const [label, urlPath] of Object.entries(targets))
      rows.push(await endpointRow(shop, [shop.server], label, { path: urlPath }, size));
    // The same reads with no cache to answer them: what they really cost at this size, from a
    // second server on the same database with its catalogue cache off.
    const uncached = await shop.another({ CATALOGUE_CACHE: 'off' });
    const uncachedRows = {
      ...(largest && runs('reads') ? LARGEST_UNCACHED : {}),
      // Every sort and filter combination of the list (decision 0042): target p99 ≤ 50 ms.
      ...(largest && runs('filters') ? FILTER_ROWS : {}),
    };
    for (const label of runs('reads') ? Object.keys(SEARCHES) : []) {
      const target = distinctSearch(label, size);
      rows.push(await endpointRow(shop, [uncached], `${label}, uncached`, target, size));
    }
    for (const [label, urlPath] of Object.entries(uncachedRows))
      rows.push(await endpointRow(shop, [uncached], `${label}, uncached`, { path: urlPath }, size));
    await uncached.stop();
    if (largest && runs('mixed')) {
      // On PostgreSQL, orders go to two API processes in turn (PRODUCT §10).
      const servers = database === 'postgres' ? [shop.server, await shop.another()] : [shop.server];
      rows.push(
        await endpointRow(shop, servers, 'order placement', orderTarget(shop.shopper, size), size),
      );
      for (const kind of ORDER_KINDS)
        orderKinds.push(await orderKindRun(shop, servers, size, kind, ORDER_RATE));
      if (database === 'sqlite') mixed.push(await mixedRun(shop, servers, size, ORDER_RATE));
      else {
        for (const rate of POSTGRES_ORDER_RATES) {
          const run = await mixedRun(shop, servers, size, rate);
          mixed.push(run);
          if (run.held) break;
        }
      }
    }
    return {
      rows,
      mixed,
      orderKinds,
      fill: { database, size, seconds: shop.fillSeconds, bytes: shop.bytes },
    };
  } finally {
    await shop.close();
  }
}

async function main() {
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(path.join(STOREFRONT_DIR, 'index.html'))) {
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  const results: Record<string, unknown> = {
    machine: { cpus: os.cpus().length, node: process.version },
    at: new Date().toISOString(),
    rateLimits: BENCH_SHOP_ENV.RATE_LIMITS,
  };
  console.log(
    'The shop runs with RATE_LIMITS=off for this benchmark (load from one address); shipped defaults keep every limit on.',
  );
  const rows: Row[] = [];
  const mixed: Record<string, unknown> = {};
  const orderKinds: Record<string, unknown> = {};
  const fills: unknown[] = [];
  const catalogueParts = PARTS.filter((part) => part !== 'storefront').some(runs);
  for (const database of catalogueParts ? DATABASES : []) {
    for (const size of SIZES) {
      console.log(`\n${database}, ${size.toLocaleString('en-US')} products`);
      const done = await benchShop(database, size, size === Math.max(...SIZES));
      rows.push(...done.rows);
      fills.push(done.fill);
      if (done.mixed.length) mixed[database] = done.mixed;
      if (done.orderKinds.length) orderKinds[database] = done.orderKinds;
    }
  }
  results.endpoints = rows;
  results.fills = fills;
  results.orderKinds = orderKinds;
  results.mixed = mixed;
  for (const database of runs('reads') && SIZES.includes(1_000) ? DATABASES : []) {
    const search = (size: number) =>
      rows
        .filter(
          (r) => r.database === database && r.size === size && r.endpoint.startsWith('search'),
        )
        .filter((r) => r.endpoint.endsWith(', uncached'))
        .reduce((n, r) => n + r.mean, 0);
    const growth = Math.round((search(100_000) / Math.max(0.001, search(1_000))) * 100) / 100;
    results[`searchGrowth_${database}`] = growth;
    console.log(
      `\n${database}: search cost growth 1,000 → 100,000 products (uncached, sum of mean latency): ×${growth}`,
    );
  }

  if (runs('storefront')) results.storefront = await storefrontFigures();
  // A partial run (some parts, or one size) is written beside the others, not over the full one.
  const partial = ONLY.length < PARTS.length || SIZES.length === 1;
  const file = partial
    ? path.join(os.tmpdir(), `wallart-bench-${ONLY.join('-')}-${SIZES.join('-')}.json`)
    : path.join(ROOT, 'bench/results.json');
  fs.writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`\nwritten to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
