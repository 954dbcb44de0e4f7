import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn } from './factories';
import { startTestApp, type CallOptions, type TestApp } from './test-app';

// Ids in paths that name nothing, or cannot be ids, and bodies smuggling fields: never a 500,
// always a JSON { message }, an honest status, and nothing written.

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
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

describe('unknown and malformed ids in paths', () => {
  it.each([
    ['PUT', '/api/product/NO-SUCH-PRINT', { name: 'Ghost' }, 404],
    ['PUT', '/api/product/bad%20id', { name: 'Ghost' }, 400],
    ['DELETE', '/api/product/bad%20id', undefined, 400],
    ['PUT', '/api/order/WA-NOSUCHORDER', { status: 'Shipped' }, 404],
    ['PUT', '/api/order/lower-case', { status: 'Shipped' }, 400],
    ['DELETE', '/api/order/x', undefined, 400],
    ['PATCH', '/api/user/987654321', { isDisabled: true }, 404],
    ['PATCH', '/api/user/9999999999999999', { isDisabled: true }, 404],
    ['DELETE', '/api/user/9999999999999999', undefined, 404],
    ['DELETE', '/api/user/2147483648', undefined, 404],
    ['DELETE', '/api/user/abc', undefined, 400],
    ['DELETE', '/api/user/-1', undefined, 400],
    ['DELETE', '/api/user/1.5', undefined, 400],
    ['DELETE', '/api/user/0', undefined, 400],
    ['DELETE', '/api/user/%', undefined, 400],
    ['PUT', '/api/user/987654321/role', { role: 'admin' }, 404],
    ['PUT', '/api/user/abc/role', { role: 'admin' }, 400],
    ['PUT', '/api/product/%E0%A4%A', { name: 'Bad escape' }, 400],
    ['PUT', '/api/order/%', { status: 'Shipped' }, 400],
  ] as const)('%s %s answers %i', async (method, path, body, status) => {
    const token =
      path.startsWith('/api/order') && method === 'DELETE' ? shopper.token : admin.token;
    await expectRefused(
      { name: path, method, path: () => path, token: () => token, wrong: [] },
      { body },
      [status],
    );
  });
});

describe('a registration smuggling fields through __proto__', () => {
  it('creates an ordinary shopper and pollutes nothing', async () => {
    const email = `proto-${Date.now()}@wallart.test`;
    const rawBody = `{"firstName":"Proto","lastName":"Type","email":"${email}","phone":"0771234567",
      "password":"Long-enough-1","__proto__":{"role":"admin","isEmailVerified":true},
      "constructor":{"prototype":{"role":"admin"}}}`;
    const res = await app.call('POST', '/api/user/', { rawBody });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, role: 'user', isEmailVerified: false });
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});
