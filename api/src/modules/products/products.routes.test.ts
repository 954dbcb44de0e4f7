import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductSort } from '@wallart/domain';
import { ProductModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
let shop: TestClient;
let asAdmin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shop = clientFor(app);
  asAdmin = clientFor(app, admin);
});
afterAll(async () => app.close());

/** Every product in the list, page by page, in the order the API gives. */
async function everyProduct(sort: ProductSort): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page += 1) {
    const { items } = await shop.product.list({ limit: 100, page, sort });
    all.push(...items);
    if (items.length < 100) return all;
  }
}

const newProductBody = () => ({
  productId: `NEW-${Math.random().toString(36).slice(2, 10)}`,
  name: 'Nine Arches Bridge',
  altNames: 'Ella bridge, train bridge',
  price: 2500.5,
  labeledPrice: 3000,
  category: 'Living Room' as const,
  description: 'The train crossing the bridge in the mist.',
  stock: 12,
  images: ['/uploads/bridge.jpg'],
});

describe('GET /api/product (paging and sorting)', () => {
  it('pages with a default limit of 24 and reports the total in X-Total-Count', async () => {
    for (let i = 0; i < 26; i += 1) await createProduct(app);
    const total = await ProductModel.count();
    const first = await shop.product.list();
    expect(first.items).toHaveLength(24);
    expect(first.total).toBe(total);
    expect(shop.lastAnswer().headers.get('x-total-count')).toBe(String(total));
    // A listed print reads as its own page shows it, and nothing more.
    const [newest] = first.items;
    expect(newest).toEqual(await shop.product.get(newest?.productId ?? ''));
    const second = await shop.product.list({ page: 2 });
    expect(second.items).toHaveLength(Math.min(24, total - 24));
    const firstIds = new Set(first.items.map((p) => p._id));
    expect(second.items.some((p) => firstIds.has(p._id))).toBe(false);
    const beyond = await shop.product.list({ page: 999 });
    expect(beyond).toEqual({ items: [], total, page: 999, limit: 24 });
  });

  it('accepts a limit of 100 and answers 400 above it or for nonsense paging', async () => {
    expect((await shop.product.list({ limit: 100 })).items.length).toBeGreaterThan(0);
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
    const orderOf = async (sort: ProductSort) =>
      (await everyProduct(sort)).map((p) => p.productId).filter((id) => mine.includes(id));
    expect(await orderOf('newest')).toEqual([dear, cheap, mid].map((p) => p.productId));
    expect(await orderOf('price-asc')).toEqual([cheap, mid, dear].map((p) => p.productId));
    expect(await orderOf('price-desc')).toEqual([dear, mid, cheap].map((p) => p.productId));
    expect(await orderOf('name')).toEqual([cheap, mid, dear].map((p) => p.productId));

    const byPrice = (await everyProduct('price-asc')).map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });
});

describe('GET /api/product/category/:category', () => {
  it('filters by category, with "Living Room" URL-encoded, and pages alike', async () => {
    const room = await createProduct(app, { category: 'Living Room' });
    const kitchen = await createProduct(app, { category: 'Kitchen' });
    const page = await shop.product.byCategory('Living Room', { limit: 100 });
    expect(shop.lastAnswer().url).toContain('/api/product/category/Living%20Room?');
    const list = page.items;
    expect(list.every((p) => p.category === 'Living Room')).toBe(true);
    expect(list.map((p) => p.productId)).toContain(room.productId);
    expect(list.map((p) => p.productId)).not.toContain(kitchen.productId);
    const count = await ProductModel.count({ where: { category: 'Living Room' } });
    expect(page.total).toBe(count);
    const small = await shop.product.byCategory('Living Room', { limit: 2, sort: 'price-asc' });
    expect(small.items).toHaveLength(Math.min(2, count));
    expect(small.total).toBe(count);
  });

  it('treats "All" as no filter and answers 400 for an unknown category', async () => {
    await createProduct(app, { category: 'Resturant' });
    const all = await shop.product.byCategory('All');
    expect(all.total).toBe(await ProductModel.count());
    for (const name of ['Bathroom', 'living room', 'Restaurant']) {
      const error = await apiError(shop.product.byCategory(name));
      expect(error.status, name).toBe(400);
      expect(error.message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/product/:productId', () => {
  it('answers the product, and 404 for an unknown productId', async () => {
    const product = await createProduct(app, { price: 1999.99 });
    expect(await shop.product.get(product.productId)).toEqual(product);
    const missing = await apiError(shop.product.get('NO-SUCH-PRINT'));
    expect([missing.status, missing.code, missing.message]).toEqual([
      404,
      'not_found',
      'Product not found',
    ]);
  });
});

describe('POST /api/product', () => {
  it('creates a product for an admin (201), taking altNames as a comma string', async () => {
    const body = newProductBody();
    const created = await asAdmin.product.create(body);
    expect(asAdmin.lastAnswer().status).toBe(201);
    expect(created.product).toMatchObject({
      productId: body.productId,
      altNames: ['Ella bridge', 'train bridge'],
      price: 2500.5,
      labeledPrice: 3000,
      stock: 12,
    });
    expect(await shop.product.get(body.productId)).toEqual(created.product);
  });

  it('answers 409 for a duplicate productId and keeps the first product', async () => {
    const body = newProductBody();
    await asAdmin.product.create(body);
    const again = await apiError(asAdmin.product.create({ ...body, name: 'Impostor' }));
    expect(again.status).toBe(409);
    expect(again.message).toContain(body.productId);
    expect((await shop.product.get(body.productId)).name).toBe(body.name);
  });

  it.each([
    ['a price with 3 decimals', { price: 10.555 }, 'price'],
    ['a negative stock', { stock: -1 }, 'stock'],
    ['a fractional stock', { stock: 1.5 }, 'stock'],
    ['an unknown category', { category: 'Garage' }, 'category'],
    ['a bad productId', { productId: 'has spaces/slash' }, 'productId'],
  ])('answers 400 for %s and creates nothing', async (_label, overrides, field) => {
    const body = { ...newProductBody(), ...overrides };
    const before = await ProductModel.count();
    const res = await app.call('POST', '/api/product', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: field })]),
    );
    expect(await ProductModel.count()).toBe(before);
  });

  it('answers 400 for a productId a product feed uses, whose page could never be read', async () => {
    const before = await ProductModel.count();
    for (const productId of ['new-arrivals', 'Trending-Products', 'recommended-products']) {
      const res = await app.call('POST', '/api/product', {
        token: admin.token,
        body: { ...newProductBody(), productId },
      });
      expect(res.status, productId).toBe(400);
      expect(res.body.errors).toEqual([
        {
          path: 'productId',
          message: expect.stringMatching(/^Product ID cannot be new-arrivals, trending-products/),
        },
      ]);
    }
    expect(await ProductModel.count()).toBe(before);
    const feed = await app.call('GET', '/api/product/new-arrivals');
    expect(feed.status).toBe(200);
    expect(Array.isArray(feed.body)).toBe(true);
  });
});

describe('PUT /api/product/:productId', () => {
  it('changes only the fields sent, may change the category, and never the productId', async () => {
    const product = await createProduct(app, { category: 'Kitchen', price: 800 });
    // A productId in the body is not part of the update input: sent raw, as a caller might.
    const res = await app.call('PUT', `/api/product/${product.productId}`, {
      token: admin.token,
      body: { name: 'Renamed Print', category: 'Religious', productId: 'HIJACKED-ID' },
    });
    expect(res.status).toBe(200);
    const read = await shop.product.get(product.productId);
    expect(read).toMatchObject({
      productId: product.productId,
      name: 'Renamed Print',
      category: 'Religious',
      price: 800,
      stock: product.stock,
      description: product.description,
      images: product.images,
      altNames: product.altNames,
    });
    expect((await apiError(shop.product.get('HIJACKED-ID'))).status).toBe(404);
  });

  it('changes a product through the client and answers the changed product', async () => {
    const product = await createProduct(app, { price: 800, stock: 4 });
    const changed = await asAdmin.product.update(product.productId, {
      price: 950.25,
      stock: 7,
    });
    expect(changed.product).toMatchObject({
      productId: product.productId,
      price: 950.25,
      stock: 7,
      name: product.name,
    });
    expect(await shop.product.get(product.productId)).toEqual(changed.product);
  });

  it('answers 404 for an unknown productId', async () => {
    const error = await apiError(asAdmin.product.update('NO-SUCH-PRINT', { name: 'Ghost' }));
    expect(error.status).toBe(404);
  });
});

describe('DELETE /api/product/:productId', () => {
  it('deletes the product, and an order that had it keeps its line', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, {
      name: 'Vanishing Print',
      sizes: [
        { size: '12x18 in', price: 300, labeledPrice: 300, stock: 10 },
        { size: '18x24 in', price: 450, labeledPrice: 450, stock: 10 },
      ],
    });
    const asShopper = clientFor(app, shopper);
    const placed = await asShopper.order.place({
      name: 'Keeper',
      address: '3 Hill Street, Nuwara Eliya',
      phoneNumber: '0779998888',
      billItems: [{ productId: product.productId, quantity: 2, size: '18x24 in' }],
    });
    expect(asShopper.lastAnswer().status).toBe(201);
    await asAdmin.product.remove(product.productId);
    expect(asAdmin.lastAnswer().status).toBe(200);
    expect((await apiError(shop.product.get(product.productId))).status).toBe(404);

    const orderID = placed.order.orderID;
    const order = await asShopper.order.get(orderID);
    expect([order.subtotal, order.shippingFee, order.total]).toEqual([900, 450, 1350]);
    expect(order.billItems).toEqual([
      expect.objectContaining({
        productId: product.productId,
        name: 'Vanishing Print',
        quantity: 2,
        price: 450,
        size: '18x24 in',
      }),
    ]);
    const cancel = await asAdmin.order.setStatus(orderID, 'Cancelled');
    expect(cancel.order.status).toBe('Cancelled');
  });

  it('answers 404 for an unknown productId', async () => {
    const error = await apiError(asAdmin.product.remove('NO-SUCH-PRINT'));
    expect([error.status, error.code, error.message]).toEqual([
      404,
      'not_found',
      'Product not found',
    ]);
  });
});
