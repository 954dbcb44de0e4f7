// The permission table of PRODUCT.md §3 for the orders endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderModel, ProductModel } from '../db/models';
import { createProduct, createUser, type SignedIn } from './factories';
import { unchanged, whoMayCall, type Caller, type Endpoint } from './permission-table';
import { clientFor, startTestApp, type TestApp } from './test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

async function placeOrder(owner: SignedIn): Promise<string> {
  const product = await createProduct(app, { stock: 5 });
  const { order } = await clientFor(app, owner).order.place({
    name: 'Owner',
    address: '1 Galle Road, Colombo',
    phoneNumber: '0771234567',
    billItems: [{ productId: product.productId, quantity: 1 }],
  });
  return order.orderID;
}

/** The shopper's own order when the caller is a shopper; someone else's otherwise. */
async function orderFor(caller: Caller) {
  const owner = caller.kind === 'shopper' && caller.user ? caller.user : await createUser(app);
  const orderID = await placeOrder(owner);
  return { orderID, row: () => OrderModel.findOne({ where: { orderID }, raw: true }) };
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    route: '/api/order',
    access: 'user',
    ok: 200,
    prepare: async () => ({ path: '/api/order', changed: unchanged }),
  },
  {
    method: 'POST',
    route: '/api/order',
    access: 'user',
    ok: 201,
    async prepare() {
      const product = await createProduct(app, { stock: 4 });
      return {
        path: '/api/order',
        body: {
          name: 'Caller',
          address: '2 Kandy Road',
          phoneNumber: '0771234567',
          billItems: [{ productId: product.productId, quantity: 1 }],
        },
        changed: async () =>
          (await ProductModel.findOne({ where: { productId: product.productId } }))?.stock === 3,
      };
    },
  },
  {
    method: 'GET',
    route: '/api/order/:orderID',
    access: 'user',
    ok: 200,
    async prepare(caller) {
      const { orderID } = await orderFor(caller);
      return { path: `/api/order/${orderID}`, changed: unchanged };
    },
  },
  {
    method: 'PUT',
    route: '/api/order/:orderID',
    access: 'admin',
    ok: 200,
    async prepare(caller) {
      const { orderID, row } = await orderFor(caller);
      return {
        path: `/api/order/${orderID}`,
        body: { status: 'Shipped' },
        changed: async () => (await row())?.status === 'Shipped',
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/order/:orderID',
    access: 'user',
    ok: 200,
    async prepare(caller) {
      const { orderID, row } = await orderFor(caller);
      // Staff's Delete removes the row; a shopper's cancels their order and hides it (0026).
      const done = async () => {
        const found = await row();
        if (caller.kind === 'admin') return found === null;
        return found?.status === 'Cancelled' && found.hiddenByShopperAt !== null;
      };
      return { path: `/api/order/${orderID}`, changed: done };
    },
  },
];

describe('who may call what (PRODUCT.md §3): orders', () => {
  whoMayCall(ENDPOINTS, () => app);

  it('lists only the caller’s own orders for a shopper and every order for an admin', async () => {
    const shopper = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    const own = await placeOrder(shopper);
    const other = await placeOrder(await createUser(app));
    const mine = await clientFor(app, shopper).order.list();
    expect(mine.items.map((o) => o.orderID)).toEqual([own]);
    expect(mine.total).toBe(1);
    const all = await clientFor(app, admin).order.list();
    const allIds = all.items.map((o) => o.orderID);
    expect(allIds).toEqual(expect.arrayContaining([own, other]));
  });
});
