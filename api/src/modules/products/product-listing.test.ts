import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, type Product } from '@wallart/domain';
import { ProductModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => app.close());

const total = async (url: string) =>
  Number((await app.call('GET', url)).headers.get('x-total-count'));

describe('product list totals and deep pages', () => {
  it('keeps every total exact through creates, category changes and deletes', async () => {
    const product = await createProduct(app, { category: 'Kitchen' });
    const before = {
      all: await total('/api/product'),
      kitchen: await total('/api/product/category/Kitchen'),
    };
    await createProduct(app, { category: 'Kitchen' });
    expect(await total('/api/product')).toBe(before.all + 1);
    expect(await total('/api/product/category/Kitchen')).toBe(before.kitchen + 1);
    const religious = await total('/api/product/category/Religious');
    await app.call('PUT', `/api/product/${product.productId}`, {
      token: admin.token,
      body: { category: 'Religious' },
    });
    expect(await total('/api/product/category/Kitchen')).toBe(before.kitchen);
    expect(await total('/api/product/category/Religious')).toBe(religious + 1);
    await app.call('DELETE', `/api/product/${product.productId}`, { token: admin.token });
    expect(await total('/api/product/category/Religious')).toBe(religious);
    expect(await total('/api/product')).toBe(before.all);
    expect(await total('/api/product')).toBe(await ProductModel.count());
  });

  it('serves a deep page with the same rows, in the same order, as walking there', async () => {
    const now = Date.now();
    await ProductModel.bulkCreate(
      Array.from({ length: 560 }, (_, i) => ({
        productId: `DEEP-${i}`,
        name: `Deep Print ${String(i).padStart(3, '0')}`,
        altNames: '[]',
        description: '',
        priceCents: 100_000 + (i % 7) * 100,
        labeledPriceCents: 120_000,
        category: CATEGORIES[i % CATEGORIES.length] ?? 'Kitchen',
        stock: 5,
        images: '[]',
        createdAt: new Date(now - i * 1000),
        updatedAt: new Date(now - i * 1000),
      })),
    );
    for (const sort of ['newest', 'price-asc', 'name']) {
      const all = (await app.call('GET', `/api/product?sort=${sort}&limit=100&page=1`))
        .body as Product[];
      const ids: string[] = all.map((p) => p.productId);
      for (let page = 2; page <= 6; page += 1) {
        const next = (await app.call('GET', `/api/product?sort=${sort}&limit=100&page=${page}`))
          .body as Product[];
        ids.push(...next.map((p) => p.productId));
      }
      const deep = (await app.call('GET', `/api/product?sort=${sort}&limit=24&page=22`))
        .body as Product[];
      expect(
        deep.map((p) => p.productId),
        sort,
      ).toEqual(ids.slice(504, 528));
    }
  });
});
