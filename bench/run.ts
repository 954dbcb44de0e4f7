/**
 * `npm run bench`: the shop's speed on this machine, on SQLite and on PostgreSQL. Fills
 * throw-away databases with 1,000, 10,000 and 100,000 products in bulk, runs the real server as
 * its own process, loads each endpoint with autocannon (10 connections, warm-up, interleaved
 * rounds, medians) next to a bare node:http server serving the same bytes, cached and uncached,
 * then order placement and PRODUCT §10's 60-second mixed load (on PostgreSQL with two API
 * processes and Redis, stepping the order rate down until its p99s hold), then the storefront in
 * Chromium. Prints a table and writes bench/results.json.
 *
 * Settings: BENCH_SIZES (catalogue sizes, default 1000,10000,100000) or `-- --products N` (one
 * size), BENCH_DATABASES (sqlite,postgres), BENCH_ROUNDS (3), BENCH_SECONDS (2 a round),
 * BENCH_MIXED_SECONDS (60), BENCH_ORDER_RATE (the mixed load's orders a second, 300),
 * BENCH_ORDER_WARM_UP_SECONDS (5; other rows warm up for 1 s), BENCH_ONLY (some of `reads`,
 * `filters`, `mixed`, `storefront`), E2E_POSTGRES_URL (the PostgreSQL server, as for the
 * journeys) and BENCH_REDIS_URL. Every row is the median of BENCH_ROUNDS rounds.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser';
import { ROOT, SERVER_ENTRY, STOREFRONT_DIR } from '../e2e/support/paths';
import { startShop, type ShopServer } from '../e2e/support/shop-server';
import { benchProductId, FILTER_ROWS } from './catalogue';
import { firstLoadJs, mobileMetrics, type PageMetrics } from './frontend';
import { compare, type LoadFigures, type LoadTarget } from './load';
import { mixedLoad } from './mixed-load';
import { capture, startReference } from './reference-server';
import { BENCH_SHOP_ENV, prepareShop, type BenchDatabase, type BenchShop } from './shops';

/** `npm run bench -- --products 1000000`: one catalogue of that size instead of the three. */
const productsArg = process.argv.indexOf('--products');
const SIZES =
  productsArg > 0
    ? [Number(process.argv[productsArg + 1])]
    : (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',') as BenchDatabase[];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
/** The mixed load's steady order and status-change rates (PRODUCT §10). */
const ORDER_RATE = Number(process.env.BENCH_ORDER_RATE ?? 300);
const STATUS_RATE = 5;
const ORDER_WARM_UP_SECONDS = Number(process.env.BENCH_ORDER_WARM_UP_SECONDS ?? 5);
/**
 * The bench's parts; BENCH_ONLY names some of them (`filters,mixed`): `reads` (each endpoint,
 * cached and uncached), `filters` (the list's sort and filter rows, uncached, largest size),
 * `mixed` (order placement and the mixed load, largest size), `storefront` (Chromium).
 */
const PARTS = ['reads', 'filters', 'mixed', 'storefront'] as const;
const ONLY = (process.env.BENCH_ONLY ?? PARTS.join(',')).split(',');

/** How a route's calls failed, when some did: ` (HTTP 503 ×2, ECONNRESET ×1)`. */
const failuresOf = (failures: Record<string, number>) => {
  const kinds = Object.entries(failures).map(([kind, n]) => `${kind} ×${n}`);
  return kinds.length > 0 ? ` (${kinds.join(', ')})` : '';
};
const runs = (part: (typeof PARTS)[number]) => ONLY.includes(part);

const SEARCHES: Record<string, string> = {
  'search: rare word': '/api/product/search/sigiriya',
  'search: common word': '/api/product/search/canvas',
  'search: two words': '/api/product/search/misty%20mountain',
  'search: prefix': '/api/product/search/mou',
  'search: typo': '/api/product/search/mountian',
};
/** Read uncached too at the largest size: what a shopper waits for when nothing is kept. */
const LARGEST_UNCACHED: Record<string, string> = {
  'product list': '/api/product?page=1&limit=24',
  category: '/api/product/category/Kitchen?page=1&limit=24',
  'product detail': '/api/product/BN-050000',
};
const FULL: Record<string, string> = {
  ...LARGEST_UNCACHED,
  'product list, page 2,000': '/api/product?page=2000&limit=24',
  ...SEARCHES,
  recommended: '/api/product/recommended-products?productId=BN-050000',
};

/** The bench catalogue's stock of every product (catalogue.ts). */
const INITIAL_STOCK = 1_000_000;
/** Order rates the mixed load steps down through on PostgreSQL until its p99s hold. */
const POSTGRES_ORDER_RATES = [ORDER_RATE, 250, 200, 150, 100, 50].filter(
  (r, i, all) => r <= ORDER_RATE && all.indexOf(r) === i,
);
const READS_P99_MS = 25;
const ORDERS_P99_MS = 60;

interface Row extends LoadFigures {
  database: BenchDatabase;
  size: number;
  endpoint: string;
  referenceRps: number | null;
  ratio: number | null;
}

async function endpointRow(
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
  const row = {
    database: shop.database,
    size,
    endpoint: label,
    ...figures,
    ratio: ratio === null ? null : Math.round(ratio * 1000) / 1000,
  };
  console.log(
    `  ${shop.database.padEnd(8)} ${label.padEnd(32)} ${String(Math.round(row.rps)).padStart(6)} req/s  mean ${row.mean.toFixed(2).padStart(6)} ms  p50 ${row.p50.toFixed(1).padStart(5)} ms  p99 ${row.p99.toFixed(1).padStart(5)} ms  ratio ${row.ratio ?? '  -  '}  non-2xx ${row.non2xx}`,
  );
  return row;
}

/** Orders from the bench shopper, each for one print of the first 5,000, in turn. */
function orderTarget(shopper: string, size: number): LoadTarget {
  let n = 0;
  return {
    path: '/api/order',
    method: 'POST',
    // A server that has taken orders for a while: V8 compiles checkout's path (pricing, the
    // group commit's statements, the mail thread's composing) over its first few thousand
    // orders, which a shop's server does once after a start.
    warmUpSeconds: ORDER_WARM_UP_SECONDS,
    headers: { Authorization: `Bearer ${shopper}` },
    body: () =>
      JSON.stringify({
        name: 'Bench',
        address: '1 Bench Road',
        phoneNumber: '+94 77 000 0000',
        billItems: [{ productId: benchProductId(1 + (n++ % Math.min(5000, size))), quantity: 1 }],
      }),
  };
}

/** One mixed load at `orderRate` (PRODUCT §10), printed, with the stock checked after it. */
async function mixedRun(shop: BenchShop, servers: ShopServer[], size: number, orderRate: number) {
  console.log(
    `\n  ${shop.database}: mixed load for ${MIXED_SECONDS} s on ${servers.length} API process(es): ${orderRate} orders/s on schedule, 10 readers, ${STATUS_RATE} status changes/s …`,
  );
  const productIds = Array.from({ length: 200 }, (_, i) =>
    benchProductId(1 + Math.floor((i * size) / 200)),
  );
  const mixed = await mixedLoad({
    baseUrls: servers.map((s) => s.url),
    seconds: MIXED_SECONDS,
    readers: 10,
    orderRate,
    statusRate: STATUS_RATE,
    shopperToken: shop.shopper,
    adminToken: shop.admin,
    productIds,
  });
  const oversold = await shop.stockProblems(mixed.ordered, INITIAL_STOCK);
  const held =
    mixed.errors === 0 &&
    !oversold &&
    mixed.routes.every((r) =>
      r.route === 'place order'
        ? r.p99 <= ORDERS_P99_MS
        : r.route === 'staff status change' || r.p99 <= READS_P99_MS,
    );
  console.log(
    `  ${mixed.requests} requests, ${mixed.errors} errors (rate ${mixed.errorRate}), ${mixed.orders} orders, oversold products: ${oversold}; p99s ${held ? 'hold' : 'do not hold'}`,
  );
  for (const r of mixed.routes)
    console.log(
      `    ${r.route.padEnd(22)} ${String(r.requests).padStart(6)} req (${String(r.perSecond).padStart(4)}/s)  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}${failuresOf(r.failures)}`,
    );
  return { ...mixed, ordered: undefined, oversold, held };
}

/** Every row for one database and size; at the largest size, orders and the mixed load too. */
async function benchShop(database: BenchDatabase, size: number, largest: boolean) {
  const shop = await prepareShop(database, size);
  const rows: Row[] = [];
  const mixed: Awaited<ReturnType<typeof mixedRun>>[] = [];
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
      ...(runs('reads') ? SEARCHES : {}),
      ...(largest && runs('reads') ? LARGEST_UNCACHED : {}),
      // Every sort and filter combination of the list (decision 0042): target p99 ≤ 50 ms.
      ...(largest && runs('filters') ? FILTER_ROWS : {}),
    };
    for (const [label, urlPath] of Object.entries(uncachedRows))
      rows.push(await endpointRow(shop, [uncached], `${label}, uncached`, { path: urlPath }, size));
    await uncached.stop();
    if (largest && runs('mixed')) {
      // On PostgreSQL, orders go to two API processes in turn (PRODUCT §10).
      const servers = database === 'postgres' ? [shop.server, await shop.another()] : [shop.server];
      rows.push(
        await endpointRow(shop, servers, 'order placement', orderTarget(shop.shopper, size), size),
      );
      if (database === 'sqlite') mixed.push(await mixedRun(shop, servers, size, ORDER_RATE));
      else {
        for (const rate of POSTGRES_ORDER_RATES) {
          const run = await mixedRun(shop, servers, size, rate);
          mixed.push(run);
          if (run.held) break;
        }
      }
    }
    return { rows, mixed, fill: { database, size, seconds: shop.fillSeconds, bytes: shop.bytes } };
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
  const fills: unknown[] = [];
  const catalogueParts = PARTS.filter((part) => part !== 'storefront').some(runs);
  for (const database of catalogueParts ? DATABASES : []) {
    for (const size of SIZES) {
      console.log(`\n${database}, ${size.toLocaleString('en-US')} products`);
      const done = await benchShop(database, size, size === Math.max(...SIZES));
      rows.push(...done.rows);
      fills.push(done.fill);
      if (done.mixed.length) mixed[database] = done.mixed;
    }
  }
  results.endpoints = rows;
  results.fills = fills;
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

/** First-load JS and the page metrics, cold, throttled as Lighthouse's mobile run and not. */
async function storefrontFigures() {
  const { server } = await prepareStorefront();
  const browser = await launchBrowser();
  const js = await firstLoadJs(browser, server.url, STOREFRONT_DIR);
  console.log(`\nhome page first-load JS: ${js.gzipKb} KB gzipped`);
  const pages = [];
  for (const throttled of [true, false]) {
    console.log(
      throttled ? '  Lighthouse mobile throttling, cold cache:' : '  unthrottled, cold cache:',
    );
    for (const p of ['/', '/products', '/products/Kitchen', '/overview/WA-LR-001']) {
      const rounds = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        rounds.push(await mobileMetrics(browser, server.url, p, throttled));
      }
      const m = medianMetrics(rounds);
      pages.push(m);
      console.log(
        `    ${p.padEnd(22)} FCP ${m.fcpMs} ms  LCP ${m.lcpMs} ms  TBT ${m.tbtMs} ms  CLS ${m.cls}`,
      );
    }
  }
  await browser.close();
  await server.stop();
  return { firstLoadJs: js, mobile: pages };
}

/** Each figure's median over the rounds (each a cold load of its own). */
function medianMetrics(rounds: PageMetrics[]): PageMetrics {
  const median = (pick: (m: PageMetrics) => number) => {
    const sorted = rounds.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  const [first] = rounds;
  if (!first) throw new Error('no rounds measured');
  return {
    ...first,
    fcpMs: median((m) => m.fcpMs),
    lcpMs: median((m) => m.lcpMs),
    tbtMs: median((m) => m.tbtMs),
    cls: median((m) => m.cls),
  };
}

/** The demo shop (real artwork) for the storefront measurements. */
async function prepareStorefront() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-bench-web-'));
  return { server: await startShop({ dataDir, env: { ...BENCH_SHOP_ENV } }) };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
