import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@wallart/domain';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let app: TestApp;
let shopper: SignedIn;
let shop: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  shopper = await createUser(app);
  shop = clientFor(app);
});
afterAll(async () => app.close());

const idsOf = (list: Product[]) => list.map((p) => p.productId);

async function order(lines: [Product, number][]): Promise<Order> {
  const asShopper = clientFor(app, shopper);
  const placed = await asShopper.order.place({
    name: 'Feed Tester',
    address: '9 Beach Road, Negombo',
    phoneNumber: '0774445555',
    billItems: lines.map(([p, quantity]) => ({ productId: p.productId, quantity })),
  });
  expect(asShopper.lastAnswer().status).toBe(201);
  return placed.order;
}

/** Moves an order back in time, as if it had been placed `days` ago. */
async function backdate(orderID: string, days: number) {
  const when = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  await app.sequelize.query('UPDATE orders SET "createdAt" = :when WHERE "orderID" = :orderID', {
    replacements: { when, orderID },
  });
}

describe('GET /api/product/new-arrivals', () => {
  it('answers the newest products first, 8 by default and up to ?limit=', async () => {
    const made: Product[] = [];
    for (let i = 0; i < 10; i += 1) made.push(await createProduct(app));
    const arrivals = await shop.product.newArrivals();
    expect(idsOf(arrivals)).toEqual(
      made
        .slice(-8)
        .reverse()
        .map((p) => p.productId),
    );
    // The client does not send a limit for this feed; the query is the server's own option.
    const three = await app.call('GET', '/api/product/new-arrivals?limit=3');
    expect(idsOf(three.body as Product[])).toEqual(idsOf(arrivals).slice(0, 3));
    expect((await app.call('GET', '/api/product/new-arrivals?limit=25')).status).toBe(400);
  });
});

describe('GET /api/product/trending-products', () => {
  it('ranks by prints ordered in the last 30 days, then tops up with the newest', async () => {
    const [old, top, second, cancelled] = [
      await createProduct(app, { stock: 100 }),
      await createProduct(app, { stock: 100 }),
      await createProduct(app, { stock: 100 }),
      await createProduct(app, { stock: 100 }),
    ] as [Product, Product, Product, Product];
    const stale = await order([[old, 60]]);
    await backdate(stale.orderID, 31);
    await order([
      [top, 30],
      [second, 5],
    ]);
    await order([[second, 20]]);
    const gone = await order([[cancelled, 50]]);
    const admin = await createUser(app, { role: 'admin' });
    await clientFor(app, admin).order.setStatus(gone.orderID, 'Cancelled');
    const newest = await createProduct(app);

    const ids = idsOf(await shop.product.trending());
    expect(ids.slice(0, 3)).toEqual([top.productId, second.productId, newest.productId]);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
    const newArrivals = idsOf(await shop.product.newArrivals());
    const topUp = newArrivals.filter((id) => id !== top.productId && id !== second.productId);
    expect(ids.slice(2)).toEqual(topUp.slice(0, 6));
  });
});

describe('sold-out prints in the feeds (PRODUCT §16)', () => {
  it('leaves a print whose sizes are all sold out out of trending and recommended', async () => {
    const soldOut = await createProduct(app, { stock: 3, category: 'Kitchen' });
    const sibling = await createProduct(app, { category: 'Kitchen' });
    await order([[soldOut, 3]]);
    expect(await shop.product.get(soldOut.productId)).toMatchObject({ stock: 0 });
    const newestEmpty = await createProduct(app, { stock: 0, category: 'Kitchen' });
    const trending = idsOf(await shop.product.trending());
    expect(trending).not.toContain(soldOut.productId);
    expect(trending).not.toContain(newestEmpty.productId);
    expect(trending).toHaveLength(8);
    const best = idsOf(await shop.product.recommended());
    expect(best).not.toContain(soldOut.productId);
    const kitchen = idsOf(await shop.product.recommended(sibling.productId));
    expect(kitchen).not.toContain(soldOut.productId);
    expect(kitchen).not.toContain(newestEmpty.productId);
    expect(idsOf(await shop.product.recommended(soldOut.productId))).toContain(sibling.productId);
  });
});

describe('GET /api/product/recommended-products', () => {
  it('answers other products of the same category, without the product itself', async () => {
    const religious = await createProduct(app, { category: 'Religious' });
    const sibling = await createProduct(app, { category: 'Religious' });
    const kitchen = await createProduct(app, { category: 'Kitchen' });
    const list = await shop.product.recommended(religious.productId);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.category === 'Religious')).toBe(true);
    expect(idsOf(list)).toContain(sibling.productId);
    expect(idsOf(list)).not.toContain(religious.productId);
    expect(idsOf(list)).not.toContain(kitchen.productId);
  });

  it('answers 404 for an unknown productId', async () => {
    const error = await apiError(shop.product.recommended('NO-SUCH-PRINT'));
    expect([error.status, error.code, error.message]).toEqual([
      404,
      'not_found',
      'Product not found',
    ]);
  });

  it('answers the best sellers without a productId', async () => {
    const hit = await createProduct(app, { stock: 500 });
    await order([[hit, 99]]);
    expect(idsOf(await shop.product.recommended())[0]).toBe(hit.productId);
  });
});
