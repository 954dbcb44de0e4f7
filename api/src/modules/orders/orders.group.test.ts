import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_SETTINGS, type Order, type Product } from '@wallart/domain';
import { createProduct, createUser } from '../../test/factories';
import { ApiError } from '@wallart/domain/api-client';
import { isBegin, statementsDuring } from '../../test/statements-during';
import { clientFor, startTestApp, type TestApp, type TestClient } from '../../test/test-app';

// Orders placed at the same moment are written together, in one transaction, on SQLite and
// PostgreSQL alike. Each shopper still sees exactly their own outcome.

let app: TestApp;
let shop: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  shop = clientFor(app);
});
afterAll(async () => app.close());

const stockOf = async (product: Product) => (await shop.product.get(product.productId)).stock;

type Size = NonNullable<Parameters<TestClient['order']['place']>[0]['billItems'][number]['size']>;

const body = (lines: { product: Product; quantity: number; size?: Size }[]) => ({
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
  return (await statementsDuring(app.sequelize, work)).filter(isBegin).length;
}

describe('orders placed at the same moment', () => {
  it('each shopper gets their own order, stored exactly as answered', async () => {
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => createUser(app)));
    const products = await Promise.all(
      shoppers.map((_, i) =>
        createProduct(app, {
          sizes: [
            { size: '12x18 in', price: 900, labeledPrice: 900, stock: 5 },
            { size: '24x36 in', price: 1000 + i * 100, labeledPrice: 1000 + i * 100, stock: 5 },
          ],
        }),
      ),
    );
    const clients = shoppers.map((s) => clientFor(app, s));
    let answers: Order[] = [];
    const transactions = await transactionsDuring(async () => {
      answers = await Promise.all(
        clients.map(async (api, i) => {
          const line = { product: products[i] as Product, quantity: 2, size: '24x36 in' as const };
          return (await api.order.place(body([line]))).order;
        }),
      );
    });
    expect(clients.map((api) => api.lastAnswer().status)).toEqual(Array(12).fill(201));
    expect(transactions).toBeLessThan(12);

    for (const [i, shopper] of shoppers.entries()) {
      const placed = answers[i] as Order;
      const product = products[i] as Product;
      expect(placed.email).toBe(shopper.user.email);
      // Under LKR 5,000: the subtotal plus home standard shipping.
      expect(placed.subtotal).toBe((1000 + i * 100) * 2);
      expect(placed.total).toBe((1000 + i * 100) * 2 + DEFAULT_SHIPPING_SETTINGS.standard.fee);
      expect(placed.billItems).toEqual([
        expect.objectContaining({ productId: product.productId, quantity: 2, size: '24x36 in' }),
      ]);
      const { statusHistory, ...order } = await (clients[i] as TestClient).order.get(
        placed.orderID,
      );
      expect(order).toEqual(placed);
      expect(statusHistory).toEqual([
        { from: null, to: 'Pending', at: placed.date, by: shopper.user.email },
      ]);
      // The large size gave two; the product's summary is the sum of its sizes' stock.
      expect(await stockOf(product)).toBe(8);
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
    const clients = shoppers.map((s) => clientFor(app, s));
    const answers = await Promise.allSettled(
      orders.map((order, i) => (clients[i] as TestClient).order.place(order)),
    );
    expect(clients.map((api) => api.lastAnswer().status)).toEqual([201, 409, 201, 201]);
    const refused = answers[1];
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(ApiError);
    expect(refused?.status === 'rejected' && (refused.reason as ApiError).message).toBe(
      'Not enough stock for Sold Out Sunrise in size 12x18 in',
    );
    expect(await stockOf(plenty)).toBe(2);
    expect(await stockOf(gone)).toBe(0);
    const ofRefused = await app.sequelize.query('SELECT id FROM orders WHERE "userId" = :id', {
      replacements: { id: Number(shoppers[1]?.user._id) },
      type: QueryTypes.SELECT,
    });
    expect(ofRefused).toEqual([]);
    for (const index of [0, 2, 3]) {
      const answer = answers[index];
      if (answer?.status !== 'fulfilled') throw new Error(`order ${index} was refused`);
      const placed = answer.value.order;
      const stored = await (clients[index] as TestClient).order.get(placed.orderID);
      expect(stored.billItems).toEqual(placed.billItems);
    }
  });

  it('a group some size cannot cover writes the orders it can, and refuses the others alone', async () => {
    const scarce = await createProduct(app, { name: 'Scarce Print', stock: 3 });
    const shoppers = await Promise.all(Array.from({ length: 3 }, () => createUser(app)));
    const clients = shoppers.map((s) => clientFor(app, s));
    const transactions = await transactionsDuring(() =>
      Promise.allSettled(
        clients.map((api) => api.order.place(body([{ product: scarce, quantity: 2 }]))),
      ),
    );

    expect(clients.map((api) => api.lastAnswer().status).sort()).toEqual([201, 409, 409]);
    // The first order written fits; each of the others is refused in its own savepoint.
    expect(transactions).toBeLessThan(3);
    expect(await stockOf(scarce)).toBe(1);
    const lines = await app.sequelize.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM order_items WHERE "productId" = :productId',
      { replacements: { productId: scarce.productId }, type: QueryTypes.SELECT },
    );
    expect(Number(lines[0]?.n)).toBe(1);
  });
});
