import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, type SignedIn } from '../test/factories';
import { clientFor, startTestApp, type TestApp, type TestClient } from '../test/test-app';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let shop: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
  shop = clientFor(app);
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
    await shop.product.get(product.productId);
    const etag = shop.lastAnswer().headers.get('etag');
    expect(etag).toBeTruthy();
    await sneakName(product.productId, 'Changed Behind The Back');
    expect((await shop.product.get(product.productId)).name).toBe('Cached Lotus');
    expect(shop.lastAnswer().headers.get('etag')).toBe(etag);
    // Revalidation is the browser's business, not the client's: a raw request.
    const revalidated = await fetch(`${app.baseUrl}/api/product/${product.productId}`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('forgets everything at once when a product is edited, and keeps the total header', async () => {
    const product = await createProduct(app, { name: 'Before Edit', category: 'Kitchen' });
    const list = await shop.product.byCategory('Kitchen');
    const total = shop.lastAnswer().headers.get('x-total-count');
    expect(total).toBeTruthy();
    await shop.product.get(product.productId);
    await clientFor(app, admin).product.update(product.productId, { name: 'After Edit' });
    expect((await shop.product.get(product.productId)).name).toBe('After Edit');
    const again = await shop.product.byCategory('Kitchen');
    expect(again.items.map((p) => p.name)).toContain('After Edit');
    expect(shop.lastAnswer().headers.get('x-total-count')).toBe(total);
    expect(again.total).toBe(list.total);
  });

  it('shows stock taken by an order at once', async () => {
    const product = await createProduct(app, { stock: 5 });
    expect((await shop.product.get(product.productId)).stock).toBe(5);
    const asShopper = clientFor(app, shopper);
    await asShopper.order.place({
      name: 'A',
      address: 'B',
      phoneNumber: '+94 77 000 0000',
      billItems: [{ productId: product.productId, quantity: 2 }],
    });
    expect(asShopper.lastAnswer().status).toBe(201);
    expect((await shop.product.get(product.productId)).stock).toBe(3);
  });

  // The client sends no token to the catalogue, so the call with one is a raw request.
  it('never keeps an answer to a call that carries a token', async () => {
    const product = await createProduct(app, { name: 'Token Call' });
    await app.call('GET', `/api/product/${product.productId}`, { token: admin.token });
    await sneakName(product.productId, 'Seen Fresh');
    expect((await shop.product.get(product.productId)).name).toBe('Seen Fresh');
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
