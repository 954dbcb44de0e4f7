import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import type { OrderStatus } from '@wallart/domain';
import { clientFor, startTestApp, type TestApp, type TestClient } from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let asAdmin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
  asAdmin = clientFor(app, admin);
});
afterAll(async () => app.close());

/** The total the admin's order list reports, for every order or those of one status. */
const total = async (status?: OrderStatus) => {
  const page = await asAdmin.order.list({ status });
  expect(asAdmin.lastAnswer().headers.get('x-total-count')).toBe(String(page.total));
  return page.total;
};

describe('the admin order list total', () => {
  it('stays exact through orders placed, moved between statuses and deleted', async () => {
    const product = await createProduct(app, { stock: 50 });
    const place = async () =>
      (
        await clientFor(app, shopper).order.place({
          name: 'A',
          address: 'B',
          phoneNumber: '+94 77 000 0000',
          billItems: [{ productId: product.productId, quantity: 1 }],
        })
      ).order.orderID;
    const first = await place();
    await place();
    expect(await total()).toBe(2);
    expect(await total('Pending')).toBe(2);
    await asAdmin.order.setStatus(first, 'Shipped');
    expect(await total('Pending')).toBe(1);
    expect(await total('Shipped')).toBe(1);
    expect(await total('Delivered')).toBe(0);
    await asAdmin.order.remove(first);
    expect(await total('Shipped')).toBe(0);
    expect(await total()).toBe(1);
    expect(await total()).toBe(await OrderModel.count());
  });
});
