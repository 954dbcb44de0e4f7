import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@wallart/domain';
import { ProductModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { clientFor, startTestApp, type TestApp, type TestClient } from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
let shop: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shop = clientFor(app);
});
afterAll(async () => app.close());

/** The total the server reports, for the whole list or one category. */
async function total(category?: string): Promise<number> {
  const page = category ? await shop.product.byCategory(category) : await shop.product.list();
  expect(shop.lastAnswer().headers.get('x-total-count')).toBe(String(page.total));
  return page.total;
}

describe('product list totals and deep pages', () => {
  it('keeps every total exact through creates, category changes and deletes', async () => {
    const product = await createProduct(app, { category: 'Kitchen' });
    const before = {
      all: await total(),
      kitchen: await total('Kitchen'),
    };
    await createProduct(app, { category: 'Kitchen' });
    expect(await total()).toBe(before.all + 1);
    expect(await total('Kitchen')).toBe(before.kitchen + 1);
    const religious = await total('Religious');
    const asAdmin = clientFor(app, admin);
    await asAdmin.product.update(product.productId, { category: 'Religious' });
    expect(await total('Kitchen')).toBe(before.kitchen);
    expect(await total('Religious')).toBe(religious + 1);
    await asAdmin.product.remove(product.productId);
    expect(await total('Religious')).toBe(religious);
    expect(await total()).toBe(before.all);
    expect(await total()).toBe(await ProductModel.count());
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
        maxPriceCents: 100_000 + (i % 7) * 100,
        labeledPriceCents: 120_000,
        category: CATEGORIES[i % CATEGORIES.length] ?? 'Kitchen',
        stock: 5,
        images: '[]',
        createdAt: new Date(now - i * 1000),
        updatedAt: new Date(now - i * 1000),
      })),
    );
    for (const sort of ['newest', 'price-asc', 'name'] as const) {
      const ids: string[] = [];
      for (let page = 1; page <= 6; page += 1) {
        const next = await shop.product.list({ sort, limit: 100, page });
        ids.push(...next.items.map((p) => p.productId));
      }
      const deep = (await shop.product.list({ sort, limit: 24, page: 22 })).items;
      expect(
        deep.map((p) => p.productId),
        sort,
      ).toEqual(ids.slice(504, 528));
    }
  });
});
