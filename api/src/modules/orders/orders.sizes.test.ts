import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@wallart/domain';
import { OrderItemModel, OrderModel, ProductModel, ProductSizeModel } from '../../db/models';
import { createProduct, createUser, sizeLadder, type SignedIn } from '../../test/factories';
import {
  apiError,
  clientFor,
  outcomeOf,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
let asAdmin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  asAdmin = clientFor(app, admin);
});
afterAll(async () => app.close());

type BillItem = Parameters<TestClient['order']['place']>[0]['billItems'][number];

const orderBody = (billItems: BillItem[]) => ({
  name: 'Nimal Perera',
  address: '4 Lake Road, Kandy',
  phoneNumber: '+94 71 555 9876',
  billItems,
});

/** The product's summary stock and each size's own, in the order staff set. */
async function stocks(product: Product): Promise<{ total: number; sizes: number[] }> {
  const row = await ProductModel.findOne({ where: { productId: product.productId }, raw: true });
  const sizes = await ProductSizeModel.findAll({
    where: { productRefId: row?.id ?? 0 },
    order: [['position', 'ASC']],
    raw: true,
  });
  return { total: Number(row?.stock), sizes: sizes.map((s) => s.stock) };
}

async function place(shopper: SignedIn, billItems: BillItem[]) {
  const api = clientFor(app, shopper);
  const { order } = await api.order.place(orderBody(billItems));
  expect(api.lastAnswer().status).toBe(201);
  return order;
}

describe('orders by size (PRODUCT §7)', () => {
  it("prices each line at its size's price and takes stock from that size", async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { sizes: sizeLadder([5, 5, 5], 1000) });
    const order = await place(shopper, [
      { productId: product.productId, quantity: 2, size: '24x36 in' },
      { productId: product.productId, quantity: 1, size: '12x18 in' },
    ]);
    expect(order.billItems.map((i) => [i.size, i.quantity, i.price, i.labeledPrice])).toEqual([
      ['24x36 in', 2, 2000, 2200],
      ['12x18 in', 1, 1000, 1200],
    ]);
    expect(order.total).toBe(5000);
    expect(order.labeledTotal).toBe(5600);
    expect(await stocks(product)).toEqual({ total: 12, sizes: [4, 5, 3] });
  });

  it("the SPEC-shaped body (no size) places the order with the product's first size", async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, {
      sizes: [
        { size: 'A3', price: 3000, labeledPrice: 3000, stock: 4 },
        { size: '12x18 in', price: 2000, labeledPrice: 2000, stock: 4 },
      ],
    });
    const order = await place(shopper, [{ productId: product.productId, quantity: 2 }]);
    expect(order.billItems.map((i) => [i.size, i.price])).toEqual([['A3', 3000]]);
    expect(await stocks(product)).toEqual({ total: 6, sizes: [2, 4] });
  });

  it('a named size and an unnamed one meaning the same size become one line; labels ignore case', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { sizes: sizeLadder([5, 5, 5]) });
    const order = await place(shopper, [
      { productId: product.productId, quantity: 1 },
      { productId: product.productId, quantity: 2, size: ' 12X18 IN ' },
    ]);
    expect(order.billItems.map((i) => [i.size, i.quantity])).toEqual([['12x18 in', 3]]);
    expect(await stocks(product)).toEqual({ total: 12, sizes: [2, 5, 5] });
  });

  it('answers 400 naming the product and the size when the size is not offered, and changes nothing', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, {
      name: 'Galle Fort Walls',
      sizes: sizeLadder([5, 5, 5]).slice(0, 2),
    });
    const counts = [await OrderModel.count(), await OrderItemModel.count()];
    const error = await apiError(
      clientFor(app, shopper).order.place(
        orderBody([
          { productId: product.productId, quantity: 1, size: '12x18 in' },
          { productId: product.productId, quantity: 1, size: '24x36 in' },
        ]),
      ),
    );
    expect([error.status, error.code]).toEqual([400, 'invalid']);
    expect(error.message).toContain('Galle Fort Walls');
    expect(error.message).toContain('"24x36 in"');
    expect(error.errors).toEqual([{ path: 'billItems.1.size', message: error.message }]);
    expect([await OrderModel.count(), await OrderItemModel.count()]).toEqual(counts);
    expect(await stocks(product)).toEqual({ total: 10, sizes: [5, 5] });
  });

  it('answers 409 naming the product and the size when one size is short; the other sizes are untouched', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { name: 'Kandy Lake', sizes: sizeLadder([5, 1, 5]) });
    const error = await apiError(
      clientFor(app, shopper).order.place(
        orderBody([
          { productId: product.productId, quantity: 3, size: '12x18 in' },
          { productId: product.productId, quantity: 2, size: '18x24 in' },
        ]),
      ),
    );
    expect([error.status, error.code, error.message]).toEqual([
      409,
      'out_of_stock',
      'Not enough stock for Kandy Lake in size 18x24 in',
    ]);
    expect(await stocks(product)).toEqual({ total: 11, sizes: [5, 1, 5] });
  });

  it('gives the stock back to the same size on cancel, takes it again on leaving Cancelled', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { sizes: sizeLadder([5, 5, 5]) });
    const order = await place(shopper, [
      { productId: product.productId, quantity: 2, size: '18x24 in' },
      { productId: product.productId, quantity: 1, size: '24x36 in' },
    ]);
    expect(await stocks(product)).toEqual({ total: 12, sizes: [5, 3, 4] });
    await asAdmin.order.setStatus(order.orderID, 'Cancelled');
    expect(await stocks(product)).toEqual({ total: 15, sizes: [5, 5, 5] });
    await asAdmin.order.setStatus(order.orderID, 'Processing');
    expect(await stocks(product)).toEqual({ total: 12, sizes: [5, 3, 4] });
  });

  it('gives the stock back to the same size when the order is deleted', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { sizes: sizeLadder([5, 5, 5]) });
    const order = await place(shopper, [
      { productId: product.productId, quantity: 3, size: '24x36 in' },
    ]);
    expect(await stocks(product)).toEqual({ total: 12, sizes: [5, 5, 2] });
    await clientFor(app, shopper).order.remove(order.orderID);
    expect(await stocks(product)).toEqual({ total: 15, sizes: [5, 5, 5] });
  });

  it('finds the size by its label after staff reorder the sizes', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { sizes: sizeLadder([5, 5, 5]) });
    const order = await place(shopper, [
      { productId: product.productId, quantity: 2, size: '18x24 in' },
    ]);
    const [small, medium, large] = sizeLadder([5, 3, 5]);
    await asAdmin.product.update(product.productId, {
      sizes: [large, medium, small].filter((s) => s !== undefined),
    });
    await asAdmin.order.setStatus(order.orderID, 'Cancelled');
    expect(await stocks(product)).toEqual({ total: 15, sizes: [5, 5, 5] });
  });

  it('a size removed since takes nothing back, and leaving Cancelled then is a 409', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, {
      name: 'Mirissa Palms',
      sizes: sizeLadder([5, 5, 5]),
    });
    const order = await place(shopper, [
      { productId: product.productId, quantity: 2, size: '24x36 in' },
      { productId: product.productId, quantity: 1, size: '12x18 in' },
    ]);
    await asAdmin.product.update(product.productId, { sizes: sizeLadder([4, 5, 0]).slice(0, 2) });
    expect(await stocks(product)).toEqual({ total: 9, sizes: [4, 5] });
    await asAdmin.order.setStatus(order.orderID, 'Cancelled');
    expect(await stocks(product)).toEqual({ total: 10, sizes: [5, 5] });
    const error = await apiError(asAdmin.order.setStatus(order.orderID, 'Pending'));
    expect([error.status, error.code, error.message]).toEqual([
      409,
      'out_of_stock',
      'Mirissa Palms is no longer sold in size 24x36 in',
    ]);
    expect(await stocks(product)).toEqual({ total: 10, sizes: [5, 5] });
  });

  it('sells the last unit of a size exactly once when 10 shoppers race for it; the other sizes are untouched', async () => {
    const product = await createProduct(app, { name: 'Last Heron', sizes: sizeLadder([3, 1, 2]) });
    const racers = await Promise.all(Array.from({ length: 10 }, () => createUser(app)));
    const results = await Promise.all(
      racers.map((racer) => {
        const api = clientFor(app, racer);
        return outcomeOf(
          api,
          api.order.place(
            orderBody([{ productId: product.productId, quantity: 1, size: '18x24 in' }]),
          ),
        );
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.error?.message).toBe('Not enough stock for Last Heron in size 18x24 in');
    }
    expect(await stocks(product)).toEqual({ total: 5, sizes: [3, 0, 2] });
    expect(await OrderItemModel.count({ where: { productId: product.productId } })).toBe(1);
  });
});
