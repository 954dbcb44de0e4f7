import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@wallart/domain';
import { createProduct, createUser } from '../../test/factories';
import { ORDER_ATTRIBUTES } from './order-inserts';
import { isBegin, statementsDuring } from '../../test/statements-during';
import { clientFor, startTestApp, type TestApp, type TestClient } from '../../test/test-app';

// On SQLite a group of plain orders goes to the writer as one script (decision 0073): one trip
// holds the writer from BEGIN to COMMIT. What shoppers and staff see is what a transaction of
// statements would have written.

let app: TestApp;
let shop: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  shop = clientFor(app);
});
afterAll(async () => app.close());

const stockOf = async (product: Product) => (await shop.product.get(product.productId)).stock;

const body = (product: Product, quantity: number, name = 'Nimali Perera') => ({
  name,
  address: '12 Temple Road, Kandy',
  phoneNumber: '+94 77 123 4567',
  billItems: [{ productId: product.productId, quantity }],
});

const isScript = (sql: string) => /^BEGIN IMMEDIATE;\n/.test(sql);

/** Places the orders at the same moment; answers the outcomes and what the database was sent. */
async function placeTogether(orders: { client: TestClient; order: ReturnType<typeof body> }[]) {
  let outcomes: PromiseSettledResult<{ order: Order }>[] = [];
  const statements = await statementsDuring(app.sequelize, async () => {
    outcomes = await Promise.allSettled(
      orders.map(({ client, order }) => client.order.place(order)),
    );
  });
  return { outcomes, statements };
}

const placed = (outcome: PromiseSettledResult<{ order: Order }> | undefined): Order => {
  if (outcome?.status !== 'fulfilled') throw new Error('The order was refused');
  return outcome.value.order;
};

describe('a group of plain orders as one script (SQLite)', () => {
  it('writes the orders, lines, histories and stock in scripts, with no transaction of statements', async () => {
    const products = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createProduct(app, { name: `Script Print ${i}`, stock: 9 }),
      ),
    );
    const shoppers = await Promise.all(products.map(() => createUser(app)));
    const clients = shoppers.map((s) => clientFor(app, s));
    const { outcomes, statements } = await placeTogether(
      products.map((product, i) => ({ client: clients[i] as TestClient, order: body(product, 2) })),
    );

    expect(clients.map((c) => c.lastAnswer().status)).toEqual(Array(6).fill(201));
    const begun = statements.filter(isBegin);
    expect(begun.length).toBeGreaterThan(0);
    expect(begun.every(isScript)).toBe(true);
    for (const [i, product] of products.entries()) {
      const order = placed(outcomes[i]);
      const { statusHistory, ...stored } = await (clients[i] as TestClient).order.get(
        order.orderID,
      );
      expect(stored).toEqual(order);
      expect(statusHistory).toEqual([
        { from: null, to: 'Pending', at: order.date, by: shoppers[i]?.user.email },
      ]);
      expect(await stockOf(product)).toBe(7);
    }
    // The answered ids are the stored rows' own.
    const ids = await app.sequelize.query<{ id: number; orderID: string }>(
      'SELECT id, "orderID" FROM orders WHERE "orderID" IN (:codes)',
      { replacements: { codes: outcomes.map((o) => placed(o).orderID) }, type: QueryTypes.SELECT },
    );
    expect(Object.fromEntries(ids.map((row) => [row.orderID, String(row.id)]))).toEqual(
      Object.fromEntries(outcomes.map((o) => [placed(o).orderID, placed(o)._id])),
    );
  });

  it("stores a shopper's text exactly, quotes and SQL in it included", async () => {
    const product = await createProduct(app, { name: 'Quoted Print', stock: 3 });
    const shopper = await createUser(app);
    const client = clientFor(app, shopper);
    const name = `O'Brien'); DROP TABLE orders; -- "ශ්‍රී" \\ 🎨`;
    const { outcomes, statements } = await placeTogether([
      { client, order: body(product, 1, name) },
    ]);

    expect(statements.filter(isBegin).every(isScript)).toBe(true);
    const order = placed(outcomes[0]);
    expect(order.name).toBe(name);
    expect((await client.order.get(order.orderID)).name).toBe(name);
    expect(await stockOf(product)).toBe(2);
  });

  it('gives the right ids after an order was written some other way', async () => {
    const product = await createProduct(app, { name: 'Counted Print', stock: 9 });
    const shopper = await createUser(app);
    const client = clientFor(app, shopper);
    const first = placed((await placeTogether([{ client, order: body(product, 1) }])).outcomes[0]);
    // Another writer's order: the id the script would have given next is taken.
    const columns = ORDER_ATTRIBUTES.filter((a) => a !== 'orderID').map((a) => `"${a}"`);
    await app.sequelize.query(
      `INSERT INTO orders ("orderID", ${columns.join(', ')})
        SELECT 'WA-ELSEWHERE', ${columns.join(', ')} FROM orders WHERE "orderID" = :code`,
      { replacements: { code: first.orderID } },
    );

    const { outcomes, statements } = await placeTogether([{ client, order: body(product, 1) }]);
    const next = placed(outcomes[0]);
    const stored = await app.sequelize.query<{ id: number; orderID: string }>(
      `SELECT id, "orderID" FROM orders WHERE "orderID" IN ('WA-ELSEWHERE', :code) ORDER BY id`,
      { replacements: { code: next.orderID }, type: QueryTypes.SELECT },
    );
    expect(stored.map((row) => row.orderID)).toEqual(['WA-ELSEWHERE', next.orderID]);
    expect(next._id).toBe(String(stored[1]?.id));
    expect((await client.order.get(next.orderID)).billItems).toEqual(next.billItems);
    expect(statements.filter(isBegin).length).toBeGreaterThan(0);
    expect(await stockOf(product)).toBe(7);
  });
});
