/** A mixed shop load for a fixed time: browsing, searching, stock checks, orders, admin work. */
export interface MixedLoadOptions {
  baseUrl: string;
  seconds: number;
  workers: number;
  shopperToken: string;
  adminToken: string;
  productIds: string[];
}

interface RouteStats {
  latencies: number[];
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function mixedLoad(options: MixedLoadOptions) {
  const stats = new Map<string, RouteStats>();
  const placed: string[] = [];
  const ordered = new Map<string, number>();
  const until = Date.now() + options.seconds * 1000;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;
  const json = { 'Content-Type': 'application/json' };

  async function timed(route: string, url: string, init?: RequestInit) {
    const started = performance.now();
    let ok = false;
    let body: unknown;
    try {
      const res = await fetch(options.baseUrl + url, init);
      body = await res.json().catch(() => undefined);
      ok = res.ok;
    } catch {
      ok = false;
    }
    const entry = stats.get(route) ?? { latencies: [], errors: 0 };
    entry.latencies.push(performance.now() - started);
    if (!ok) entry.errors += 1;
    stats.set(route, entry);
    return ok ? body : undefined;
  }

  const actions: (() => Promise<unknown>)[] = [
    () => timed('browse', `/api/product?page=${1 + Math.floor(Math.random() * 50)}`),
    () => timed('category', '/api/product/category/Kitchen'),
    () =>
      timed(
        'search',
        `/api/product/search/${pick(['misty', 'lotus garden', 'mou', 'kandy temple'])}`,
      ),
    () => timed('product', `/api/product/${pick(options.productIds)}`),
    () => timed('cart stock check', `/api/product/${pick(options.productIds)}`),
    async () => {
      const productId = pick(options.productIds);
      const quantity = 1 + Math.floor(Math.random() * 2);
      const body = (await timed('place order', '/api/order', {
        method: 'POST',
        headers: { ...json, Authorization: `Bearer ${options.shopperToken}` },
        body: JSON.stringify({
          name: 'Load Test',
          address: '1 Test Road',
          phoneNumber: '+94 77 000 0000',
          billItems: [{ productId, quantity }],
        }),
      })) as { order?: { orderID: string } } | undefined;
      if (body?.order) {
        placed.push(body.order.orderID);
        ordered.set(productId, (ordered.get(productId) ?? 0) + quantity);
      }
    },
    async () => {
      const orderID = placed[Math.floor(Math.random() * placed.length)];
      if (!orderID) return;
      await timed('admin status change', `/api/order/${orderID}`, {
        method: 'PUT',
        headers: { ...json, Authorization: `Bearer ${options.adminToken}` },
        body: JSON.stringify({ status: pick(['Processing', 'Shipped']) }),
      });
    },
  ];

  await Promise.all(
    Array.from({ length: options.workers }, async () => {
      while (Date.now() < until) await pick(actions)();
    }),
  );

  const routes = [...stats.entries()].map(([route, s]) => {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    return {
      route,
      requests: sorted.length,
      errors: s.errors,
      p50: Math.round(percentile(sorted, 0.5) * 10) / 10,
      p99: Math.round(percentile(sorted, 0.99) * 10) / 10,
    };
  });
  const requests = routes.reduce((n, r) => n + r.requests, 0);
  const errors = routes.reduce((n, r) => n + r.errors, 0);
  return {
    seconds: options.seconds,
    requests,
    errors,
    errorRate: requests ? errors / requests : 0,
    orders: placed.length,
    ordered,
    routes,
  };
}
