import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Product } from '@wallart/domain';
import { createProduct, createUser } from '../../test/factories';
import { isBegin, statementsDuring } from '../../test/statements-during';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';

// On PostgreSQL a group of orders where every size covers its need takes its stock in one
// statement (the sizes and the products' summaries) and is written in one more: the orders, their
// lines and the first entry of each status history, each finding its order's new id there.

let app: TestApp;
const shop = () => clientFor(app);
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

/** The statements between each START TRANSACTION and its COMMIT (others ran between them). */
function transactionsOf(statements: string[]): string[][] {
  const blocks: string[][] = [];
  let open: string[] | null = null;
  for (const sql of statements) {
    if (isBegin(sql)) blocks.push((open = []));
    else if (/^COMMIT/i.test(sql)) open = null;
    else open?.push(sql);
  }
  return blocks;
}

const body = (products: Product[]) => ({
  name: 'Nimali Perera',
  address: '12 Temple Road, Kandy',
  phoneNumber: '+94 77 123 4567',
  billItems: products.map((p) => ({ productId: p.productId, quantity: 1 })),
});

it("takes a group's stock in one statement and writes its orders in one more", async () => {
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

  const writes = statements.filter((sql) =>
    /INSERT INTO (orders|order_items|order_status)/.test(sql),
  );
  const groups = statements.filter(isBegin).length;
  expect(writes.length).toBeGreaterThan(0);
  expect(writes.length).toBeLessThanOrEqual(groups);
  for (const sql of writes) {
    expect(sql).toMatch(/INSERT INTO orders/);
    expect(sql).toMatch(/INSERT INTO order_items/);
    expect(sql).toMatch(/INSERT INTO order_status_changes/);
  }

  // A group's stock: one statement, where a lone order still takes a size and then its summary.
  const grouped = transactionsOf(statements).filter((block) =>
    block.some((sql) => sql.startsWith('WITH taken AS (UPDATE product_sizes')),
  );
  expect(grouped.length).toBeGreaterThan(0);
  for (const block of grouped) {
    const stockMoves = block.filter((sql) => /UPDATE (product_sizes|products) /.test(sql));
    expect(stockMoves).toHaveLength(1);
    expect(stockMoves[0]).toMatch(/UPDATE products /);
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
