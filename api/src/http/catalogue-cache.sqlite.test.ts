import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCacheKey, createCatalogueCache } from './catalogue-cache';
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

/** A shopper's order of `quantity` prints of one product, placed. */
async function order(productId: string, quantity: number) {
  const asShopper = clientFor(app, shopper);
  await asShopper.order.place({
    name: 'A',
    address: 'B',
    phoneNumber: '+94 77 000 0000',
    billItems: [{ productId, quantity }],
  });
  expect(asShopper.lastAnswer().status).toBe(201);
}

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
    await order(product.productId, 2);
    expect((await shop.product.get(product.productId)).stock).toBe(3);
  });

  it('keeps the answers an order does not touch, and drops those showing its prints', async () => {
    const ordered = await createProduct(app, { name: 'Ordered Print', stock: 5 });
    const other = await createProduct(app, { name: 'Untouched Print', stock: 5 });
    await shop.product.get(ordered.productId);
    await shop.product.get(other.productId);
    await shop.product.trending();
    await sneakName(other.productId, 'Renamed Behind The Back');
    await sneakName(ordered.productId, 'Ordered, Renamed Behind The Back');
    await order(ordered.productId, 3);
    // Still the stored answer: the order moved another print's stock.
    expect((await shop.product.get(other.productId)).name).toBe('Untouched Print');
    // Read again: its stock, and with it the row, are fresh.
    const fresh = await shop.product.get(ordered.productId);
    expect(fresh.stock).toBe(2);
    expect(fresh.name).toBe('Ordered, Renamed Behind The Back');
    // Best sellers follow orders: read again, the ordered print leads them.
    expect((await shop.product.trending()).map((p) => p.productId)[0]).toBe(ordered.productId);
  });

  it('keeps a search that found nothing through orders, but not an in-stock list', async () => {
    const ordered = await createProduct(app, { name: 'Plain Ordered Print', stock: 5 });
    const sold = await createProduct(app, { name: 'Sold Out Quokkaberry', stock: 0 });
    expect((await shop.product.search('wombatfig')).items).toEqual([]);
    const inStock = { inStock: true as const };
    expect((await shop.product.search('quokkaberry', inStock)).items).toEqual([]);
    // Either search now finds a print, but only the database knows it yet.
    await sneakName(ordered.productId, 'Wombatfig Print');
    await app.sequelize.query('UPDATE products SET stock = 3 WHERE "productId" = :id', {
      replacements: { id: sold.productId },
    });
    await order(ordered.productId, 1);
    // Stock moved cannot add a match to a search that found nothing: still the kept answer.
    expect((await shop.product.search('wombatfig')).items).toEqual([]);
    // What an in-stock filter finds follows stock: read again.
    const fresh = await shop.product.search('quokkaberry', inStock);
    expect(fresh.items.map((p) => p.productId)).toEqual([sold.productId]);
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

describe('catalogue cache keys and memory', () => {
  it('one answer is one entry: parameters in any order, unknown ones ignored', async () => {
    const product = await createProduct(app, { name: 'Keyed Once', category: 'Kitchen' });
    const base = `${app.baseUrl}/api/product/category/Kitchen`;
    const names = async (query: string) =>
      ((await (await fetch(`${base}${query}`)).json()) as Array<{ name: string }>).map(
        (p) => p.name,
      );
    expect(await names('?limit=50&page=1')).toContain('Keyed Once');
    await sneakName(product.productId, 'Renamed Behind The Back');
    // The same answer under other spellings of its URL: served from the one entry.
    for (const query of [
      '?page=1&limit=50',
      '?limit=50&page=1&utm_source=mail',
      '?x=1&limit=50&page=1',
    ]) {
      expect(await names(query), query).toContain('Keyed Once');
    }
  });

  it('keys on the path and the known parameters, sorted', () => {
    expect(catalogueCacheKey('/api/product/search/lotus?page=2&limit=12&junk=1')).toBe(
      '/api/product/search/lotus?limit=12&page=2',
    );
    expect(catalogueCacheKey('/api/product/x?utm=1')).toBe('/api/product/x');
    expect(catalogueCacheKey('/api/product/new-arrivals')).toBe('/api/product/new-arrivals');
    // The list's sort and filters are part of the answer, so of the key.
    expect(
      catalogueCacheKey(
        '/api/product/category/Kitchen?inStock=true&size=A3&maxPrice=900&minPrice=100&sort=name&utm=x',
      ),
    ).toBe(
      '/api/product/category/Kitchen?sort=name&minPrice=100&maxPrice=900&size=A3&inStock=true',
    );
  });

  it("keeps one copy a language, and answers an unknown language with English's", async () => {
    const product = await createProduct(app, {
      name: 'Sigiriya At Dusk',
      translations: { si: { name: 'සීගිරිය සැඳෑවේ' }, ta: { name: 'அந்தியில் சீகிரியா' } },
    });
    const nameAt = async (query: string) => {
      const answer = await fetch(`${app.baseUrl}/api/product/${product.productId}${query}`);
      return ((await answer.json()) as { name: string }).name;
    };
    expect(await nameAt('?lang=si')).toBe('සීගිරිය සැඳෑවේ');
    expect(await nameAt('')).toBe('Sigiriya At Dusk');
    expect(await nameAt('?lang=ta')).toBe('அந்தியில் சீகிரியா');
    await sneakName(product.productId, 'Changed Behind The Back');
    // English, ?lang=en and ?lang=fr are one kept answer; each language its own.
    expect(await nameAt('?lang=fr')).toBe('Sigiriya At Dusk');
    expect(await nameAt('?lang=en')).toBe('Sigiriya At Dusk');
    expect(await nameAt('?lang=si')).toBe('සීගිරිය සැඳෑවේ');
    expect(catalogueCacheKey('/api/product/P?lang=fr')).toBe('/api/product/P');
    expect(catalogueCacheKey('/api/product/P?lang=ta&x=1')).toBe('/api/product/P?lang=ta');
  });

  it("never answers one filter with another filter's page", async () => {
    const cheap = await createProduct(app, { name: 'Cache Filter Cheap', price: 100 });
    const dear = await createProduct(app, { name: 'Cache Filter Dear', price: 90_000 });
    const ids = async (query: string) => {
      const res = await app.call('GET', `/api/product/search/cache%20filter?${query}`);
      return (res.body as { productId: string }[]).map((p) => p.productId);
    };
    expect(await ids('maxPrice=500')).toEqual([cheap.productId]);
    expect(await ids('minPrice=500')).toEqual([dear.productId]);
    expect(await ids('maxPrice=500')).toEqual([cheap.productId]);
    expect(await ids('sort=price-desc')).toEqual([dear.productId, cheap.productId]);
    expect(await ids('sort=price-asc')).toEqual([cheap.productId, dear.productId]);
  });

  it('holds no more than its byte budget, dropping the least recently read', async () => {
    const cache = createCatalogueCache({ maxBytes: 10_000 });
    const server = express()
      .use(cache.read)
      .get('/:n', (req, res) => {
        res.json({ n: req.params.n, filler: 'x'.repeat(2_000) });
      })
      .listen(0);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (let n = 0; n < 40; n += 1) {
        await fetch(`${url}/${n}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
        await fetch(`${url}/${n}`, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(cache.bytes()).toBeLessThanOrEqual(10_000);
      }
      expect(cache.size()).toBeGreaterThan(0);
      expect(cache.size()).toBeLessThan(5); // 40 before: only a count of entries bounded it
      const first = await fetch(`${url}/39`);
      expect((await first.json()) as { n: string }).toMatchObject({ n: '39' });
    } finally {
      server.close();
    }
  });

  it('never stores a read that raced a stock move of a product it shows', async () => {
    const cache = createCatalogueCache();
    let reads = 0;
    let moveDuringRead: string | null = null;
    const server = express()
      .use(cache.read)
      .get('/:productId', (req, res) => {
        reads += 1;
        if (moveDuringRead) cache.changed({ stockOf: [moveDuringRead] });
        res.json({ productId: req.params.productId, stock: 5 });
      })
      .listen(0);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      moveDuringRead = 'P-1';
      await fetch(`${url}/P-1`);
      await fetch(`${url}/P-2`);
      moveDuringRead = null;
      await fetch(`${url}/P-1`);
      await fetch(`${url}/P-2`);
      // P-1 raced its own stock move, so it was read again; P-2 was kept.
      expect(reads).toBe(3);
      cache.changed({ stockOf: ['P-2'] });
      await fetch(`${url}/P-1`);
      await fetch(`${url}/P-2`);
      expect(reads).toBe(4);
    } finally {
      server.close();
    }
  });
});
