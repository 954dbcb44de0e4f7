import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@wallart/domain';
import { AuditEntryModel, OrderModel, ProductModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import {
  apiError,
  clientFor,
  outcomeOf,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

/** PRODUCT §8: a shopper's Delete of a Pending order cancels it and hides it from them only. */

let app: TestApp;
let admin: SignedIn;
let asAdmin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  asAdmin = clientFor(app, admin);
});
afterAll(async () => app.close());

async function stockOf(product: Product): Promise<number> {
  const row = await ProductModel.findOne({ where: { productId: product.productId }, raw: true });
  return Number(row?.stock);
}

/** A fresh shopper with `orders` orders of 2 prints each of a product with 10 in stock. */
async function scenario(orders = 1) {
  const shopper = await createUser(app);
  const asShopper = clientFor(app, shopper);
  const product = await createProduct(app, { stock: 10 });
  const ids: string[] = [];
  for (let i = 0; i < orders; i += 1) {
    const { order } = await asShopper.order.place({
      name: 'Dilani Fernando',
      address: '7 Temple Road, Galle',
      phoneNumber: '0771234567',
      billItems: [{ productId: product.productId, quantity: 2 }],
    });
    ids.push(order.orderID);
  }
  return { shopper, asShopper, product, ids, id: ids[0] ?? '' };
}

/** Every order of the shopper's own list, and the total it reports. */
async function shopperList(api: TestClient) {
  const page = await api.order.list();
  expect(api.lastAnswer().headers.get('x-total-count')).toBe(String(page.total));
  return { ids: page.items.map((o) => o.orderID), total: page.total };
}

describe("a shopper's Delete of their own Pending order", () => {
  it('answers "Order deleted", cancels the order and puts its stock back', async () => {
    const { asShopper, product, id } = await scenario();
    expect(await stockOf(product)).toBe(8);
    expect(await asShopper.order.remove(id)).toEqual({ message: 'Order deleted' });
    expect(await stockOf(product)).toBe(10);
    const row = await OrderModel.findOne({ where: { orderID: id }, raw: true });
    expect(row?.status).toBe('Cancelled');
  });

  it("leaves it out of the shopper's list and count, and answers 404 when they ask for it", async () => {
    const { asShopper, ids } = await scenario(3);
    const [gone, ...kept] = ids as [string, ...string[]];
    expect((await shopperList(asShopper)).total).toBe(3);
    await asShopper.order.remove(gone);
    const after = await shopperList(asShopper);
    expect(after.total).toBe(2);
    expect(after.ids.sort()).toEqual([...kept].sort());
    const fetched = await apiError(asShopper.order.get(gone));
    expect([fetched.status, fetched.code]).toEqual([404, 'not_found']);
    // Asked with a status filter too: the hidden Cancelled order is not counted.
    const cancelled = await asShopper.order.list({ status: 'Cancelled' });
    expect([cancelled.items, cancelled.total]).toEqual([[], 0]);
  });

  it('keeps it for staff: in the admin list as Cancelled, its history naming the shopper', async () => {
    const { shopper, asShopper, id } = await scenario();
    await asShopper.order.remove(id);

    const cancelled = await asAdmin.order.list({ status: 'Cancelled', limit: 100 });
    const listed = cancelled.items.find((o) => o.orderID === id);
    expect(listed).toMatchObject({ status: 'Cancelled', paymentStatus: 'unpaid' });
    expect(Date.parse(listed?.hiddenByShopperAt ?? '')).not.toBeNaN();

    const seen = await asAdmin.order.get(id);
    expect(seen.status).toBe('Cancelled');
    expect(seen.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'Pending', by: shopper.user.email }),
      expect.objectContaining({ from: 'Pending', to: 'Cancelled', by: shopper.user.email }),
    ]);
  });

  it('puts the stock back once and cancels once when the shopper deletes twice at the same time', async () => {
    const { asShopper, shopper, product, id } = await scenario();
    const second = clientFor(app, shopper);
    const results = await Promise.all([
      outcomeOf(asShopper, asShopper.order.remove(id)),
      outcomeOf(second, second.order.remove(id)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await stockOf(product)).toBe(10);
    const history = (await asAdmin.order.get(id)).statusHistory ?? [];
    expect(history.filter((change) => change.to === 'Cancelled')).toHaveLength(1);
  });

  it('answers 404 to a second Delete, and changes nothing', async () => {
    const { asShopper, product, id } = await scenario();
    await asShopper.order.remove(id);
    const again = await apiError(asShopper.order.remove(id));
    expect([again.status, again.code]).toEqual([404, 'not_found']);
    expect(await stockOf(product)).toBe(10);
  });

  it('answers 409 not_pending once staff have started on it, and the order stays as it was', async () => {
    const { asShopper, product, id } = await scenario();
    await asAdmin.order.setStatus(id, 'Processing');
    const error = await apiError(asShopper.order.remove(id));
    expect([error.status, error.code]).toEqual([409, 'not_pending']);
    expect(error.message).toMatch(/contact us/i);
    expect((await asShopper.order.get(id)).status).toBe('Processing');
    expect(await stockOf(product)).toBe(8);
  });

  it('leaves no audit entry: a shopper cancelling their own order is not an admin write', async () => {
    const { asShopper, id } = await scenario();
    await asShopper.order.remove(id);
    expect(await AuditEntryModel.count({ where: { entityId: id } })).toBe(0);
  });

  it('shows the order to its shopper again when staff take it out of Cancelled', async () => {
    const { asShopper, product, id } = await scenario();
    await asShopper.order.remove(id);
    const revived = (await asAdmin.order.setStatus(id, 'Pending')).order;
    expect(revived.hiddenByShopperAt).toBeNull();
    expect(await stockOf(product)).toBe(8);
    expect((await shopperList(asShopper)).ids).toEqual([id]);
    expect((await asShopper.order.get(id)).status).toBe('Pending');
  });
});

describe("staff's Delete, unchanged", () => {
  it('removes a shopper-cancelled order outright without giving its stock back twice', async () => {
    const { asShopper, product, id } = await scenario();
    await asShopper.order.remove(id);
    expect(await stockOf(product)).toBe(10);
    expect(await asAdmin.order.remove(id)).toEqual({ message: 'Order deleted' });
    expect(await stockOf(product)).toBe(10);
    expect(await OrderModel.count({ where: { orderID: id } })).toBe(0);
    const entry = await AuditEntryModel.findOne({ where: { entityId: id }, raw: true });
    expect(entry).toMatchObject({ action: 'order.delete', actorEmail: admin.user.email });
  });

  it("removes a Pending order outright, stock back, even one of the admin's own", async () => {
    const product = await createProduct(app, { stock: 4 });
    const { order } = await asAdmin.order.place({
      name: 'Staff Order',
      address: '1 Shop Street, Colombo',
      phoneNumber: '0771234567',
      billItems: [{ productId: product.productId, quantity: 3 }],
    });
    await asAdmin.order.remove(order.orderID);
    expect(await stockOf(product)).toBe(4);
    expect(await OrderModel.count({ where: { orderID: order.orderID } })).toBe(0);
  });
});
