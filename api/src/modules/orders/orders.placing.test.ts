import { describe, expect, it } from 'vitest';
import type { Order } from '@wallart/domain';
import { OrderItemModel, OrderModel } from '../../db/models';
import { createProduct, createUser, sizeLadder } from '../../test/factories';
import { apiError, clientFor } from '../../test/test-app';
import {
  app,
  orderBody,
  place,
  sizeStocks,
  stockOf,
  useOrderShop,
  type BillItem,
} from './testing/order-shop';

/** What an order is made of: prices and names from the database, sizes, lines and stock. */
useOrderShop();

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
});
