import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, type SignedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
});
afterAll(async () => app.close());

/** Changes a row behind the models' back, so only a cached answer can still show the old value. */
const sneakName = (productId: string, name: string) =>
  app.sequelize.query('UPDATE products SET name = :name WHERE "productId" = :productId', {
    replacements: { name, productId },
  });

describe('catalogue answers kept as bytes (SQLite)', () => {
  it('answers a repeated read from memory, with an ETag that revalidates to 304', async () => {
    const product = await createProduct(app, { name: 'Cached Lotus' });
    const first = await app.call('GET', `/api/product/${product.productId}`);
    await sneakName(product.productId, 'Changed Behind The Back');
    const second = await app.call('GET', `/api/product/${product.productId}`);
    expect(second.body.name).toBe('Cached Lotus');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const revalidated = await fetch(`${app.baseUrl}/api/product/${product.productId}`, {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('forgets everything at once when a product is edited, and keeps the total header', async () => {
    const product = await createProduct(app, { name: 'Before Edit', category: 'Kitchen' });
    const list = await app.call('GET', '/api/product/category/Kitchen');
    expect(list.headers.get('x-total-count')).toBeTruthy();
    await app.call('GET', `/api/product/${product.productId}`);
    await app.call('PUT', `/api/product/${product.productId}`, {
      token: admin.token,
      body: { name: 'After Edit' },
    });
    expect((await app.call('GET', `/api/product/${product.productId}`)).body.name).toBe(
      'After Edit',
    );
    const again = await app.call('GET', '/api/product/category/Kitchen');
    expect(again.body.map((p: { name: string }) => p.name)).toContain('After Edit');
    expect(again.headers.get('x-total-count')).toBe(list.headers.get('x-total-count'));
  });

  it('shows stock taken by an order at once', async () => {
    const product = await createProduct(app, { stock: 5 });
    expect((await app.call('GET', `/api/product/${product.productId}`)).body.stock).toBe(5);
    const placed = await app.call('POST', '/api/order', {
      token: shopper.token,
      body: {
        name: 'A',
        address: 'B',
        phoneNumber: '+94 77 000 0000',
        billItems: [{ productId: product.productId, quantity: 2 }],
      },
    });
    expect(placed.status).toBe(201);
    expect((await app.call('GET', `/api/product/${product.productId}`)).body.stock).toBe(3);
  });

  it('never keeps an answer to a call that carries a token', async () => {
    const product = await createProduct(app, { name: 'Token Call' });
    await app.call('GET', `/api/product/${product.productId}`, { token: admin.token });
    await sneakName(product.productId, 'Seen Fresh');
    expect((await app.call('GET', `/api/product/${product.productId}`)).body.name).toBe(
      'Seen Fresh',
    );
  });

  it('sends a stored answer compressed the way the caller accepts, the same JSON each way', async () => {
    for (let i = 0; i < 6; i += 1) await createProduct(app, { category: 'Living Room' });
    const url = `${app.baseUrl}/api/product/category/Living%20Room?limit=6`;
    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    const expected: unknown = await plain.json();
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      for (let round = 0; round < 2; round += 1) {
        const res = await fetch(url, { headers: { 'Accept-Encoding': encoding } });
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('vary')).toContain('Accept-Encoding');
        expect(res.headers.get('x-total-count')).toBe(plain.headers.get('x-total-count'));
        expect(await res.json()).toEqual(expected);
      }
    }
  });

  it('answers HEAD from the cache with the headers alone', async () => {
    const product = await createProduct(app, { name: 'Head Lotus' });
    const url = `${app.baseUrl}/api/product/${product.productId}`;
    const get = await fetch(url);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(await head.text()).toBe('');
  });
});
