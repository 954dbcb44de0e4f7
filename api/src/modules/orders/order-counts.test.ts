import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
});
afterAll(async () => app.close());

const total = async (query = '') =>
  Number(
    (await app.call('GET', `/api/order${query}`, { token: admin.token })).headers.get(
      'x-total-count',
    ),
  );

describe('the admin order list total', () => {
  it('stays exact through orders placed, moved between statuses and deleted', async () => {
    const product = await createProduct(app, { stock: 50 });
    const place = async () =>
      (
        await app.call('POST', '/api/order', {
          token: shopper.token,
          body: {
            name: 'A',
            address: 'B',
            phoneNumber: '+94 77 000 0000',
            billItems: [{ productId: product.productId, quantity: 1 }],
          },
        })
      ).body.order.orderID as string;
    const first = await place();
    await place();
    expect(await total()).toBe(2);
    expect(await total('?status=Pending')).toBe(2);
    await app.call('PUT', `/api/order/${first}`, {
      token: admin.token,
      body: { status: 'Shipped' },
    });
    expect(await total('?status=Pending')).toBe(1);
    expect(await total('?status=Shipped')).toBe(1);
    expect(await total('?status=Delivered')).toBe(0);
    await app.call('DELETE', `/api/order/${first}`, { token: admin.token });
    expect(await total('?status=Shipped')).toBe(0);
    expect(await total()).toBe(1);
    expect(await total()).toBe(await OrderModel.count());
  });
});
