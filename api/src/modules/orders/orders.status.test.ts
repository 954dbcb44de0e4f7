import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@wallart/domain';
import { OrderModel, ProductModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => app.close());

async function stockOf(product: Product): Promise<number> {
  const row = await ProductModel.findOne({ where: { productId: product.productId }, raw: true });
  return Number(row?.stock);
}

/** A shopper's order of `quantity` prints of a fresh product with `stock` in stock. */
async function scenario(stock: number, quantity: number) {
  const shopper = await createUser(app);
  const product = await createProduct(app, { stock });
  const res = await app.call('POST', '/api/order', {
    token: shopper.token,
    body: {
      name: 'Ruwan',
      address: '5 Lake Drive, Colombo',
      phoneNumber: '0712345678',
      billItems: [{ productId: product.productId, quantity }],
    },
  });
  expect(res.status).toBe(201);
  const order = res.body.order as Order;
  return { shopper, product, order, path: `/api/order/${order.orderID}` };
}

const setStatus = (path: string, status: string, token = admin.token) =>
  app.call('PUT', path, { token, body: { status } });

describe('PUT /api/order/:orderID (status)', () => {
  it('lets an admin change the status and records from, to and by in the history', async () => {
    const { path, shopper } = await scenario(5, 1);
    const res = await setStatus(path, 'Processing');
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('Processing');
    await setStatus(path, 'Shipped');
    const read = await app.call('GET', path, { token: shopper.token });
    expect(read.body.status).toBe('Shipped');
    expect(read.body.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'Pending', by: shopper.user.email }),
      expect.objectContaining({ from: 'Pending', to: 'Processing', by: admin.user.email }),
      expect.objectContaining({ from: 'Processing', to: 'Shipped', by: admin.user.email }),
    ]);
    for (const change of read.body.statusHistory) expect(Date.parse(change.at)).not.toBeNaN();
  });

  it('refuses a shopper, even the owner, with 403 and leaves the status alone', async () => {
    const { path, shopper } = await scenario(5, 1);
    const res = await setStatus(path, 'Delivered', shopper.token);
    expect(res.status).toBe(403);
    expect((await app.call('GET', path, { token: shopper.token })).body.status).toBe('Pending');
  });

  it('answers 400 for an unknown status and 404 for an unknown order', async () => {
    const { path } = await scenario(5, 1);
    expect((await setStatus(path, 'Lost')).status).toBe(400);
    expect((await setStatus('/api/order/WA-NOSUCHORDER', 'Shipped')).status).toBe(404);
  });

  it('puts the stock back exactly once when set to Cancelled twice', async () => {
    const { path, product } = await scenario(5, 3);
    expect(await stockOf(product)).toBe(2);
    expect((await setStatus(path, 'Cancelled')).status).toBe(200);
    expect(await stockOf(product)).toBe(5);
    expect((await setStatus(path, 'Cancelled')).status).toBe(200);
    expect(await stockOf(product)).toBe(5);
  });

  it('takes the stock again when an order leaves Cancelled', async () => {
    const { path, product } = await scenario(5, 3);
    await setStatus(path, 'Cancelled');
    const res = await setStatus(path, 'Processing');
    expect(res.status).toBe(200);
    expect(await stockOf(product)).toBe(2);
  });

  it('answers 409 naming the product when the stock is gone before leaving Cancelled', async () => {
    const { path, product, order } = await scenario(5, 3);
    await setStatus(path, 'Cancelled');
    await ProductModel.update({ stock: 2 }, { where: { productId: product.productId } });
    const res = await setStatus(path, 'Pending');
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(product.name);
    expect(await stockOf(product)).toBe(2);
    const row = await OrderModel.findOne({ where: { orderID: order.orderID } });
    expect(row?.status).toBe('Cancelled');
  });
});

describe('DELETE /api/order/:orderID', () => {
  it('lets a shopper delete their own Pending order and puts the stock back', async () => {
    const { path, product, shopper } = await scenario(5, 2);
    expect(await stockOf(product)).toBe(3);
    const res = await app.call('DELETE', path, { token: shopper.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await stockOf(product)).toBe(5);
    expect((await app.call('GET', path, { token: shopper.token })).status).toBe(404);
  });

  it.each(['Processing', 'Shipped', 'Delivered', 'Cancelled'])(
    'answers 409 when a shopper deletes their own %s order, which stays',
    async (status) => {
      const { path, product, shopper } = await scenario(5, 2);
      await setStatus(path, status);
      const stockBefore = await stockOf(product);
      const res = await app.call('DELETE', path, { token: shopper.token });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/contact/i);
      expect((await app.call('GET', path, { token: shopper.token })).body.status).toBe(status);
      expect(await stockOf(product)).toBe(stockBefore);
    },
  );

  it("answers 404 when a shopper deletes someone else's order, which stays", async () => {
    const { path, product } = await scenario(5, 2);
    const stranger = await createUser(app);
    const res = await app.call('DELETE', path, { token: stranger.token });
    expect(res.status).toBe(404);
    expect((await app.call('GET', path, { token: admin.token })).status).toBe(200);
    expect(await stockOf(product)).toBe(3);
  });

  it('lets an admin delete any order, putting held stock back', async () => {
    const { path, product } = await scenario(5, 2);
    await setStatus(path, 'Shipped');
    const res = await app.call('DELETE', path, { token: admin.token });
    expect(res.status).toBe(200);
    expect(await stockOf(product)).toBe(5);
  });

  it('does not put stock back twice when a Cancelled order is deleted', async () => {
    const { path, product } = await scenario(5, 2);
    await setStatus(path, 'Cancelled');
    expect(await stockOf(product)).toBe(5);
    expect((await app.call('DELETE', path, { token: admin.token })).status).toBe(200);
    expect(await stockOf(product)).toBe(5);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await app.call('DELETE', '/api/order/WA-NOSUCHORDER', { token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Order not found' });
  });
});
