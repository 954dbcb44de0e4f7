import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startShop, type ShopServer } from '../support/shop-server';
import { call } from './http';
import {
  ackedOrderProblems,
  createPostgresDatabase,
  postgresLedger,
  readFacts,
  sqliteLedger,
} from './ledger';
import {
  LOAD_TEST_ENV,
  waitUntil,
  removeDir,
  type PlacedOrder,
  startShoppersOrdering,
} from './shop-load';

const STOCK = 5000;
/** Acknowledged orders after which the server is killed, in the middle of the next ones. */
const KILL_AFTER = 24;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(['sqlite', 'postgres'] as const)(
  'a crash (SIGKILL) under order load on %s',
  (dialect) => {
    it('loses no acknowledged order, leaves no half order and keeps stock exact', async () => {
      const env: Record<string, string> = { ...LOAD_TEST_ENV };
      if (dialect === 'postgres') {
        const db = await createPostgresDatabase('wallart_crash');
        cleanups.push(db.drop);
        env.DATABASE_URL = db.url;
      }
      const first = await startShop({ env });
      cleanups.push(() => removeDir(first.dataDir));
      cleanups.push(() => first.stop('SIGKILL'));
      const { admin, productIds, load, stop } = await startShoppersOrdering(first.url, {
        stock: STOCK,
        shoppers: 6,
        workers: 8,
      });
      const started = Date.now();
      // Kill once three rounds of the 8 shoppers went through; concurrent orders must not stall
      // each other, so that takes seconds, not the 20 s allowed.
      await waitUntil(() => load.live.acked.length >= KILL_AFTER, 20_000);
      const exitCode = await first.stop('SIGKILL');
      const killedAt = Date.now();
      stop();
      const result = await load.done;

      expect(exitCode).toBeNull();
      expect(result.acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
      // Nothing but acknowledgements before the kill; only connection errors after it.
      expect(result.statuses).toEqual({});
      expect(Object.keys(result.failures).length).toBeGreaterThan(0);

      const second: ShopServer = await startShop({ dataDir: first.dataDir, env });
      cleanups.push(() => second.stop('SIGTERM'));

      // What the shop shows: each acknowledged order, whole, with the total the shopper was told.
      for (const order of result.acked) {
        const res = await call<PlacedOrder>(second.url, 'GET', `/api/order/${order.orderID}`, {
          token: admin,
        });
        expect(res.status, order.orderID).toBe(200);
        expect(res.body.total).toBe(order.total);
        expect(res.body.billItems.map((l) => [l.productId, l.quantity, l.price])).toEqual(
          order.billItems.map((l) => [l.productId, l.quantity, l.price]),
        );
      }

      // What the database holds: no half orders anywhere, stock = initial - what orders hold.
      const ledger =
        dialect === 'postgres'
          ? await postgresLedger(env.DATABASE_URL as string)
          : sqliteLedger(path.join(first.dataDir, 'shop.sqlite'));
      const facts = await readFacts(ledger, productIds);
      await ledger.close();
      expect(facts.ordersWithoutLines).toEqual([]);
      expect(facts.linesWithoutOrder).toBe(0);
      expect(facts.wrongTotals).toEqual([]);
      expect(ackedOrderProblems(facts, result.acked)).toEqual([]);
      for (const productId of productIds) {
        const { stock, held } = facts.stock.get(productId) ?? { stock: -1, held: -1 };
        expect(stock, productId).toBe(STOCK - held);
      }
      const ours = [...facts.orders.values()].filter((o) =>
        o.lines.some((l) => productIds.includes(l.productId)),
      );
      console.info(
        `[crash ${dialect}] ${result.acked.length} orders acknowledged in ${killedAt - started} ms of load; ` +
          `${ours.length} stored (${ours.length - result.acked.length} committed but unanswered at the kill); ` +
          `client errors ${JSON.stringify(result.failures)}`,
      );
      expect(ours.length).toBeGreaterThanOrEqual(result.acked.length);
      expect(await second.stop('SIGTERM')).toBe(0);
    });
  },
);
