import { describe, expect, it } from 'vitest';
import { OrderModel } from '../../db/models';
import { createProduct, createUser } from '../../test/factories';
import { apiError, clientFor } from '../../test/test-app';
import { app, orderBody, place, stockOf, useOrderShop } from './testing/order-shop';

/** Who may place an order and read one: the signed-in shopper their own, an admin every one. */
useOrderShop();

describe('POST /api/order', () => {
  it('tells a caller who is not signed in 401, before anything about the body', async () => {
    const print = await createProduct(app, { stock: 10 });
    const before = await OrderModel.count();
    const anonymous = await app.call('POST', '/api/order', {
      body: orderBody([{ productId: print.productId, quantity: 1 }]),
    });
    const badBody = await app.call('POST', '/api/order', { body: { billItems: 'none' } });
    const forged = await app.call('POST', '/api/order', {
      token: `${(await createUser(app)).token}x`,
      body: { name: '' },
    });
    for (const res of [anonymous, badBody, forged]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: expect.stringMatching(/log in/i) });
    }
    expect(await OrderModel.count()).toBe(before);
    expect(await stockOf(print.productId)).toBe(10);
  });

  it('refuses a disabled account with 401 and writes nothing, though its products were read', async () => {
    const disabled = await createUser(app, { isDisabled: true });
    const print = await createProduct(app, { stock: 10 });
    const before = await OrderModel.count();
    for (const body of [orderBody([{ productId: print.productId, quantity: 1 }]), {}]) {
      const res = await app.call('POST', '/api/order', { token: disabled.token, body });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: 'Your session has ended. Please log in again' });
    }
    expect(await OrderModel.count()).toBe(before);
    expect(await stockOf(print.productId)).toBe(10);
  });

  it('tells a signed-in caller what is wrong with the body', async () => {
    const shopper = await createUser(app);
    const res = await app.call('POST', '/api/order', {
      token: shopper.token,
      body: { ...orderBody([]), name: 'Kamala' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.stringContaining('billItems') });
  });
});

describe('GET /api/order', () => {
  it('shows a shopper only their own orders, newest first, and an admin every order', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const shopper = await createUser(app);
    const other = await createUser(app);
    const product = await createProduct(app, { stock: 50 });
    const line = [{ productId: product.productId, quantity: 1 }];
    const first = await place(shopper, line);
    const theirs = await place(other, line);
    const second = await place(shopper, line);

    const asShopper = clientFor(app, shopper);
    const mine = await asShopper.order.list();
    expect(mine.items.map((o) => o.orderID)).toEqual([second.orderID, first.orderID]);
    expect(mine.total).toBe(2);
    expect(asShopper.lastAnswer().headers.get('x-total-count')).toBe('2');

    const all = await clientFor(app, admin).order.list();
    const allIds = all.items.map((o) => o.orderID);
    expect(allIds).toEqual(expect.arrayContaining([first.orderID, theirs.orderID, second.orderID]));
    expect(allIds).toHaveLength(await OrderModel.count());
    expect(all.total).toBe(await OrderModel.count());
  });

  it('filters by ?status= for an admin', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const shopper = await createUser(app);
    const product = await createProduct(app, { stock: 50 });
    const shipped = await place(shopper, [{ productId: product.productId, quantity: 1 }]);
    const pending = await place(shopper, [{ productId: product.productId, quantity: 1 }]);
    const asAdmin = clientFor(app, admin);
    await asAdmin.order.setStatus(shipped.orderID, 'Shipped');
    const page = await asAdmin.order.list({ status: 'Shipped' });
    const list = page.items;
    expect(list.map((o) => o.orderID)).toContain(shipped.orderID);
    expect(list.map((o) => o.orderID)).not.toContain(pending.orderID);
    expect(list.every((o) => o.status === 'Shipped')).toBe(true);
    expect(asAdmin.lastAnswer().headers.get('x-total-count')).toBe(String(list.length));
    expect(page.total).toBe(list.length);
  });
});

describe('GET /api/order/:orderID', () => {
  it('answers the owner and an admin, and 404s another shopper (no IDOR)', async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    const product = await createProduct(app);
    const order = await place(owner, [{ productId: product.productId, quantity: 1 }]);
    const own = await clientFor(app, owner).order.get(order.orderID);
    expect(own).toMatchObject({ orderID: order.orderID, total: order.total });
    expect(own.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'Pending', by: owner.user.email }),
    ]);
    expect(await clientFor(app, admin).order.get(order.orderID)).toEqual(own);

    const peek = await apiError(clientFor(app, stranger).order.get(order.orderID));
    expect([peek.status, peek.code, peek.message]).toEqual([404, 'not_found', 'Order not found']);
    // The same answer as for an order that does not exist: nothing tells the two apart.
    const path = `/api/order/${order.orderID}`;
    const raw = await app.call('GET', path, { token: stranger.token });
    const unknown = await app.call('GET', '/api/order/WA-NOSUCHORDER', { token: owner.token });
    expect([unknown.status, unknown.body]).toEqual([raw.status, raw.body]);
  });
});
