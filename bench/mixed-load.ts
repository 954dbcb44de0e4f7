import http from 'node:http';
import type { NextBuyer } from './order-kinds';

/**
 * The mixed load of PRODUCT §10: orders arrive at a steady rate whatever the shop's answers
 * (open loop), reader workers loop over the list, a category, a search and a product's page,
 * and staff change orders' statuses at a steady rate. Calls go to the servers in turn. With no
 * readers and no status changes it is an open-loop order load alone (the order kinds' rows).
 * Each kind of order is a route of its own (`place order: unconfirmed`); the cap's refusals of
 * an unconfirmed account are counted apart from errors.
 */
export interface MixedLoadOptions {
  /** One server, or several on one database (their calls are shared out in turn). */
  baseUrls: string[];
  seconds: number;
  /** Reader workers, each reading as fast as the shop answers. */
  readers: number;
  /** Orders a second, sent on schedule. */
  orderRate: number;
  /** Status changes a second, on schedule (0: none). */
  statusRate: number;
  /** Who places each order, and with which code. */
  buyer: NextBuyer;
  /** Each order is for 1 to this many prints of one product. */
  maxQuantity: number;
  adminToken: string;
  productIds: string[];
}

interface RouteStats {
  latencies: number[];
  errors: number;
  /** The cap refusing an unconfirmed account more Pending prints (403 `email_unverified`). */
  capRefusals: number;
  /** How calls failed: `HTTP 503`, or the network error's code (`ECONNRESET`), with counts. */
  failures: Map<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const SEARCH_WORDS = ['misty', 'lotus garden', 'mou', 'kandy temple', 'canvas', 'mountian'];
const json = { 'Content-Type': 'application/json' };

/**
 * Node's own HTTP client on kept-alive sockets, as many as the calls in flight (as `fetch` opened).
 * The load runs on the shop's machine: `fetch` spent about a millisecond of CPU a call here (80%
 * of a core at this load), taken from the shop it measures (decision 0072).
 */
const agent = new http.Agent({
  keepAlive: true,
  // A socket left idle is dropped here before the server drops it (Node's server closes one after
  // 5 s): reused at that very moment, it would fail as ECONNRESET, a race of the client's own
  // that browsers retry and this load would count against the shop.
  timeout: 4_000,
});

interface CallInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

function call(
  url: string,
  init: CallInit = {},
): Promise<{ ok: boolean; status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { agent, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

export async function mixedLoad(options: MixedLoadOptions) {
  const stats = new Map<string, RouteStats>();
  const placed: string[] = [];
  const ordered = new Map<string, number>();
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;
  let turn = 0;
  const nextServer = () => options.baseUrls[turn++ % options.baseUrls.length] as string;

  /**
   * One call, timed from `due` (when it was meant to go, for scheduled calls): a late start
   * counts against the shop, as a shopper waiting would count it.
   */
  async function timed(route: string, url: string, init?: CallInit, due = performance.now()) {
    let failure: string | null = null;
    let refused = false;
    let body: unknown;
    try {
      const res = await call(nextServer() + url, init);
      if (!res.ok) failure = `HTTP ${res.status}`;
      if (res.status === 403) refused = /"code":"email_unverified"/.test(res.text);
      else if (res.ok && init?.method === 'POST') body = JSON.parse(res.text) as unknown;
    } catch (error) {
      failure = (error as NodeJS.ErrnoException).code ?? String(error);
    }
    const entry: RouteStats = stats.get(route) ?? {
      latencies: [],
      errors: 0,
      capRefusals: 0,
      failures: new Map(),
    };
    entry.latencies.push(performance.now() - due);
    if (refused) entry.capRefusals += 1;
    else if (failure) {
      entry.errors += 1;
      entry.failures.set(failure, (entry.failures.get(failure) ?? 0) + 1);
    }
    stats.set(route, entry);
    return failure ? undefined : body;
  }

  async function placeOrder(due: number) {
    const productId = pick(options.productIds);
    const quantity = 1 + Math.floor(Math.random() * options.maxQuantity);
    const buyer = options.buyer(quantity);
    const body = (await timed(
      `place order: ${buyer.kind}`,
      '/api/order',
      {
        method: 'POST',
        headers: { ...json, ...(buyer.token && { Authorization: `Bearer ${buyer.token}` }) },
        body: JSON.stringify({
          ...(buyer.email && { email: buyer.email }),
          name: 'Load Test',
          address: '1 Test Road',
          phoneNumber: '+94 77 000 0000',
          billItems: [{ productId, quantity }],
          ...(buyer.discountCode && { discountCode: buyer.discountCode }),
        }),
      },
      due,
    )) as { order?: { orderID: string } } | undefined;
    if (body?.order) {
      placed.push(body.order.orderID);
      ordered.set(productId, (ordered.get(productId) ?? 0) + quantity);
    }
  }

  async function changeStatus(due: number) {
    const orderID = placed[Math.floor(Math.random() * placed.length)];
    if (!orderID) return;
    await timed(
      'staff status change',
      `/api/order/${orderID}`,
      {
        method: 'PUT',
        headers: { ...json, Authorization: `Bearer ${options.adminToken}` },
        body: JSON.stringify({ status: pick(['Processing', 'Shipped']) }),
      },
      due,
    );
  }

  /** Calls `send` every 1/rate s from the start, on time whether or not earlier calls ended. */
  async function onSchedule(rate: number, send: (due: number) => Promise<void>) {
    const every = 1000 / rate;
    const inFlight: Promise<void>[] = [];
    for (let n = 0; ; n += 1) {
      const due = started + n * every;
      if (due >= until) break;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(send(due));
    }
    await Promise.all(inFlight);
  }

  const reads: (() => Promise<unknown>)[] = [
    () => timed('list', `/api/product?page=${1 + Math.floor(Math.random() * 50)}`),
    () =>
      timed('category', `/api/product/category/Kitchen?page=${1 + Math.floor(Math.random() * 5)}`),
    () => timed('search', `/api/product/search/${encodeURIComponent(pick(SEARCH_WORDS))}`),
    () => timed('product detail', `/api/product/${pick(options.productIds)}`),
  ];
  await Promise.all([
    onSchedule(options.orderRate, placeOrder),
    options.statusRate > 0 && onSchedule(options.statusRate, changeStatus),
    ...Array.from({ length: options.readers }, async (_, worker) => {
      for (let i = worker; performance.now() < until; i += 1) await reads[i % reads.length]?.();
    }),
  ]);

  const seconds = (performance.now() - started) / 1000;
  const routes = [...stats.entries()].map(([route, s]) => {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    return {
      route,
      requests: sorted.length,
      perSecond: Math.round(sorted.length / seconds),
      errors: s.errors,
      capRefusals: s.capRefusals,
      failures: Object.fromEntries(s.failures),
      p50: Math.round(percentile(sorted, 0.5) * 10) / 10,
      p99: Math.round(percentile(sorted, 0.99) * 10) / 10,
    };
  });
  const requests = routes.reduce((n, r) => n + r.requests, 0);
  const errors = routes.reduce((n, r) => n + r.errors, 0);
  const capRefusals = routes.reduce((n, r) => n + r.capRefusals, 0);
  return {
    seconds: options.seconds,
    orderRate: options.orderRate,
    requests,
    errors,
    capRefusals,
    errorRate: requests ? errors / requests : 0,
    orders: placed.length,
    ordered,
    routes,
  };
}
