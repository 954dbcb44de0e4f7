import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  PAYHERE,
  placeOrder,
  postNotice,
  signedNotice,
} from '../payments/testing/payment-fixtures';

const TOKEN = 'metrics-token-for-the-tests';

/** The sum of a counter's samples over all its labels. */
function total(text: string, name: string): number {
  const lines = text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
  return lines.reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

/** The value of one sample in the text format, e.g. `name{label="x"}`; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function scrape(app: TestApp): Promise<string> {
  const res = await fetch(`${app.baseUrl}/metrics`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(res.status).toBe(200);
  return res.text();
}

describe('GET /metrics with METRICS_TOKEN set', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ metricsToken: TOKEN });
  });
  afterAll(async () => app.close());

  it('answers 401 without the token or with a wrong one, and the text format with it', async () => {
    expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${app.baseUrl}/metrics`, {
      headers: { Authorization: 'Bearer not-the-token' },
    });
    expect(wrong.status).toBe(401);
    const res = await fetch(`${app.baseUrl}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE wallart_http_requests_total counter');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('wallart_db_pool_max');
  });

  it('counts a request under its route pattern and status, never its raw URL', async () => {
    const product = await createProduct(app);
    expect((await app.call('GET', `/api/product/${product.productId}`)).status).toBe(200);
    expect((await app.call('GET', '/api/product/no-such-print')).status).toBe(404);
    const text = await scrape(app);
    const route = 'route="/api/product/:productId"';
    expect(sample(text, `wallart_http_requests_total{method="GET",${route},status="200"}`)).toBe(1);
    expect(sample(text, `wallart_http_requests_total{method="GET",${route},status="404"}`)).toBe(1);
    expect(text).not.toContain(product.productId);
    expect(text).toMatch(
      /wallart_http_request_duration_seconds_count\{method="GET",route="\/api\/product\/:productId"\} 2/,
    );
  });

  it('counts an order placed', async () => {
    const product = await createProduct(app);
    const shopper = await createUser(app);
    const before = total(await scrape(app), 'wallart_orders_placed_total');
    const res = await app.call('POST', '/api/order', {
      token: shopper.token,
      body: {
        name: 'Kamala Silva',
        address: '12 Temple Road, Kandy',
        phoneNumber: '+94 71 555 1234',
        billItems: [{ productId: product.productId, quantity: 1 }],
      },
    });
    expect(res.status).toBe(201);
    expect(total(await scrape(app), 'wallart_orders_placed_total')).toBe(before + 1);
  });

  it('counts catalogue cache misses and hits (the cache is on for SQLite, off on PostgreSQL without Redis)', async () => {
    const product = await createProduct(app);
    const hit = 'wallart_catalogue_cache_reads_total{result="hit"}';
    const miss = 'wallart_catalogue_cache_reads_total{result="miss"}';
    const before = await scrape(app);
    await app.call('GET', `/api/product/${product.productId}`);
    await app.call('GET', `/api/product/${product.productId}`);
    const after = await scrape(app);
    const cached = app.sequelize.getDialect() === 'sqlite';
    expect(sample(after, miss) - sample(before, miss)).toBe(cached ? 1 : 0);
    expect(sample(after, hit) - sample(before, hit)).toBe(cached ? 1 : 0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Behind a proxy on this machine: the socket is loopback, the shopper's address is not.
    app = await startTestApp({ trustProxy: 'loopback' });
  });
  afterAll(async () => app.close());

  it('answers a caller on this machine, and 404 for one a proxy forwarded from elsewhere', async () => {
    expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(200);
    const forwarded = await fetch(`${app.baseUrl}/metrics`, {
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });
    expect(forwarded.status).toBe(404);
  });
});

describe('payments in /metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ metricsToken: TOKEN, integrations: { payhere: PAYHERE } });
  });
  afterAll(async () => app.close());

  it('counts a paid card notice as paid and a forged one as refused', async () => {
    const { order } = await placeOrder(app, 'card');
    const base = { order_id: order.orderID, payment_id: '123456789012' };
    const amount = { payhere_amount: order.total.toFixed(2) };
    const paid = signedNotice({ ...base, ...amount, status_code: '2' });
    expect((await postNotice(app, { ...paid, md5sig: 'A'.repeat(32) })).status).toBe(400);
    expect((await postNotice(app, paid)).status).toBe(200);
    const text = await scrape(app);
    expect(sample(text, 'wallart_payments_total{method="card",outcome="paid"}')).toBe(1);
    expect(sample(text, 'wallart_payments_total{method="card",outcome="refused"}')).toBe(1);
  });
});
