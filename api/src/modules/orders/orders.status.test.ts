import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus, Product } from '@wallart/domain';
import { OrderModel, ProductModel, ProductSizeModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';

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
  const { order } = await clientFor(app, shopper).order.place({
    name: 'Ruwan',
    address: '5 Lake Drive, Colombo',
    phoneNumber: '0712345678',
    billItems: [{ productId: product.productId, quantity }],
  });
  return { shopper, product, order, id: order.orderID };
}

/** Sets the status as the admin (or `who`), answering the order as the client gives it. */
const setStatus = async (orderID: string, status: OrderStatus, who: SignedIn = admin) =>
  (await clientFor(app, who).order.setStatus(orderID, status)).order;

const read = (orderID: string, who: SignedIn) => clientFor(app, who).order.get(orderID);

describe('PUT /api/order/:orderID (status)', () => {
  it('lets an admin change the status and records from, to and by in the history', async () => {
    const { id, shopper } = await scenario(5, 1);
    expect((await setStatus(id, 'Processing')).status).toBe('Processing');
    await setStatus(id, 'Shipped');
    const order = await read(id, shopper);
    expect(order.status).toBe('Shipped');
    expect(order.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'Pending', by: shopper.user.email }),
      expect.objectContaining({ from: 'Pending', to: 'Processing', by: admin.user.email }),
      expect.objectContaining({ from: 'Processing', to: 'Shipped', by: admin.user.email }),
    ]);
    for (const change of order.statusHistory ?? []) expect(Date.parse(change.at)).not.toBeNaN();
  });

  it('answers the order as changed, with its own lines and history only, as it reads back', async () => {
    const other = await scenario(5, 2);
    await setStatus(other.id, 'Processing');
    const { id, product, shopper } = await scenario(5, 1);
    const changed = await clientFor(app, admin).order.setStatus(id, 'Processing');
    expect(changed.order.billItems).toEqual([
      expect.objectContaining({ productId: product.productId, quantity: 1 }),
    ]);
    expect(changed.order.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'Pending', by: shopper.user.email }),
      expect.objectContaining({ from: 'Pending', to: 'Processing', by: admin.user.email }),
    ]);
    expect(changed.order).toEqual(await read(id, admin));
  });

  it('marks cash on delivery paid when the order is Delivered, and a bank transfer not', async () => {
    const cod = await scenario(5, 1);
    expect((await setStatus(cod.id, 'Shipped')).paymentStatus).toBe('unpaid');
    expect((await setStatus(cod.id, 'Delivered')).paymentStatus).toBe('paid');
    expect((await read(cod.id, cod.shopper)).paymentStatus).toBe('paid');

    const transfer = await scenario(5, 1);
    await OrderModel.update(
      { paymentMethod: 'bank-transfer' },
      { where: { orderID: transfer.id } },
    );
    expect((await setStatus(transfer.id, 'Delivered')).paymentStatus).toBe('unpaid');
  });

  it('refuses a shopper, even the owner, with 403 and leaves the status alone', async () => {
    const { id, shopper } = await scenario(5, 1);
    expect((await apiError(setStatus(id, 'Delivered', shopper))).status).toBe(403);
    expect((await read(id, shopper)).status).toBe('Pending');
  });

  it('answers 400 for an unknown status and 404 for an unknown order', async () => {
    const { id } = await scenario(5, 1);
    // A status outside the list cannot be typed into the client: a raw request on purpose.
    const lost = await app.call('PUT', `/api/order/${id}`, {
      token: admin.token,
      body: { status: 'Lost' },
    });
    expect(lost.status).toBe(400);
    expect((await apiError(setStatus('WA-NOSUCHORDER', 'Shipped'))).status).toBe(404);
  });

  it('puts the stock back exactly once when set to Cancelled twice', async () => {
    const { id, product } = await scenario(5, 3);
    expect(await stockOf(product)).toBe(2);
    expect((await setStatus(id, 'Cancelled')).status).toBe('Cancelled');
    expect(await stockOf(product)).toBe(5);
    expect((await setStatus(id, 'Cancelled')).status).toBe('Cancelled');
    expect(await stockOf(product)).toBe(5);
  });

  it('takes the stock again when an order leaves Cancelled', async () => {
    const { id, product } = await scenario(5, 3);
    await setStatus(id, 'Cancelled');
    expect((await setStatus(id, 'Processing')).status).toBe('Processing');
    expect(await stockOf(product)).toBe(2);
  });

  it('answers 409 naming the product when the stock is gone before leaving Cancelled', async () => {
    const { id, product, order } = await scenario(5, 3);
    await setStatus(id, 'Cancelled');
    const row = await ProductModel.findOne({ where: { productId: product.productId } });
    await ProductModel.update({ stock: 2 }, { where: { productId: product.productId } });
    await ProductSizeModel.update({ stock: 2 }, { where: { productRefId: row?.id ?? 0 } });
    const error = await apiError(setStatus(id, 'Pending'));
    expect(error.status).toBe(409);
    expect(error.message).toContain(product.name);
    expect(await stockOf(product)).toBe(2);
    const orderRow = await OrderModel.findOne({ where: { orderID: order.orderID } });
    expect(orderRow?.status).toBe('Cancelled');
  });
});

describe('DELETE /api/order/:orderID', () => {
  it('lets a shopper delete their own Pending order and puts the stock back', async () => {
    const { id, product, shopper } = await scenario(5, 2);
    expect(await stockOf(product)).toBe(3);
    const answer = await clientFor(app, shopper).order.remove(id);
    expect(answer.message).toEqual(expect.any(String));
    expect(await stockOf(product)).toBe(5);
    expect((await apiError(read(id, shopper))).status).toBe(404);
  });

  it.each(['Processing', 'Shipped', 'Delivered', 'Cancelled'] as const)(
    'answers 409 when a shopper deletes their own %s order, which stays',
    async (status) => {
      const { id, product, shopper } = await scenario(5, 2);
      await setStatus(id, status);
      const stockBefore = await stockOf(product);
      const error = await apiError(clientFor(app, shopper).order.remove(id));
      expect(error.status).toBe(409);
      expect(error.message).toMatch(/contact/i);
      expect((await read(id, shopper)).status).toBe(status);
      expect(await stockOf(product)).toBe(stockBefore);
    },
  );

  it("answers 404 when a shopper deletes someone else's order, which stays", async () => {
    const { id, product } = await scenario(5, 2);
    const stranger = await createUser(app);
    expect((await apiError(clientFor(app, stranger).order.remove(id))).status).toBe(404);
    expect((await read(id, admin)).orderID).toBe(id);
    expect(await stockOf(product)).toBe(3);
  });

  it('lets an admin delete any order, putting held stock back', async () => {
    const { id, product } = await scenario(5, 2);
    await setStatus(id, 'Shipped');
    const asAdmin = clientFor(app, admin);
    await asAdmin.order.remove(id);
    expect(asAdmin.lastAnswer().status).toBe(200);
    expect(await stockOf(product)).toBe(5);
    expect((await apiError(read(id, admin))).status).toBe(404);
  });

  it('does not put stock back twice when a Cancelled order is deleted', async () => {
    const { id, product } = await scenario(5, 2);
    await setStatus(id, 'Cancelled');
    expect(await stockOf(product)).toBe(5);
    await clientFor(app, admin).order.remove(id);
    expect(await stockOf(product)).toBe(5);
  });

  it('answers 404 for an unknown order', async () => {
    const error = await apiError(clientFor(app, admin).order.remove('WA-NOSUCHORDER'));
    expect([error.status, error.code, error.message]).toEqual([
      404,
      'not_found',
      'Order not found',
    ]);
  });
});
