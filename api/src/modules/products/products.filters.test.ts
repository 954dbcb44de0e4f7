import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@wallart/domain';
import { createProduct, createUser } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

/**
 * Sort and filters on the list, category and search routes (PRODUCT §9, decision 0042). On
 * SQLite these calls also pass through the catalogue cache: the same path asked with other
 * filters must never get another filter's answer.
 */
let app: TestApp;
let shop: TestClient;
const ids: Record<'a' | 'b' | 'c' | 'd' | 'e', string> = { a: '', b: '', c: '', d: '', e: '' };

const size = (label: string, price: number, stock: number) => ({
  size: label,
  price,
  labeledPrice: price,
  stock,
  ...(label === 'Large' && { width: 30, height: 40, unit: 'in' as const }),
});

beforeAll(async () => {
  app = await startTestApp();
  shop = clientFor(app);
  const made = async (name: string, category: Product['category'], sizes: unknown[]) =>
    (await createProduct(app, { name, category, sizes: sizes as never })).productId;
  // Created oldest first: e is the newest.
  ids.a = await made('Lotus Amber', 'Kitchen', [
    size('12x18 in', 2000, 5),
    size('24x36 in', 9000, 0),
  ]);
  ids.b = await made('Quiet Bay', 'Kitchen', [size('18x24 in', 5000, 0)]);
  ids.c = await made('Lotus Cove', 'Religious', [
    size('12x18 in', 3000, 0),
    size('18x24 in', 6000, 2),
  ]);
  ids.d = await made('Lotus Dawn', 'Religious', [size('12x18 in', 12000, 1)]);
  ids.e = await made('Misty Edge', 'Living Room', [size('Large', 7000, 3)]);
});
afterAll(async () => app?.close());

const names = (items: Product[]) => items.map((p) => p.productId);
const letters = (items: Product[]) =>
  names(items).map((id) => Object.entries(ids).find(([, v]) => v === id)?.[0]);

describe('GET /api/product with filters', () => {
  it('matches a product when one of its sizes is in the price range', async () => {
    const page = await shop.product.list({ minPrice: 4000, maxPrice: 10000 });
    expect(letters(page.items)).toEqual(['e', 'c', 'b', 'a']);
    expect(page.total).toBe(4);
    expect(shop.lastAnswer().headers.get('x-total-count')).toBe('4');
    expect(letters((await shop.product.list({ minPrice: 10000 })).items)).toEqual(['d']);
    expect(letters((await shop.product.list({ maxPrice: 2500 })).items)).toEqual(['a']);
  });

  it('with inStock, only a size in the range that has stock counts', async () => {
    const page = await shop.product.list({ minPrice: 4000, maxPrice: 10000, inStock: true });
    expect(letters(page.items)).toEqual(['e', 'c']);
    expect(page.total).toBe(2);
    const inStock = await shop.product.list({ inStock: true });
    expect(letters(inStock.items)).toEqual(['e', 'd', 'c', 'a']);
    expect(inStock.total).toBe(4);
  });

  it('with a size, the range and stock apply to that size, whatever its case', async () => {
    expect(letters((await shop.product.list({ size: '12x18 in' })).items)).toEqual(['d', 'c', 'a']);
    expect(letters((await shop.product.list({ size: '12X18 IN', maxPrice: 2500 })).items)).toEqual([
      'a',
    ]);
    const page = await shop.product.list({ size: '12x18 in', inStock: true });
    expect(letters(page.items)).toEqual(['d', 'a']);
    expect(page.total).toBe(2);
    // a's dear size is out of stock; c's in-stock size is not 24x36 in.
    expect((await shop.product.list({ size: '24x36 in', inStock: true })).total).toBe(0);
    expect((await shop.product.list({ size: 'A0' })).items).toEqual([]);
  });

  it('sorts the matches by newest, price (the card price) both ways and name', async () => {
    const filters = { minPrice: 4000, maxPrice: 10000 };
    const sorted = async (sort: 'newest' | 'price-asc' | 'price-desc' | 'name') =>
      letters((await shop.product.list({ ...filters, sort })).items);
    expect(await sorted('newest')).toEqual(['e', 'c', 'b', 'a']);
    expect(await sorted('price-asc')).toEqual(['a', 'c', 'b', 'e']);
    expect(await sorted('price-desc')).toEqual(['e', 'b', 'c', 'a']);
    expect(await sorted('name')).toEqual(['a', 'c', 'e', 'b']);
  });

  it('pages the matches and keeps counting all of them', async () => {
    const second = await shop.product.list({ minPrice: 4000, limit: 2, page: 2, sort: 'name' });
    expect(letters(second.items)).toEqual(['d', 'e']);
    expect(second.total).toBe(5);
    const beyond = await shop.product.list({ minPrice: 4000, limit: 2, page: 9 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(5);
  });
});

describe('GET /api/product/category/{category} with filters', () => {
  it('keeps to the category', async () => {
    const kitchen = await shop.product.byCategory('Kitchen', { minPrice: 4000 });
    expect(letters(kitchen.items)).toEqual(['b', 'a']);
    expect(kitchen.total).toBe(2);
    expect(shop.lastAnswer().headers.get('x-total-count')).toBe('2');
    const inStock = await shop.product.byCategory('Kitchen', { inStock: true });
    expect(letters(inStock.items)).toEqual(['a']);
    const religious = await shop.product.byCategory('Religious', {
      size: '18x24 in',
      maxPrice: 6000,
      inStock: true,
      sort: 'price-desc',
    });
    expect(letters(religious.items)).toEqual(['c']);
    expect(religious.total).toBe(1);
    const all = await shop.product.byCategory('All', { sort: 'price-asc', inStock: true });
    expect(letters(all.items)).toEqual(['a', 'c', 'e', 'd']);
  });

  it("sorted by price with a lowest price, follows an edit of a product's dearest size", async () => {
    const dearFrom = (minPrice: number) =>
      shop.product.byCategory('Kitchen', { minPrice, sort: 'price-asc' });
    // a: 12x18 in at 2,000 and 24x36 in at 9,000 (its card says "from 2,000").
    expect(letters((await dearFrom(8000)).items)).toEqual(['a']);
    const asAdmin = clientFor(app, await createUser(app, { role: 'admin' }));
    const sizes = (dear: number) => [size('12x18 in', 2000, 5), size('24x36 in', dear, 0)];
    await asAdmin.product.update(ids.a, { sizes: sizes(7000) });
    expect(letters((await dearFrom(8000)).items)).toEqual([]);
    expect(letters((await dearFrom(6000)).items)).toEqual(['a']);
    await asAdmin.product.update(ids.a, { sizes: sizes(12000) });
    expect(letters((await dearFrom(11000)).items)).toEqual(['a']);
    await asAdmin.product.update(ids.a, { sizes: sizes(9000) });
    expect(letters((await dearFrom(8000)).items)).toEqual(['a']);
  });

  it('follows a product moved to another category, counted and listed there alone', async () => {
    const filtered = (category: Product['category']) =>
      shop.product.byCategory(category, { size: '12x18 in', maxPrice: 13000 });
    expect(letters((await filtered('Religious')).items)).toEqual(['d', 'c']);
    const asAdmin = clientFor(app, await createUser(app, { role: 'admin' }));
    await asAdmin.product.update(ids.d, { category: 'Kitchen' });
    const kitchen = await filtered('Kitchen');
    expect(letters(kitchen.items)).toEqual(['d', 'a']);
    expect(kitchen.total).toBe(2);
    const religious = await filtered('Religious');
    expect(letters(religious.items)).toEqual(['c']);
    expect(religious.total).toBe(1);
    await asAdmin.product.update(ids.d, { category: 'Religious' });
    expect(letters((await filtered('Religious')).items)).toEqual(['d', 'c']);
  });
});

describe('GET /api/product/search/{text} with filters', () => {
  it('filters the matches and counts what is left', async () => {
    expect((await shop.product.search('lotus')).total).toBe(3);
    const dear = await shop.product.search('lotus', { minPrice: 4000, sort: 'price-asc' });
    expect(letters(dear.items)).toEqual(['a', 'c', 'd']);
    const mid = await shop.product.search('lotus', { minPrice: 4000, maxPrice: 10000 });
    expect(mid.total).toBe(2);
    expect(shop.lastAnswer().headers.get('x-total-count')).toBe('2');
    const stocked = await shop.product.search('lotus', { size: '18x24 in', inStock: true });
    expect(letters(stocked.items)).toEqual(['c']);
    const byName = await shop.product.search('lotus', { sort: 'name', inStock: true });
    expect(letters(byName.items)).toEqual(['a', 'c', 'd']);
    expect((await shop.product.search('lotus', { size: '24x36 in', inStock: true })).total).toBe(0);
  });

  it('the list route with ?search= takes the same filters', async () => {
    const page = await shop.product.list({ search: 'lotus', inStock: true, size: '12x18 in' });
    expect(letters(page.items).sort()).toEqual(['a', 'd']);
    expect(page.total).toBe(2);
  });
});

describe('bad sort and filter values', () => {
  const bad = [
    'sort=cheapest',
    'minPrice=abc',
    'maxPrice=ten',
    'minPrice=-1',
    'minPrice=5000&maxPrice=100',
    'inStock=yes',
    `size=${'x'.repeat(41)}`,
  ];
  for (const route of [
    '/api/product',
    '/api/product/category/Kitchen',
    '/api/product/search/lotus',
  ]) {
    it(`${route} answers 400 invalid`, async () => {
      for (const query of bad) {
        const res = await app.call('GET', `${route}?${query}`);
        expect(res.status, `${route}?${query}`).toBe(400);
        expect(res.body.code, query).toBe('invalid');
        expect(res.body.message).toEqual(expect.any(String));
      }
    });
  }

  it('the typed client raises the same error, naming the field', async () => {
    const error = await apiError(shop.product.list({ minPrice: 900, maxPrice: 100 }));
    expect(error.code).toBe('invalid');
    expect(error.message).toMatch(/minPrice/);
  });
});
