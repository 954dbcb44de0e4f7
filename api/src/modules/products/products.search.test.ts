import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ProductModel } from '../../db/models';

import { createProduct } from '../../test/factories';

import type { TestApp, TestClient } from '../../test/test-app';
import { searchAs, marker, startSearchShop } from './search-test-shop';

let app: TestApp;
let shop: TestClient;
let asAdmin: TestClient;
beforeAll(async () => {
  ({ app, shop, asAdmin } = await startSearchShop());
});
afterAll(async () => app.close());

const search = (text: string, query: { page?: number; limit?: number } = {}) =>
  searchAs(shop, text, query);

describe('GET /api/product/search/:text', () => {
  it('needs every word, in any order and any letter case', async () => {
    const word = marker();
    const golden = await createProduct(app, { name: `Golden Buddha Statue ${word}` });
    const silver = await createProduct(app, { name: `Silver Elephant ${word}` });
    expect((await search(`statue ${word} GOLDEN`)).ids).toEqual([golden.productId]);
    expect((await search(`${word.toUpperCase()} buddha`)).ids).toEqual([golden.productId]);
    expect((await search(`${word} golden elephant`)).ids).toEqual([]);
    expect((await search(word)).ids.sort()).toEqual([golden.productId, silver.productId].sort());
  });

  it('matches the start of a word, so "mou" finds "Mountain"', async () => {
    const product = await createProduct(app, { name: 'Misty Mountain Morning' });
    const { ids, page } = await search('mou');
    expect(ids).toContain(product.productId);
    for (const found of page.items) {
      const text = [found.productId, found.name, ...found.altNames, found.description].join(' ');
      expect(text.toLowerCase()).toMatch(/(^|[^a-z0-9])mou/);
    }
  });

  it('matches the start of a longer word, and any number of words it starts', async () => {
    const word = marker();
    const stem = word.slice(0, 6);
    const named = await Promise.all(
      // More words starting with the stem than the index's word list is asked to spell out.
      Array.from({ length: 70 }, (_, i) =>
        createProduct(app, { name: `Harbour ${stem}${String.fromCharCode(97 + (i % 26))}${i}` }),
      ),
    );
    const first = named[0]?.productId;
    expect((await search(`${stem}a0 harbour`)).ids).toEqual([first]);
    expect((await search(stem, { limit: 100 })).page.total).toBe(70);
    expect((await search(`${stem}a harb`, { limit: 100 })).page.total).toBe(3);
  });

  it('reads accented words as the index does', async () => {
    const word = marker();
    const product = await createProduct(app, { name: `Café Terrace ${word}` });
    expect((await search(`CAFÉ ${word}`)).ids).toEqual([product.productId]);
    // SQLite's index also drops accents; PostgreSQL's 'simple' text search keeps them.
    if (app.sequelize.getDialect() === 'sqlite') {
      expect((await search(`cafe ${word}`)).ids).toEqual([product.productId]);
    }
    expect((await search(`terrac ${word}`)).ids).toEqual([product.productId]);
  });

  it('matches altNames, description and productId', async () => {
    const word = marker();
    const product = await createProduct(app, {
      productId: `FTS-${word.toUpperCase()}`,
      altNames: ['Kandy Perahera', 'Esala pageant'],
      description: `Dancers and drummers under torchlight, ${word}.`,
    });
    expect((await search(`perahera ${word}`)).ids).toEqual([product.productId]);
    expect((await search(`pageant ${word}`)).ids).toEqual([product.productId]);
    expect((await search(`torchlight drummers ${word}`)).ids).toEqual([product.productId]);
    expect((await search(`FTS-${word.toUpperCase()}`)).ids).toEqual([product.productId]);
    expect((await search(word.slice(0, 6))).ids).toEqual([product.productId]);
  });

  it('sees created, edited and deleted products at once', async () => {
    const before = marker();
    const after = marker();
    const body = {
      productId: `LIVE-${before}`,
      name: `Galle Fort Lighthouse ${before}`,
      price: 100,
      labeledPrice: 100,
      category: 'Living Room' as const,
      stock: 1,
    };
    await asAdmin.product.create(body);
    expect(asAdmin.lastAnswer().status).toBe(201);
    expect((await search(`lighthouse ${before}`)).ids).toEqual([body.productId]);

    const put = await asAdmin.product.update(body.productId, {
      name: `Galle Fort Lighthouse ${after}`,
    });
    expect(put.product.name).toBe(`Galle Fort Lighthouse ${after}`);
    expect((await search(`lighthouse ${after}`)).ids).toEqual([body.productId]);
    expect((await search(`galle ${before}`)).ids).toEqual([body.productId]); // still in its productId
    expect((await search(`fort ${before} ${after}`)).ids).toEqual([body.productId]);

    await asAdmin.product.update(body.productId, { description: `Now with ${marker()} only` });
    await asAdmin.product.remove(body.productId);
    expect(asAdmin.lastAnswer().status).toBe(200);
    expect((await search(`lighthouse ${after}`)).ids).toEqual([]);
    expect((await search(before)).ids).toEqual([]);
  });

  it('pages its answers and reports the total in X-Total-Count', async () => {
    const word = marker();
    for (let i = 0; i < 5; i += 1) await createProduct(app, { description: `Series ${word}` });
    const first = await search(word, { limit: 2 });
    expect(shop.lastAnswer().headers.get('x-total-count')).toBe('5');
    const third = await search(word, { limit: 2, page: 3 });
    expect(first.ids).toHaveLength(2);
    expect(third.ids).toHaveLength(1);
    expect(first.page).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(third.page).toMatchObject({ total: 5, page: 3, limit: 2 });
    expect((await app.call('GET', `/api/product/search/${word}?limit=101`)).status).toBe(400);
  });

  it.each([
    '"',
    '""',
    '*',
    'mou*',
    'OR',
    'a OR b',
    'NEAR(',
    'NEAR(a b, 2)',
    "'; DROP TABLE products; --",
    'name:foo',
    '^start',
    '-excluded',
    'a & b | !c',
    '(((',
    '\\',
    'x:*',
    '%',
    '_',
    'ünïcödé ☕',
    'a'.repeat(200),
  ])('never fails on the query %j', async (text) => {
    const before = await ProductModel.count();
    const { items, total } = await shop.product.search(text);
    expect(Array.isArray(items)).toBe(true);
    expect(shop.lastAnswer().headers.get('x-total-count')).toBe(String(items.length));
    expect(total).toBe(items.length);
    expect(await ProductModel.count()).toBe(before);
  });

  it('answers 400 for a query longer than 200 characters', async () => {
    const res = await app.call('GET', `/api/product/search/${'a'.repeat(201)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
