import type { ShopServer } from '../e2e/support/shop-server';
import { benchProductId } from './catalogue';
import type { LoadTarget } from './load';
import { mixedLoad } from './mixed-load';
import { buyers, MIXED_SHARE, type OrderKind } from './order-kinds';
import {
  MIXED_SECONDS,
  ORDER_KIND_SECONDS,
  ORDER_WARM_UP_SECONDS,
  ORDERS_P99_MS,
  READS_P99_MS,
  STATUS_RATE,
} from './settings';
import type { BenchShop } from './shops';

/** The bench catalogue's stock of every product (catalogue.ts). */
const INITIAL_STOCK = 1_000_000;

/** How a route's calls failed, when some did: ` (HTTP 503 ×2, ECONNRESET ×1)`. */
const failuresOf = (failures: Record<string, number>) => {
  const kinds = Object.entries(failures).map(([kind, n]) => `${kind} ×${n}`);
  return kinds.length > 0 ? ` (${kinds.join(', ')})` : '';
};

/** Orders from the confirmed bench shopper, each for one print of the first 5,000, in turn. */
export function orderTarget(shopper: string, size: number): LoadTarget {
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

interface OrderLoad {
  /** One kind of order alone, with no readers and no status changes; else the mixed load. */
  kind?: OrderKind;
  seconds: number;
  orderRate: number;
  /** Printed before the load starts. */
  title: string;
}

/** An order load (open loop), printed, with the stock checked after it. */
async function orderLoad(shop: BenchShop, servers: ShopServer[], size: number, load: OrderLoad) {
  const mixed = load.kind === undefined;
  const maxQuantity = mixed ? 2 : 1;
  // Room under the cap for every unconfirmed order the load can send, with a tenth to spare
  // for the print or so an account has left when the next order asks for two.
  const share = mixed ? MIXED_SHARE.unconfirmed : load.kind === 'unconfirmed' ? 1 : 0;
  const prints = Math.ceil(load.orderRate * load.seconds * share) * maxQuantity;
  if (prints > 0) await shop.unconfirmed.ensureRoom(Math.ceil(prints * 1.1));
  console.log(`\n  ${shop.database}: ${load.title} …`);
  const productIds = Array.from({ length: 200 }, (_, i) =>
    benchProductId(1 + Math.floor((i * size) / 200)),
  );
  const result = await mixedLoad({
    baseUrls: servers.map((s) => s.url),
    seconds: load.seconds,
    readers: mixed ? 10 : 0,
    orderRate: load.orderRate,
    statusRate: mixed ? STATUS_RATE : 0,
    buyer: buyers(shop, load.kind),
    maxQuantity,
    adminToken: shop.admin,
    productIds,
  });
  const oversold = await shop.stockProblems(result.ordered, INITIAL_STOCK);
  const held =
    result.errors === 0 &&
    !oversold &&
    result.routes.every((r) =>
      r.route.startsWith('place order')
        ? r.p99 <= ORDERS_P99_MS
        : r.route === 'staff status change' || r.p99 <= READS_P99_MS,
    );
  console.log(
    `  ${result.requests} requests, ${result.errors} errors (rate ${result.errorRate}), ${result.capRefusals} cap refusals, ${result.orders} orders, oversold products: ${oversold}; p99s ${held ? 'hold' : 'do not hold'} (${shop.unconfirmed.count()} unconfirmed accounts so far)`,
  );
  for (const r of result.routes)
    console.log(
      `    ${r.route.padEnd(26)} ${String(r.requests).padStart(6)} req (${String(r.perSecond).padStart(4)}/s)  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}${r.capRefusals ? `  cap refusals ${r.capRefusals}` : ''}${failuresOf(r.failures)}`,
    );
  return { ...result, kind: load.kind ?? 'mixed', ordered: undefined, oversold, held };
}

/** PRODUCT §10's mixed load at `orderRate`, the three order kinds mixed (order-kinds.ts). */
export const mixedRun = (shop: BenchShop, servers: ShopServer[], size: number, orderRate: number) =>
  orderLoad(shop, servers, size, {
    seconds: MIXED_SECONDS,
    orderRate,
    title: `mixed load for ${MIXED_SECONDS} s on ${servers.length} API process(es): ${orderRate} orders/s on schedule (1 in 20 from an unconfirmed account, 1 in 10 with a code, 1 in 10 a guest), 10 readers, ${STATUS_RATE} status changes/s`,
  });

/** One kind of order alone at `orderRate`, open loop, after a warm-up of the same kind. */
export async function orderKindRun(
  shop: BenchShop,
  servers: ShopServer[],
  size: number,
  kind: OrderKind,
  orderRate: number,
) {
  const title = `orders at ${orderRate}/s, ${kind}`;
  await orderLoad(shop, servers, size, {
    kind,
    orderRate,
    seconds: ORDER_WARM_UP_SECONDS,
    title: `${title}: warm-up for ${ORDER_WARM_UP_SECONDS} s`,
  });
  return orderLoad(shop, servers, size, {
    kind,
    orderRate,
    seconds: ORDER_KIND_SECONDS,
    title: `${title} for ${ORDER_KIND_SECONDS} s on ${servers.length} API process(es)`,
  });
}
