import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductModel, ProductSizeModel } from '../../db/models';
import { createProduct, createUser } from '../../test/factories';
import { clientFor, startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { FILTERED_COUNT_CAP } from './product-filters';

/**
 * A filtered list counts at most FILTERED_COUNT_CAP matches (decision 0047): past it the total is
 * the cap, flagged as a lower bound, and every page is still served.
 */
let app: TestApp;
let shop: TestClient;
const COPIES = FILTERED_COUNT_CAP + 20;

/** `count` copies of a product, with its sizes, written in two statements. */
async function copies(template: string, count: number) {
  const q = (c: string) => `"${c}"`;
  const productColumns = Object.keys(ProductModel.getAttributes()).filter(
    (c) => c !== 'id' && c !== 'productId',
  );
  const sizeColumns = Object.keys(ProductSizeModel.getAttributes()).filter(
    (c) => c !== 'id' && c !== 'productRefId',
  );
  const numbers = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`;
  await app.sequelize.query(
    `INSERT INTO products ("productId", ${productColumns.map(q).join(', ')})
     ${numbers}
     SELECT 'CAP-' || n.i, ${productColumns.map((c) => `t.${q(c)}`).join(', ')}
     FROM n, products t WHERE t."productId" = :template`,
    { replacements: { template } },
  );
  await app.sequelize.query(
    `INSERT INTO product_sizes ("productRefId", ${sizeColumns.map(q).join(', ')})
     SELECT p.id, ${sizeColumns.map((c) => `s.${q(c)}`).join(', ')}
     FROM products p, products t JOIN product_sizes s ON s."productRefId" = t.id
     WHERE p."productId" LIKE 'CAP-%' AND t."productId" = :template`,
    { replacements: { template } },
  );
}

beforeAll(async () => {
  app = await startTestApp();
  shop = clientFor(app);
  const { productId } = await createProduct(app, {
    name: 'Many Lotus',
    category: 'Kitchen',
    sizes: [
      { size: '12x18 in', price: 4000, labeledPrice: 4000, stock: 3 },
      { size: '24x36 in', price: 9000, labeledPrice: 9000, stock: 0 },
    ] as never,
  });
  await copies(productId, COPIES - 1);
  await createProduct(app, {
    name: 'Lone Pricey',
    category: 'Kitchen',
    sizes: [{ size: '12x18 in', price: 50000, labeledPrice: 50000, stock: 1 }] as never,
  });
});
afterAll(async () => app?.close());

describe('the total of a filtered list', () => {
  it(`stops counting past ${FILTERED_COUNT_CAP} and says the total is a lower bound`, async () => {
    for (const call of [
      () => shop.product.list({ minPrice: 3000, maxPrice: 10000, limit: 24 }),
      () => shop.product.byCategory('Kitchen', { size: '12x18 in', limit: 24 }),
      () => shop.product.list({ inStock: true, limit: 24 }),
    ]) {
      const page = await call();
      expect(page.total).toBe(FILTERED_COUNT_CAP);
      expect(page.totalExact).toBe(false);
      expect(page.items).toHaveLength(24);
      expect(shop.lastAnswer().headers.get('x-total-count-exact')).toBe('false');
      // Asked again (answered from the catalogue cache where there is one): the same flag.
      expect((await call()).totalExact).toBe(false);
    }
  });

  it('serves pages past the counted matches', async () => {
    const last = await shop.product.list({ maxPrice: 10000, page: 43, limit: 24 });
    // 1,020 copies match: page 43 holds the last 12.
    expect(last.items).toHaveLength(12);
    expect(last.items.every((p) => p.name === 'Many Lotus')).toBe(true);
    expect(last.totalExact).toBe(false);
  });

  it('is exact, with no flag, when fewer match', async () => {
    const page = await shop.product.list({ minPrice: 20000 });
    expect(page.items.map((p) => p.name)).toEqual(['Lone Pricey']);
    expect(page.total).toBe(1);
    expect(page.totalExact).toBeUndefined();
    expect(shop.lastAnswer().headers.get('x-total-count-exact')).toBeNull();
  });

  it('an unfiltered list still counts every product', async () => {
    const page = await shop.product.list({ limit: 1 });
    expect(page.total).toBe(COPIES + 1);
    expect(page.totalExact).toBeUndefined();
  });

  it("sorted by price with a size, lists by the products' prices and follows a price change", async () => {
    const asAdmin = clientFor(app, await createUser(app, { role: 'admin' }));
    const sized = (price: number) => [
      { size: '12x18 in', price, labeledPrice: price, stock: 1 },
      { size: '24x36 in', price: 9500, labeledPrice: 9500, stock: 1 },
    ];
    const { productId } = await createProduct(app, {
      name: 'Moving Price',
      category: 'Kitchen',
      sizes: sized(3000) as never,
    });
    const ends = async () => {
      const filters = { size: '24x36 in', maxPrice: 10000 };
      const dear = await shop.product.list({ ...filters, sort: 'price-desc', limit: 2 });
      const cheap = await shop.product.byCategory('Kitchen', {
        ...filters,
        sort: 'price-asc',
        limit: 2,
      });
      expect(dear.totalExact).toBe(false);
      return [dear.items.map((p) => p.name), cheap.items.map((p) => p.name)];
    };
    expect(await ends()).toEqual([
      ['Many Lotus', 'Many Lotus'],
      ['Moving Price', 'Many Lotus'],
    ]);
    await asAdmin.product.update(productId, { sizes: sized(8000) as never });
    expect(asAdmin.lastAnswer().status).toBe(200);
    expect(await ends()).toEqual([
      ['Moving Price', 'Many Lotus'],
      ['Many Lotus', 'Many Lotus'],
    ]);
    await asAdmin.product.remove(productId);
  });

  // Last: it adds a print the counts above do not expect.
  it('sorted by price from a lowest price, lists first a cheap print whose dearest size reaches it', async () => {
    await createProduct(app, {
      name: 'Wide Spread',
      category: 'Kitchen',
      sizes: [
        { size: '8x10 in', price: 1000, labeledPrice: 1000, stock: 1 },
        { size: '40x60 in', price: 60000, labeledPrice: 60000, stock: 1 },
      ] as never,
    });
    for (const call of [
      () => shop.product.list({ minPrice: 8000, sort: 'price-asc', limit: 3 }),
      () => shop.product.byCategory('Kitchen', { minPrice: 8000, sort: 'price-asc', limit: 3 }),
    ]) {
      const page = await call();
      expect(page.totalExact).toBe(false);
      expect(page.items.map((p) => p.name)).toEqual(['Wide Spread', 'Many Lotus', 'Many Lotus']);
    }
  });
});
