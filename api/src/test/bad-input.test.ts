import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@wallart/domain';
import { createProduct, createUser, type SignedIn } from './factories';
import { startTestApp, type CallOptions, type TestApp } from './test-app';

// Whatever a caller throws at a write endpoint: never a 500, always a JSON { message }, an
// honest status, and nothing written.

/** The print the bad orders name; the ids are fixed because the tables are built up front. */
const STOCKED = 'BAD-INPUT-STOCKED';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let product: Product;
let order: Order;
let target: SignedIn;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
  target = await createUser(app);
  product = await createProduct(app, { productId: STOCKED, stock: 50 });
  const res = await app.call('POST', '/api/order', {
    token: shopper.token,
    body: {
      name: 'Valid Order',
      address: '1 Main Street',
      phoneNumber: '0771234567',
      billItems: [{ productId: product.productId, quantity: 1 }],
    },
  });
  order = res.body.order as Order;
});
afterAll(async () => app.close());

/** Row counts and last changes of every table a write endpoint can touch. */
async function snapshot(): Promise<unknown> {
  const [rows] = await app.sequelize.query(`SELECT
    (SELECT count(*) FROM users) AS users,
    (SELECT max("updatedAt") FROM users) AS users_changed,
    (SELECT count(*) FROM products) AS products,
    (SELECT sum(stock) FROM products) AS stock,
    (SELECT max("updatedAt") FROM products) AS products_changed,
    (SELECT count(*) FROM orders) AS orders,
    (SELECT max("updatedAt") FROM orders) AS orders_changed,
    (SELECT count(*) FROM order_items) AS items,
    (SELECT count(*) FROM order_status_changes) AS changes`);
  return JSON.parse(JSON.stringify(rows));
}

interface Endpoint {
  name: string;
  /** A partial update: a body with no known field is a harmless no-op (200), not an error. */
  partial?: boolean;
  method: string;
  path: () => string;
  token: () => string | undefined;
  /** Bodies that are well-formed JSON but wrong for this endpoint. */
  wrong: unknown[];
}

const line = (quantity: unknown) => ({
  name: 'Bad Quantity',
  address: '1 Main Street',
  phoneNumber: '0771234567',
  billItems: [{ productId: STOCKED, quantity }],
});
const productBody = (overrides: Record<string, unknown>) => ({
  productId: 'BAD-INPUT-1',
  name: 'Bad',
  price: 10,
  labeledPrice: 10,
  category: 'Kitchen',
  stock: 1,
  ...overrides,
});

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/user/ (register)',
    method: 'POST',
    path: () => '/api/user/',
    token: () => undefined,
    wrong: [
      { firstName: 1, lastName: [], email: true, phone: 5, password: {} },
      { email: 'someone@wallart.test' },
      {
        firstName: 'A\u0000B',
        lastName: 'C',
        email: 'nul@wallart.test',
        phone: '0771234567',
        password: 'Long-enough-1',
      },
      {
        firstName: 'A',
        lastName: 'B',
        email: 'x'.repeat(300) + '@wallart.test',
        phone: '0771234567',
        password: 'Long-enough-1',
      },
    ],
  },
  {
    name: 'POST /api/user/login',
    method: 'POST',
    path: () => '/api/user/login',
    token: () => undefined,
    wrong: [
      { email: 42, password: null },
      { email: 'no-password@wallart.test' },
      { password: 'x' },
    ],
  },
  {
    name: 'POST /api/product',
    method: 'POST',
    path: () => '/api/product',
    token: () => admin.token,
    wrong: [
      productBody({ price: '10' }),
      productBody({ price: -1 }),
      productBody({ price: 1e308 }),
      productBody({ stock: 'many' }),
      productBody({ stock: 1e12 }),
      productBody({ images: 'not-a-list' }),
      productBody({ images: ['javascript:alert(1)'] }),
      productBody({ altNames: { a: 1 } }),
      productBody({ name: 'A\u0000B' }),
      productBody({ productId: STOCKED }),
      { name: 'Only a name' },
    ],
  },
  {
    name: 'PUT /api/product/:productId',
    partial: true,
    method: 'PUT',
    path: () => `/api/product/${product.productId}`,
    token: () => admin.token,
    wrong: [
      { price: 'free' },
      { stock: -5 },
      { category: 'Garage' },
      { name: '' },
      { description: 'A\u0000B' },
    ],
  },
  {
    name: 'DELETE /api/product/:productId',
    method: 'DELETE',
    path: () => '/api/product/NO-SUCH-PRINT',
    token: () => admin.token,
    wrong: [],
  },
  {
    name: 'POST /api/order',
    method: 'POST',
    path: () => '/api/order',
    token: () => shopper.token,
    wrong: [
      ...[-1, 0, 1.5, 101, 1e9, 1e308, '2', 'abc', null, true, [], {}].map(line),
      { ...line(1), billItems: [] },
      { ...line(1), billItems: { productId: 'x', quantity: 1 } },
      { ...line(1), billItems: [{ productId: STOCKED }] },
      { ...line(1), billItems: [{ productId: 'NO-SUCH-PRINT', quantity: 1 }] },
      { ...line(1), billItems: [{ productId: STOCKED, quantity: 1, size: 'huge' }] },
      { ...line(1), billItems: Array.from({ length: 51 }, () => line(1).billItems[0]) },
      { ...line(1), name: 'A\u0000B' },
      { billItems: line(1).billItems },
    ],
  },
  {
    name: 'PUT /api/order/:orderID',
    method: 'PUT',
    path: () => `/api/order/${order.orderID}`,
    token: () => admin.token,
    wrong: [{ status: 'Lost' }, { status: 7 }, { status: 'pending' }, { state: 'Shipped' }],
  },
  {
    name: 'DELETE /api/order/:orderID',
    method: 'DELETE',
    path: () => '/api/order/WA-NOSUCHORDER',
    token: () => shopper.token,
    wrong: [],
  },
  {
    name: 'DELETE /api/user/:id',
    method: 'DELETE',
    path: () => '/api/user/987654321',
    token: () => admin.token,
    wrong: [],
  },
  {
    name: 'PATCH /api/user/:id',
    method: 'PATCH',
    path: () => `/api/user/${target.user._id}`,
    token: () => admin.token,
    wrong: [{ isDisabled: 'yes' }, { isDisabled: 1 }, { isDisabled: null }, { role: 'admin' }],
  },
  {
    name: 'PUT /api/user/:id/role',
    method: 'PUT',
    path: () => `/api/user/${target.user._id}/role`,
    token: () => admin.token,
    wrong: [
      { role: 'owner' },
      { role: 'Admin' },
      { role: null },
      { role: ['admin'] },
      { isDisabled: true },
    ],
  },
];

const PROTO_BODIES = [
  '{"__proto__": {"role": "admin", "isAdmin": true, "polluted": "yes"}}',
  '{"constructor": {"prototype": {"role": "admin", "polluted": "yes"}}}',
  '{"__proto__": {"__proto__": {"polluted": "yes"}}, "billItems": {"__proto__": []}}',
];

const GENERIC: [string, CallOptions][] = [
  ['malformed JSON', { rawBody: '{"name": "unterminated' }],
  ['a bare JSON string', { rawBody: '"just a string"' }],
  ['JSON null', { rawBody: 'null' }],
  ['an empty object', { body: {} }],
  ['an array instead of an object', { body: [{ name: 'x' }] }],
  ['an empty array', { body: [] }],
  ['deeply nested arrays', { rawBody: `${'['.repeat(50_000)}${']'.repeat(50_000)}` }],
  [
    'form data instead of JSON',
    { rawBody: 'a=1&b=2', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
  ],
  ['plain text', { rawBody: 'hello', headers: { 'Content-Type': 'text/plain' } }],
  ...PROTO_BODIES.map((raw, i): [string, CallOptions] => [
    `prototype pollution #${i + 1}`,
    { rawBody: raw },
  ]),
];

const HONEST = [400, 404, 409, 413];

async function expectRefused(endpoint: Endpoint, options: CallOptions, allowed = HONEST) {
  const before = await snapshot();
  const res = await app.call(endpoint.method, endpoint.path(), {
    token: endpoint.token(),
    ...options,
  });
  expect(allowed, `status ${res.status}: ${JSON.stringify(res.body)}`).toContain(res.status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:|SELECT|INSERT|Sequelize/);
  expect(await snapshot()).toEqual(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).role).toBeUndefined();
  return res;
}

describe.each(ENDPOINTS)('$name with bad input', (endpoint) => {
  const bodyEndpoint = endpoint.method !== 'DELETE';

  it.each(GENERIC)('refuses %s', async (_label, options) => {
    // DELETE ignores bodies: the unknown id it names answers 404 whatever is sent.
    const allowed = bodyEndpoint ? [400] : [400, 404];
    await expectRefused(endpoint, options, endpoint.partial ? [...allowed, 200] : allowed);
  });

  it.each(endpoint.wrong.map((body) => [JSON.stringify(body).slice(0, 80), body]))(
    'refuses the body %s',
    async (_label, body) => {
      await expectRefused(endpoint, { body });
    },
  );

  it('answers 413 for a 5 MB body', async () => {
    const rawBody = JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024) });
    const res = await expectRefused(endpoint, { rawBody }, [413]);
    expect(res.body.message).toMatch(/too large/i);
  });
});
