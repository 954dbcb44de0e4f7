import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Product } from '@wallart/domain';
import { createProduct, createUser } from '../../test/factories';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';

// On PostgreSQL a group of orders is written in one statement: the orders, their lines and the
// first entry of each status history, each line and entry finding its order's new id there.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

/** The SQL of every statement the database ran while `work` ran. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const keep = (_options: unknown, query: unknown) => {
    seen.push((query as { sql?: string }).sql ?? '');
  };
  app.sequelize.addHook('afterQuery', 'keep-statements', keep);
  try {
    await work();
  } finally {
    app.sequelize.removeHook('afterQuery', 'keep-statements');
  }
  return seen;
}

const body = (products: Product[]) => ({
  name: 'Nimali Perera',
  address: '12 Temple Road, Kandy',
  phoneNumber: '+94 77 123 4567',
  billItems: products.map((p) => ({ productId: p.productId, quantity: 1 })),
});

it('writes each group of orders with their lines and histories in one statement', async () => {
  const shoppers = await Promise.all(Array.from({ length: 8 }, () => createUser(app)));
  const products = await Promise.all(
    Array.from({ length: 16 }, (_, i) => createProduct(app, { name: `Print ${i}`, stock: 3 })),
  );
  const clients = shoppers.map((s) => clientFor(app, s));
  let placed: string[] = [];
  const statements = await statementsDuring(async () => {
    const answers = await Promise.all(
      clients.map((api, i) => api.order.place(body(products.slice(2 * i, 2 * i + 2)))),
    );
    placed = answers.map((a) => a.order.orderID);
  });

  const writes = statements.filter((sql) =>
    /INSERT INTO (orders|order_items|order_status)/.test(sql),
  );
  const groups = statements.filter((sql) => /^(BEGIN|START TRANSACTION)/i.test(sql)).length;
  expect(writes.length).toBeGreaterThan(0);
  expect(writes.length).toBeLessThanOrEqual(groups);
  for (const sql of writes) {
    expect(sql).toMatch(/INSERT INTO orders/);
    expect(sql).toMatch(/INSERT INTO order_items/);
    expect(sql).toMatch(/INSERT INTO order_status_changes/);
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
