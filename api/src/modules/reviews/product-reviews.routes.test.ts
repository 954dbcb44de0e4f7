import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus, Product } from '@wallart/domain';
import { seedReviews } from '../../db/seed/seed';
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
let buyer: SignedIn;
let shop: TestClient;
let print: Product;

const review = { rating: 4, title: 'True to the photo', comment: 'Arrived well packed.' };

async function orderFor(who: SignedIn, product: Product, status: OrderStatus | null) {
  const { order } = await clientFor(app, who).order.place({
    name: 'Kamala Silva',
    address: '12 Lake Road, Kandy',
    phoneNumber: '0771234567',
    billItems: [{ productId: product.productId, quantity: 1 }],
  });
  if (status) await clientFor(app, admin).order.setStatus(order.orderID, status);
  return order.orderID;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  buyer = await createUser(app);
  shop = clientFor(app);
  print = await createProduct(app, { stock: 20 });
  await orderFor(buyer, print, 'Delivered');
});
afterAll(async () => app.close());

describe('GET /api/product/{productId}/reviews: the rating', () => {
  it("shows no rating without approved reviews, then the shop's, then the print's own", async () => {
    const other = await createProduct(app);
    expect(await shop.review.ofProduct(other.productId)).toEqual({
      items: [],
      total: 0,
      rating: null,
    });
    // The demo shop's reviews (5, 5, 4, 5) read as SPEC's "4.8 out of 5".
    await seedReviews();
    expect((await shop.review.ofProduct(other.productId)).rating).toEqual({
      average: 4.8,
      count: 4,
      of: 'shop',
    });
    await clientFor(app, buyer).review.writeForProduct(print.productId, review);
    const page = await shop.review.ofProduct(print.productId);
    expect(page.rating).toEqual({ average: 4, count: 1, of: 'product' });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      ...review,
      name: 'Test Shopper', // the account's name
      verifiedBuyer: true,
      isApproved: true,
    });
    // A hidden review leaves the list and the rating.
    await clientFor(app, admin).review.setHidden(page.items[0]?._id ?? '', true);
    expect((await shop.review.ofProduct(print.productId)).rating?.of).toBe('shop');
    await clientFor(app, admin).review.setHidden(page.items[0]?._id ?? '', false);
  });

  it('answers 404 for an unknown print', async () => {
    const error = await apiError(shop.review.ofProduct('NO-SUCH-PRINT'));
    expect([error.status, error.code]).toEqual([404, 'not_found']);
  });
});

describe('POST /api/product/{productId}/reviews', () => {
  it('answers 401 signed out', async () => {
    expect((await apiError(shop.review.writeForProduct(print.productId, review))).status).toBe(401);
  });

  it('refuses a shopper whose order of the print is not Delivered, and one who never ordered it', async () => {
    const waiting = await createUser(app);
    await orderFor(waiting, print, 'Shipped');
    const error = await apiError(
      clientFor(app, waiting).review.writeForProduct(print.productId, review),
    );
    expect([error.status, error.code, error.message]).toEqual([
      403,
      'forbidden',
      'Only a buyer who received this print can review it',
    ]);
    const stranger = clientFor(app, await createUser(app));
    expect((await apiError(stranger.review.writeForProduct(print.productId, review))).status).toBe(
      403,
    );
  });

  it('takes one review per print and account', async () => {
    const second = await createProduct(app, { stock: 5 });
    await orderFor(buyer, second, 'Delivered');
    const asBuyer = clientFor(app, buyer);
    await asBuyer.review.writeForProduct(second.productId, review);
    const error = await apiError(asBuyer.review.writeForProduct(second.productId, review));
    expect([error.status, error.code, error.message]).toEqual([
      409,
      'duplicate',
      'You have already reviewed this print',
    ]);
    expect((await shop.review.ofProduct(second.productId)).total).toBe(1);
  });

  it('refuses a review without a rating, changing nothing', async () => {
    const third = await createProduct(app, { stock: 5 });
    await orderFor(buyer, third, 'Delivered');
    const error = await apiError(
      clientFor(app, buyer).review.writeForProduct(third.productId, { ...review, rating: 0 }),
    );
    expect([error.status, error.code]).toEqual([400, 'invalid']);
    expect((await shop.review.ofProduct(third.productId)).total).toBe(0);
  });
});
