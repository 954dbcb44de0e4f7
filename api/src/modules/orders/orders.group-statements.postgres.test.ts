import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Product } from '@wallart/domain';
import { createProduct, createUser } from '../../test/factories';
import { isBegin, statementsDuring } from '../../test/statements-during';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';

// On PostgreSQL a group of plain orders is one statement (decision 0074): the sizes' stock, the
// products' summaries, the orders, their lines and the first entry of each status history, each
// finding its order's new id there, with no transaction around it.

let app: TestApp;
const shop = () => clientFor(app);
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const body = (products: Product[]) => ({
  name: 'Nimali Perera',
  address: '12 Temple Road, Kandy',
  phoneNumber: '+94 77 123 4567',
  billItems: products.map((p) => ({ productId: p.productId, quantity: 1 })),
});

it('writes a group of plain orders, with their stock, in one statement and no transaction', async () => {
  const shoppers = await Promise.all(Array.from({ length: 8 }, () => createUser(app)));
  const products = await Promise.all(
    Array.from({ length: 16 }, (_, i) => createProduct(app, { name: `Print ${i}`, stock: 3 })),
  );
  const clients = shoppers.map((s) => clientFor(app, s));
  let placed: string[] = [];
  const statements = await statementsDuring(app.sequelize, async () => {
    const answers = await Promise.all(
      clients.map((api, i) => api.order.place(body(products.slice(2 * i, 2 * i + 2)))),
    );
    placed = answers.map((a) => a.order.orderID);
  });

  expect(statements.filter(isBegin)).toEqual([]);
  const writes = statements.filter((sql) =>
    /UPDATE (product_sizes|products) |INSERT INTO (orders|order_items|order_status)/.test(sql),
  );
  expect(writes.length).toBeGreaterThan(0);
  expect(writes.length).toBeLessThanOrEqual(8);
  for (const sql of writes) {
    for (const step of [
      /taken AS \(UPDATE product_sizes /,
      /moved AS \(UPDATE products /,
      /INSERT INTO orders /,
      /INSERT INTO order_items /,
      /INSERT INTO order_status_changes /,
      /WHERE shop_check\(/,
    ])
      expect(sql).toMatch(step);
  }
  // Every product gave one print, and its summary says so.
  for (const product of products) {
    expect((await shop().product.get(product.productId)).stock).toBe(2);
  }

  for (const [i, orderID] of placed.entries()) {
    const stored = await (clients[i] as (typeof clients)[number]).order.get(orderID);
    expect(stored.billItems.map((line) => line.productId)).toEqual(
      products.slice(2 * i, 2 * i + 2).map((p) => p.productId),
    );
    expect(stored.statusHistory).toEqual([
      { from: null, to: 'Pending', at: stored.date, by: shoppers[i]?.user.email },
    ]);
  }
});
