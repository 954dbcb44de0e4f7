import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { ORDER_ADDRESS, proveAddress } from '../account/testing/account-setup';
import { unprovenLimitMessage } from './order-claims';

const CAP = 20;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ unverifiedPendingUnits: CAP });
});
afterAll(async () => {
  await app.close();
});

async function order(who: SignedIn, productId: string, quantity: number) {
  return clientFor(app, who).order.place({
    ...ORDER_ADDRESS,
    billItems: [{ productId, quantity }],
  });
}

const stockOf = async (productId: string) =>
  Number((await ProductModel.findOne({ where: { productId }, raw: true }))?.stock);
const ordersOf = async (who: SignedIn) =>
  (await clientFor(app, who).order.list({ page: 1, limit: 100 })).items.length;

describe('Pending prints an account with an unproven address may hold', () => {
  it('takes a real first purchase, then refuses past 20 prints with 403 email_unverified, changing nothing', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { stock: 100 });
    expect((await order(shopper, product.productId, 15)).order.status).toBe('Pending');

    const refused = await apiError(order(shopper, product.productId, 6));
    expect([refused.status, refused.code, refused.message]).toEqual([
      403,
      'email_unverified',
      unprovenLimitMessage(CAP),
    ]);
    expect(await stockOf(product.productId)).toBe(85);
    expect(await ordersOf(shopper)).toBe(1);

    expect((await order(shopper, product.productId, 5)).order.status).toBe('Pending');
    expect(await stockOf(product.productId)).toBe(80);
  });

  it('counts Pending orders only: a cancelled one gives its prints back to the allowance', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { stock: 100 });
    const { order: first } = await order(shopper, product.productId, 20);
    expect((await apiError(order(shopper, product.productId, 1))).code).toBe('email_unverified');
    await clientFor(app, shopper).order.remove(first.orderID);
    expect((await order(shopper, product.productId, 20)).order.status).toBe('Pending');
  });

  it('counts orders sent together together: 10 parallel orders of 3 prints, 6 placed', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { stock: 100 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => order(shopper, product.productId, 3)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6);
    expect(await stockOf(product.productId)).toBe(100 - 18);
  });

  it('never holds back a proven account', async () => {
    const shopper = await createUser(app);
    await proveAddress(shopper);
    const product = await createProduct(app, { stock: 100 });
    expect((await order(shopper, product.productId, 60)).order.status).toBe('Pending');
  });

  it('is off at 0', async () => {
    const off = await startTestApp({ unverifiedPendingUnits: 0 });
    try {
      const shopper = await createUser(off);
      const product = await createProduct(off, { stock: 100 });
      const { order: placed } = await clientFor(off, shopper).order.place({
        ...ORDER_ADDRESS,
        billItems: [{ productId: product.productId, quantity: 60 }],
      });
      expect(placed.status).toBe('Pending');
    } finally {
      await off.close();
    }
  });
});
