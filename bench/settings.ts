import type { BenchDatabase } from './shops';

/** The bench's settings, from the environment (run.ts's header lists them). */

/** `npm run bench -- --products 1000000`: one catalogue of that size instead of the three. */
const productsArg = process.argv.indexOf('--products');
export const SIZES =
  productsArg > 0
    ? [Number(process.argv[productsArg + 1])]
    : (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
export const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(
  ',',
) as BenchDatabase[];
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
export const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
/** The mixed load's and the order kinds' steady order rate, and staff's status changes (§10). */
export const ORDER_RATE = Number(process.env.BENCH_ORDER_RATE ?? 300);
export const STATUS_RATE = 5;
export const ORDER_WARM_UP_SECONDS = Number(process.env.BENCH_ORDER_WARM_UP_SECONDS ?? 5);
/** Each order kind's open-loop row, after as long a warm-up of the same kind. */
export const ORDER_KIND_SECONDS = Number(process.env.BENCH_ORDER_KIND_SECONDS ?? 10);
/** Distinct queries each round of an uncached search row sends (fewer if the kind has fewer). */
export const QUERIES_PER_ROUND = Number(process.env.BENCH_QUERIES_PER_ROUND ?? 1000);

/**
 * The bench's parts; BENCH_ONLY names some of them (`filters,mixed`): `reads` (each endpoint,
 * cached and uncached), `filters` (the list's sort and filter rows, uncached, largest size),
 * `mixed` (the order rows and the mixed load, largest size), `storefront` (Chromium).
 */
export const PARTS = ['reads', 'filters', 'mixed', 'storefront'] as const;
export const ONLY = (process.env.BENCH_ONLY ?? PARTS.join(',')).split(',');
export const runs = (part: (typeof PARTS)[number]) => ONLY.includes(part);

/** PRODUCT §10's budgets. */
export const READS_P99_MS = 25;
export const ORDERS_P99_MS = 60;
