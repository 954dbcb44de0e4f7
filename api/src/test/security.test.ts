import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_APP_ORIGIN } from '@wallart/domain';
import { ProductModel, UserModel } from '../db/models';
import { createProduct, createUser, type SignedIn } from './factories';
import { startTestApp, type TestApp } from './test-app';

/** Strings that break naive SQL, FTS5 or tsquery building, templates and paths. */
const NASTY = [
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  '" OR ""="',
  '1; SELECT * FROM users',
  'NEAR(mountain river)',
  'mountain OR river',
  'a AND NOT b',
  '"unterminated',
  '*',
  'name:lotus',
  '^start',
  '(',
  'foo"*"bar',
  '%_%',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'ünïcödé 🎨',
  'x'.repeat(300),
];

/** Anything an error body must never carry: internals, SQL, stack frames, library names. */
const LEAK =
  /sequelize|sqlite|postgres|SQLITE_|syntax error|node_modules|\.[jt]s:\d+|\bat \S+ \(|TypeError|ReferenceError|ZodError|express|select .* from/i;

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  app = await startTestApp({ corsOrigins: ['https://shop.example'] });
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
  await createProduct(app, { productId: 'SEC-1', name: 'Misty Mountain River' });
});
afterAll(async () => app.close());

function expectSafeAnswer(res: { status: number; body: unknown }, where: string) {
  expect(res.status, where).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body, where).toMatchObject({ message: expect.any(String) });
    expect(JSON.stringify(res.body), where).not.toMatch(LEAK);
  }
}

describe('hostile strings in every parameter', () => {
  const enc = encodeURIComponent;
  const reads: ((s: string) => string)[] = [
    (s) => `/api/product/${enc(s)}`,
    (s) => `/api/product/category/${enc(s)}`,
    (s) => `/api/product/search/${enc(s)}`,
    (s) => `/api/product?search=${enc(s)}`,
    (s) => `/api/product?sort=${enc(s)}&page=${enc(s)}&limit=${enc(s)}&category=${enc(s)}`,
    (s) => `/api/product/recommended-products?productId=${enc(s)}&limit=${enc(s)}`,
    (s) => `/api/product/new-arrivals?limit=${enc(s)}`,
    (s) => `/api/product/trending-products?limit=${enc(s)}`,
    (s) => `/api/order/${enc(s)}`,
    (s) => `/api/order?status=${enc(s)}&page=${enc(s)}`,
    (s) => `/api/inbox?status=${enc(s)}`,
    (s) => `/api/review?all=${enc(s)}`,
  ];

  it('never answers a read with a 500 or a leak, for anonymous, shopper and admin', async () => {
    for (const token of [undefined, shopper.token, admin.token]) {
      for (const nasty of NASTY) {
        for (const url of reads) {
          const target = url(nasty);
          expectSafeAnswer(await app.call('GET', target, { token }), target);
        }
      }
    }
  });

  it('never answers a write with a 500 or a leak, and stores text as text', async () => {
    for (const nasty of NASTY) {
      const where = `write with ${nasty.slice(0, 30)}`;
      expectSafeAnswer(
        await app.call('POST', '/api/user/login', { body: { email: nasty, password: nasty } }),
        where,
      );
      expectSafeAnswer(
        await app.call('POST', '/api/user/', {
          body: {
            firstName: nasty,
            lastName: nasty,
            email: `${nasty}@x.test`,
            phone: nasty,
            password: nasty,
          },
        }),
        where,
      );
      expectSafeAnswer(
        await app.call('DELETE', `/api/user/${encodeURIComponent(nasty)}`, { token: admin.token }),
        where,
      );
      expectSafeAnswer(
        await app.call('PUT', `/api/order/${encodeURIComponent(nasty)}`, {
          token: admin.token,
          body: { status: nasty },
        }),
        where,
      );
      expectSafeAnswer(
        await app.call('POST', '/api/order', {
          token: shopper.token,
          body: {
            name: nasty,
            address: nasty,
            phoneNumber: '+94 77 000 0000',
            billItems: [{ productId: nasty, quantity: 1 }],
          },
        }),
        where,
      );
      expectSafeAnswer(
        await app.call('PUT', `/api/product/${encodeURIComponent(nasty)}`, {
          token: admin.token,
          body: { name: nasty },
        }),
        where,
      );
    }
    const stored = await app.call('PUT', '/api/product/SEC-1', {
      token: admin.token,
      body: { description: "'; DROP TABLE products; -- <script>alert(1)</script>" },
    });
    expect(stored.status).toBe(200);
    expect(stored.body.product.description).toBe(
      "'; DROP TABLE products; -- <script>alert(1)</script>",
    );
  });

  it('leaves every table and row in place afterwards', async () => {
    expect(await ProductModel.count()).toBe(1);
    expect(await UserModel.count()).toBe(2);
    const found = await app.call('GET', '/api/product/search/misty%20river');
    expect(found.body.map((p: { productId: string }) => p.productId)).toEqual(['SEC-1']);
  });
});

describe('security headers', () => {
  it('sends a CSP, nosniff, frame protection and a referrer policy, and hides the framework', async () => {
    const res = await app.call('GET', '/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(csp).toContain("form-action 'self';");
  });

  it('answers every request that carries a token with Cache-Control: no-store', async () => {
    const calls: Array<[string, string | undefined]> = [
      ['/api/product', admin.token], // the catalogue says no-cache to everyone else
      ['/api/product/SEC-1', shopper.token],
      ['/api/product/search/misty', shopper.token],
      ['/api/order', shopper.token],
      ['/api/user', admin.token],
      ['/api/admin/stats', shopper.token], // a refusal (403)
      ['/api/order', 'not-a-token'], // a refusal (401)
      ['/api/no-such-thing', admin.token], // 404
    ];
    for (const [url, token] of calls) {
      const res = await app.call('GET', url, { token });
      expect(res.headers.get('cache-control'), `${url} (${res.status})`).toBe('no-store');
    }
    // A big answer goes through compression the same way.
    const compressed = await fetch(`${app.baseUrl}/api/product?limit=50`, {
      headers: { Authorization: `Bearer ${admin.token}`, 'Accept-Encoding': 'gzip' },
    });
    expect(compressed.headers.get('cache-control')).toBe('no-store');
    // Without a token the catalogue stays revalidated, not unstored.
    const anonymous = await app.call('GET', '/api/product/SEC-1');
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets the checkout form post to the card gateway when card payment is set up', async () => {
    const withCard = await startTestApp({
      integrations: {
        payhere: {
          merchantId: '1211149',
          merchantSecret: 'secret',
          checkoutUrl: 'https://gateway.example/pay/checkout',
        },
      },
    });
    try {
      const res = await withCard.call('GET', '/api/health');
      expect(res.headers.get('content-security-policy')).toContain(
        "form-action 'self' https://gateway.example;",
      );
    } finally {
      await withCard.close();
    }
  });
});

describe('CORS', () => {
  it('allows the configured origin and the desktop app, and no other', async () => {
    const from = async (origin: string) =>
      (await app.call('GET', '/api/product', { headers: { Origin: origin } })).headers.get(
        'access-control-allow-origin',
      );
    expect(await from('https://shop.example')).toBe('https://shop.example');
    expect(await from(DESKTOP_APP_ORIGIN)).toBe(DESKTOP_APP_ORIGIN);
    expect(await from('https://evil.example')).toBeNull();
    expect(await from('null')).toBeNull();
  });

  it('refuses a preflight from a foreign origin', async () => {
    const res = await fetch(`${app.baseUrl}/api/order`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('uploaded files', () => {
  it('are served only as images, never as a page or a script', async () => {
    const dir = path.join(app.dataDir, 'uploads');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'evil.html'), '<script>alert(1)</script>');
    fs.writeFileSync(
      path.join(dir, 'evil.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    fs.writeFileSync(path.join(dir, 'evil.js'), 'alert(1)');
    for (const name of [
      'evil.html',
      'evil.svg',
      'evil.js',
      '..%2f..%2fetc%2fpasswd',
      '.hidden.png',
    ]) {
      const res = await fetch(`${app.baseUrl}/uploads/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get('content-type'), name).toMatch(/application\/json/);
    }
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#b5552b' } })
      .png()
      .toFile(path.join(dir, 'ok.png'));
    const image = await fetch(`${app.baseUrl}/uploads/ok.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('when something breaks inside', () => {
  it('answers a plain 500 with no details, and health says the database is down', async () => {
    const broken = await startTestApp();
    await broken.sequelize.close();
    const res = await broken.call('GET', '/api/product');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    const health = await broken.call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'degraded', database: 'down' });
    await broken.close().catch(() => undefined);
  });
});
