import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@wallart/domain';
import { dialectOf } from '../../db/sequelize';
import { createProduct, createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

// Orders placed at the same moment: on SQLite they are written together, in one transaction;
// on PostgreSQL side by side. Either way each shopper sees exactly their own outcome.

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(async () => app.close());

const stockOf = async (product: Product) =>
  Number((await app.call('GET', `/api/product/${product.productId}`)).body.stock);

const body = (lines: { product: Product; quantity: number; size?: string }[]) => ({
  name: 'Nimali Perera',
  address: '12 Temple Road, Kandy',
  phoneNumber: '+94 77 123 4567',
  billItems: lines.map((l) => ({
    productId: l.product.productId,
    quantity: l.quantity,
    ...(l.size && { size: l.size }),
  })),
});

/** Counts the transactions the database began while `work` ran. */
async function transactionsDuring(work: () => Promise<unknown>): Promise<number> {
  let begun = 0;
  const count = (_options: unknown, query: unknown) => {
    if (/^(BEGIN|START TRANSACTION)/i.test((query as { sql?: string }).sql ?? '')) begun += 1;
  };
  app.sequelize.addHook('afterQuery', 'count-transactions', count);
  try {
    await work();
  } finally {
    app.sequelize.removeHook('afterQuery', 'count-transactions');
  }
  return begun;
}

describe('orders placed at the same moment', () => {
  it('each shopper gets their own order, stored exactly as answered', async () => {
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => createUser(app)));
    const products = await Promise.all(
      shoppers.map((_, i) => createProduct(app, { stock: 5, price: 1000 + i * 100 })),
    );
    let answers: { status: number; body: { order: Order } }[] = [];
    const transactions = await transactionsDuring(async () => {
      answers = await Promise.all(
        shoppers.map((s, i) =>
          app.call('POST', '/api/order', {
            token: s.token,
            body: body([{ product: products[i] as Product, quantity: 2, size: '24x36 in' }]),
          }),
        ),
      );
    });
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    if (dialectOf(app.sequelize) === 'sqlite') expect(transactions).toBeLessThan(12);
    else expect(transactions).toBe(12);

    for (const [i, shopper] of shoppers.entries()) {
      const placed = (answers[i] as { body: { order: Order } }).body.order;
      const product = products[i] as Product;
      expect(placed.email).toBe(shopper.user.email);
      expect(placed.total).toBe((1000 + i * 100) * 2);
      expect(placed.billItems).toEqual([
        expect.objectContaining({ productId: product.productId, quantity: 2, size: '24x36 in' }),
      ]);
      const stored = await app.call('GET', `/api/order/${placed.orderID}`, {
        token: shopper.token,
      });
      expect(stored.status).toBe(200);
      const { statusHistory, ...order } = stored.body as Order;
      expect(order).toEqual(placed);
      expect(statusHistory).toEqual([
        { from: null, to: 'Pending', at: placed.date, by: shopper.user.email },
      ]);
      expect(await stockOf(product)).toBe(3);
    }
  });

  it('an order short on its second print gives the first back; the orders around it go through', async () => {
    const plenty = await createProduct(app, { name: 'Misty Hills', stock: 5 });
    const gone = await createProduct(app, { name: 'Sold Out Sunrise', stock: 0 });
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => createUser(app)));
    const orders = [
      body([{ product: plenty, quantity: 1 }]),
      body([
        { product: plenty, quantity: 2 },
        { product: gone, quantity: 1 },
      ]),
      body([{ product: plenty, quantity: 1 }]),
      body([{ product: plenty, quantity: 1 }]),
    ];
    const answers = await Promise.all(
      orders.map((order, i) =>
        app.call('POST', '/api/order', { token: shoppers[i]?.token, body: order }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 409, 201, 201]);
    expect(answers[1]?.body.message).toBe('Not enough stock for Sold Out Sunrise');
    expect(await stockOf(plenty)).toBe(2);
    expect(await stockOf(gone)).toBe(0);
    const ofRefused = await app.sequelize.query('SELECT id FROM orders WHERE "userId" = :id', {
      replacements: { id: Number(shoppers[1]?.user._id) },
      type: QueryTypes.SELECT,
    });
    expect(ofRefused).toEqual([]);
    for (const index of [0, 2, 3]) {
      const placed = answers[index]?.body.order as Order;
      const stored = await app.call('GET', `/api/order/${placed.orderID}`, {
        token: shoppers[index]?.token,
      });
      expect(stored.body.billItems).toEqual(placed.billItems);
    }
  });
});
