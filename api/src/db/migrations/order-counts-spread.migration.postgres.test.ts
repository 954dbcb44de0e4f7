import { QueryTypes, type Transaction } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { useEmptyTestDatabase } from '../../test/test-db';
import { createMigrator } from '../migrate';
import { ORDER_COUNT_SLOTS } from './20261127-0301-order-counts-spread';

const database = useEmptyTestDatabase();

/** Orders per status as the admin's totals read them: the sum of each status's rows. */
async function counts(): Promise<Record<string, number>> {
  const rows = await database().query<{ status: string; n: string }>(
    'SELECT status, SUM(n) AS n FROM order_counts GROUP BY status HAVING SUM(n) <> 0 ORDER BY status',
    { type: QueryTypes.SELECT },
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

let placed = 0;
/** An order written by plain SQL, as the checkout's statements write it. */
async function placeOrder(status = 'Pending', transaction?: Transaction) {
  placed += 1;
  await database().query(
    `INSERT INTO orders ("orderID", email, name, address, "phoneNumber", status, "totalCents",
       "labeledTotalCents", "createdAt", "updatedAt")
     VALUES (:orderID, 'a@wallart.test', 'A', 'B', '+94 77 000 0000', :status, 1000, 1000, now(), now())`,
    { replacements: { orderID: `WA-${placed}`, status }, transaction },
  );
}

const run = (sql: string) => database().query(sql);

/** The slot this transaction's connection moves: its backend's process id, modulo the slots. */
async function slotOf(transaction: Transaction): Promise<number> {
  const [row] = await database().query<{ pid: number }>('SELECT pg_backend_pid() AS pid', {
    type: QueryTypes.SELECT,
    transaction,
  });
  return Number(row?.pid) % ORDER_COUNT_SLOTS;
}

describe('migration 20261127-0301-order-counts-spread', () => {
  it('keeps each status’s total exact, and orders on two connections do not wait on each other’s count', async () => {
    const migrator = createMigrator(database());
    await migrator.up({ to: '20261127-0202-product-counts-per-statement' });
    await placeOrder();
    await placeOrder();
    await placeOrder('Shipped');
    await migrator.up();
    expect(await counts()).toEqual({ Pending: 2, Shipped: 1 });

    // An order is left uncommitted; another connection (of another slot) places one meanwhile.
    const first = await database().transaction();
    const opened = [first];
    try {
      await placeOrder('Pending', first);
      let second: Transaction | undefined;
      while (!second && opened.length < 7) {
        const t = await database().transaction();
        opened.push(t);
        if ((await slotOf(t)) !== (await slotOf(first))) second = t;
      }
      if (!second) throw new Error('No connection of another slot was opened');
      await database().query(`SET LOCAL lock_timeout = '2s'`, { transaction: second });
      await placeOrder('Pending', second);
      while (opened.length) await opened.shift()?.commit();
    } finally {
      for (const t of opened) await t.rollback();
    }
    expect(await counts()).toEqual({ Pending: 4, Shipped: 1 });

    // A status rewritten unchanged moves nothing; real moves and deletes move the totals.
    await run(`UPDATE orders SET status = status`);
    await run(`UPDATE orders SET status = 'Shipped' WHERE "orderID" IN ('WA-1', 'WA-4')`);
    await run(`DELETE FROM orders WHERE "orderID" = 'WA-2'`);
    expect(await counts()).toEqual({ Pending: 1, Shipped: 3 });

    // Undone: one row per status, as exact, and counted row by row again.
    await migrator.down({ to: '20261127-0301-order-counts-spread' });
    const [{ rows }] = (await database().query<{ rows: string }>(
      'SELECT count(*) AS rows FROM order_counts WHERE n <> 0',
      { type: QueryTypes.SELECT },
    )) as [{ rows: string }];
    expect(Number(rows)).toBe(2);
    await placeOrder('Delivered');
    expect(await counts()).toEqual({ Delivered: 1, Pending: 1, Shipped: 3 });
  });
});
