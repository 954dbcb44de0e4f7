import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@wallart/domain';
import { OrderItemModel, OrderModel, ProductModel, ProductSizeModel } from '../../db/models';
import { createProduct, createUser, sizeLadder, type SignedIn } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

type BillItem = Parameters<TestClient['order']['place']>[0]['billItems'][number];

const orderBody = <T>(billItems: T[]) => ({
  name: 'Kamala Silva',
  address: '12 Temple Road, Kandy',
  phoneNumber: '+94 71 555 1234',
  billItems,
});

async function stockOf(productId: string): Promise<number> {
  const row = await ProductModel.findOne({ where: { productId }, raw: true });
  return Number(row?.stock);
}

/** Each size's own stock, in the order staff set. */
async function sizeStocks(productId: string): Promise<number[]> {
  const product = await ProductModel.findOne({ where: { productId }, raw: true });
  const sizes = await ProductSizeModel.findAll({
    where: { productRefId: product?.id ?? 0 },
    order: [['position', 'ASC']],
    raw: true,
  });
  return sizes.map((s) => s.stock);
}

async function place(shopper: SignedIn, billItems: BillItem[]): Promise<Order> {
  const api = clientFor(app, shopper);
  const { order } = await api.order.place(orderBody(billItems));
  expect(api.lastAnswer().status).toBe(201);
  return order;
}

describe('POST /api/order', () => {
  // Sends prices, totals and a status the client never sends: a raw request on purpose.
  it('computes names, prices and totals from the database, ignoring what the client sent', async () => {
    const shopper = await createUser(app);
    const a = await createProduct(app, {
      name: 'Sigiriya Dawn',
      price: 1234.56,
      labeledPrice: 1500,
    });
    const b = await createProduct(app, { name: 'Tea Hills', price: 99.99, labeledPrice: 120.5 });
    const res = await app.call('POST', '/api/order', {
      token: shopper.token,
      body: {
        ...orderBody([
          {
            productId: a.productId,
            quantity: 3,
            price: 1,
            labeledPrice: 1,
            name: 'Free',
            image: 'x',
          },
          { productId: b.productId, quantity: 2, price: 0, productName: 'Gift' },
        ]),
        total: 1,
        labeledTotal: 2,
        status: 'Delivered',
        email: 'someone-else@wallart.test',
      },
    });
    expect(res.status).toBe(201);
    const order = res.body.order as Order;
    // Under LKR 5,000: home standard shipping (LKR 450) is added to the lines' subtotal.
    expect(order.subtotal).toBe(3903.66);
    expect(order.shippingFee).toBe(450);
    expect(order.total).toBe(4353.66);
    expect(order.labeledTotal).toBe(4741);
    expect(order.status).toBe('Pending');
    expect(order.email).toBe(shopper.user.email);
    expect(order.billItems).toEqual([
      expect.objectContaining({
        productId: a.productId,
        name: 'Sigiriya Dawn',
        productName: 'Sigiriya Dawn',
        image: '/uploads/test.jpg',
        price: 1234.56,
        labeledPrice: 1500,
        quantity: 3,
      }),
      expect.objectContaining({
        productId: b.productId,
        name: 'Tea Hills',
        price: 99.99,
        quantity: 2,
      }),
    ]);
    const stored = await OrderModel.findOne({ where: { orderID: order.orderID }, raw: true });
    expect(Number(stored?.subtotalCents)).toBe(390366);
    expect(Number(stored?.totalCents)).toBe(435366);
    expect(stored?.email).toBe(shopper.user.email);
  });

  it('keeps the chosen size per line, defaulting to the first size, and takes the stock', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { sizes: sizeLadder([4, 3, 3]) });
    const order = await place(shopper, [
      { productId: product.productId, quantity: 1, size: '24x36 in' },
      { productId: product.productId, quantity: 2 },
    ]);
    expect(order.billItems.map((i) => [i.size, i.quantity])).toEqual([
      ['24x36 in', 1],
      ['12x18 in', 2],
    ]);
    expect(await stockOf(product.productId)).toBe(7);
    expect(await sizeStocks(product.productId)).toEqual([2, 3, 2]);
  });

  it('merges duplicated lines of the same print and size into one', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, {
      sizes: [
        { size: '12x18 in', price: 400, labeledPrice: 400, stock: 0 },
        { size: '18x24 in', price: 500, labeledPrice: 500, stock: 10 },
      ],
    });
    const order = await place(shopper, [
      { productId: product.productId, quantity: 2, size: '18x24 in' },
      { productId: product.productId, quantity: 3, size: '18x24 in' },
    ]);
    expect(order.billItems).toHaveLength(1);
    expect(order.billItems[0]).toMatchObject({ quantity: 5, size: '18x24 in' });
    const { statusHistory: _history, ...stored } = await clientFor(app, shopper).order.get(
      order.orderID,
    );
    expect(stored).toEqual(order);
    expect(order.subtotal).toBe(2500);
    expect(order.total).toBe(2950);
    expect(await stockOf(product.productId)).toBe(5);
  });

  // A size outside the list cannot be typed into the client: a raw request on purpose.
  it('answers 400 for an unknown size and writes nothing', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { stock: 10 });
    const before = await OrderModel.count();
    const res = await app.call('POST', '/api/order', {
      token: shopper.token,
      body: orderBody([{ productId: product.productId, quantity: 1, size: '1x1 mile' }]),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'billItems.0.size' })]),
    );
    expect(await OrderModel.count()).toBe(before);
    expect(await stockOf(product.productId)).toBe(10);
  });

  it('answers 409 naming the short product and writes nothing, not even the other lines', async () => {
    const shopper = await createUser(app);
    const plenty = await createProduct(app, { stock: 10 });
    const scarce = await createProduct(app, {
      name: 'Last Elephant',
      sizes: [
        { size: '12x18 in', price: 1000, labeledPrice: 1000, stock: 2 },
        { size: '24x36 in', price: 2000, labeledPrice: 2000, stock: 0 },
      ],
    });
    const [orders, items] = [await OrderModel.count(), await OrderItemModel.count()];
    const error = await apiError(
      clientFor(app, shopper).order.place(
        orderBody<BillItem>([
          { productId: plenty.productId, quantity: 4 },
          { productId: scarce.productId, quantity: 2, size: '12x18 in' },
          { productId: scarce.productId, quantity: 1, size: '24x36 in' },
        ]),
      ),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('out_of_stock');
    expect(error.message).toBe('Not enough stock for Last Elephant in size 24x36 in');
    expect(error.errors).toEqual([]);
    expect([await OrderModel.count(), await OrderItemModel.count()]).toEqual([orders, items]);
    expect(await stockOf(plenty.productId)).toBe(10);
    expect(await stockOf(scarce.productId)).toBe(2);
  });

  it('answers 404 for an unknown productId and writes nothing', async () => {
    const shopper = await createUser(app);
    const known = await createProduct(app, { stock: 10 });
    const before = await OrderModel.count();
    const error = await apiError(
      clientFor(app, shopper).order.place(
        orderBody([
          { productId: known.productId, quantity: 1 },
          { productId: 'NO-SUCH-PRINT', quantity: 1 },
        ]),
      ),
    );
    expect(error.status).toBe(404);
    expect(error.message).toContain('NO-SUCH-PRINT');
    expect(await OrderModel.count()).toBe(before);
    expect(await stockOf(known.productId)).toBe(10);
  });

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
