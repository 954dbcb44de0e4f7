import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@wallart/domain';
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

/** Every product in the list, page by page, in the order the API gives. */
async function everyProduct(query: string): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page += 1) {
    const res = await app.call('GET', `/api/product?limit=100&page=${page}&${query}`);
    expect(res.status).toBe(200);
    all.push(...(res.body as Product[]));
    if ((res.body as Product[]).length < 100) return all;
  }
}

const newProductBody = (overrides: Record<string, unknown> = {}) => ({
  productId: `NEW-${Math.random().toString(36).slice(2, 10)}`,
  name: 'Nine Arches Bridge',
  altNames: 'Ella bridge, train bridge',
  price: 2500.5,
  labeledPrice: 3000,
  category: 'Living Room',
  description: 'The train crossing the bridge in the mist.',
  stock: 12,
  images: ['/uploads/bridge.jpg'],
  ...overrides,
});

describe('GET /api/product (paging and sorting)', () => {
  it('pages with a default limit of 24 and reports the total in X-Total-Count', async () => {
    for (let i = 0; i < 26; i += 1) await createProduct(app);
    const total = await ProductModel.count();
    const first = await app.call('GET', '/api/product');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(24);
    expect(first.headers.get('x-total-count')).toBe(String(total));
    const second = await app.call('GET', '/api/product?page=2');
    expect(second.body).toHaveLength(Math.min(24, total - 24));
    const firstIds = new Set((first.body as Product[]).map((p) => p._id));
    expect((second.body as Product[]).some((p) => firstIds.has(p._id))).toBe(false);
    const beyond = await app.call('GET', '/api/product?page=999');
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe(String(total));
  });

  it('accepts a limit of 100 and answers 400 above it or for nonsense paging', async () => {
    expect((await app.call('GET', '/api/product?limit=100')).status).toBe(200);
    for (const query of ['limit=101', 'limit=0', 'page=0', 'limit=abc', 'page=-1', 'sort=cheap']) {
      const res = await app.call('GET', `/api/product?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('sorts by newest, price-asc, price-desc and name', async () => {
    const mid = await createProduct(app, { name: 'Mmm Middle Print', price: 500.5 });
    const cheap = await createProduct(app, { name: 'Aaa First Print', price: 0.5 });
    const dear = await createProduct(app, { name: 'Zzz Last Print', price: 9999.99 });
    const mine = [mid, cheap, dear].map((p) => p.productId);
    const orderOf = async (sort: string) =>
      (await everyProduct(`sort=${sort}`))
        .map((p) => p.productId)
        .filter((id) => mine.includes(id));
    expect(await orderOf('newest')).toEqual([dear, cheap, mid].map((p) => p.productId));
    expect(await orderOf('price-asc')).toEqual([cheap, mid, dear].map((p) => p.productId));
    expect(await orderOf('price-desc')).toEqual([dear, mid, cheap].map((p) => p.productId));
    expect(await orderOf('name')).toEqual([cheap, mid, dear].map((p) => p.productId));

    const byPrice = (await everyProduct('sort=price-asc')).map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });
});

describe('GET /api/product/category/:category', () => {
  it('filters by category, with "Living Room" URL-encoded, and pages alike', async () => {
    const room = await createProduct(app, { category: 'Living Room' });
    const kitchen = await createProduct(app, { category: 'Kitchen' });
    const res = await app.call('GET', '/api/product/category/Living%20Room?limit=100');
    expect(res.status).toBe(200);
    const list = res.body as Product[];
    expect(list.every((p) => p.category === 'Living Room')).toBe(true);
    expect(list.map((p) => p.productId)).toContain(room.productId);
    expect(list.map((p) => p.productId)).not.toContain(kitchen.productId);
    const count = await ProductModel.count({ where: { category: 'Living Room' } });
    expect(res.headers.get('x-total-count')).toBe(String(count));
    const small = await app.call(
      'GET',
      '/api/product/category/Living%20Room?limit=2&sort=price-asc',
    );
    expect(small.body).toHaveLength(Math.min(2, count));
  });

  it('treats "All" as no filter and answers 400 for an unknown category', async () => {
    await createProduct(app, { category: 'Resturant' });
    const all = await app.call('GET', '/api/product/category/All');
    expect(all.status).toBe(200);
    expect(all.headers.get('x-total-count')).toBe(String(await ProductModel.count()));
    for (const name of ['Bathroom', 'living%20room', 'Restaurant']) {
      const res = await app.call('GET', `/api/product/category/${name}`);
      expect(res.status, name).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/product/:productId', () => {
  it('answers the product, and 404 for an unknown productId', async () => {
    const product = await createProduct(app, { price: 1999.99 });
    const res = await app.call('GET', `/api/product/${product.productId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(product);
    const missing = await app.call('GET', '/api/product/NO-SUCH-PRINT');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: 'Product not found' });
  });
});

describe('POST /api/product', () => {
  it('creates a product for an admin (201), taking altNames as a comma string', async () => {
    const body = newProductBody();
    const res = await app.call('POST', '/api/product', { token: admin.token, body });
    expect(res.status).toBe(201);
    expect(res.body.product).toMatchObject({
      productId: body.productId,
      altNames: ['Ella bridge', 'train bridge'],
      price: 2500.5,
      labeledPrice: 3000,
      stock: 12,
    });
    const read = await app.call('GET', `/api/product/${body.productId}`);
    expect(read.body).toEqual(res.body.product);
  });

  it('answers 409 for a duplicate productId and keeps the first product', async () => {
    const body = newProductBody();
    await app.call('POST', '/api/product', { token: admin.token, body });
    const again = await app.call('POST', '/api/product', {
      token: admin.token,
      body: { ...body, name: 'Impostor' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(body.productId);
    expect((await app.call('GET', `/api/product/${body.productId}`)).body.name).toBe(body.name);
  });

  it.each([
    ['a price with 3 decimals', { price: 10.555 }, 'price'],
    ['a negative stock', { stock: -1 }, 'stock'],
    ['a fractional stock', { stock: 1.5 }, 'stock'],
    ['an unknown category', { category: 'Garage' }, 'category'],
    ['a bad productId', { productId: 'has spaces/slash' }, 'productId'],
  ])('answers 400 for %s and creates nothing', async (_label, overrides, field) => {
    const body = newProductBody(overrides);
    const before = await ProductModel.count();
    const res = await app.call('POST', '/api/product', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: field })]),
    );
    expect(await ProductModel.count()).toBe(before);
  });
});

describe('PUT /api/product/:productId', () => {
  it('changes only the fields sent, may change the category, and never the productId', async () => {
    const product = await createProduct(app, { category: 'Kitchen', price: 800 });
    const res = await app.call('PUT', `/api/product/${product.productId}`, {
      token: admin.token,
      body: { name: 'Renamed Print', category: 'Religious', productId: 'HIJACKED-ID' },
    });
    expect(res.status).toBe(200);
    const read = await app.call('GET', `/api/product/${product.productId}`);
    expect(read.body).toMatchObject({
      productId: product.productId,
      name: 'Renamed Print',
      category: 'Religious',
      price: 800,
      stock: product.stock,
      description: product.description,
      images: product.images,
      altNames: product.altNames,
    });
    expect((await app.call('GET', '/api/product/HIJACKED-ID')).status).toBe(404);
  });

  it('answers 404 for an unknown productId', async () => {
    const res = await app.call('PUT', '/api/product/NO-SUCH-PRINT', {
      token: admin.token,
      body: { name: 'Ghost' },
    });
    expect(res.status).toBe(404);
  });
});

describe('DELETE /api/product/:productId', () => {
  it('deletes the product, and an order that had it keeps its line', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { name: 'Vanishing Print', price: 450 });
    const placed = await app.call('POST', '/api/order', {
      token: shopper.token,
      body: {
        name: 'Keeper',
        address: '3 Hill Street, Nuwara Eliya',
        phoneNumber: '0779998888',
        billItems: [{ productId: product.productId, quantity: 2, size: '18x24 in' }],
      },
    });
    expect(placed.status).toBe(201);
    const res = await app.call('DELETE', `/api/product/${product.productId}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect((await app.call('GET', `/api/product/${product.productId}`)).status).toBe(404);

    const orderID = (placed.body.order as Order).orderID;
    const order = await app.call('GET', `/api/order/${orderID}`, { token: shopper.token });
    expect(order.status).toBe(200);
    expect(order.body.total).toBe(900);
    expect(order.body.billItems).toEqual([
      expect.objectContaining({
        productId: product.productId,
        name: 'Vanishing Print',
        quantity: 2,
        price: 450,
        size: '18x24 in',
      }),
    ]);
    const cancel = await app.call('PUT', `/api/order/${orderID}`, {
      token: admin.token,
      body: { status: 'Cancelled' },
    });
    expect(cancel.status).toBe(200);
  });

  it('answers 404 for an unknown productId', async () => {
    const res = await app.call('DELETE', '/api/product/NO-SUCH-PRINT', { token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Product not found' });
  });
});
