import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startShop } from '../support/shop-server';
import { call, errorCode, type Answer } from './http';
import { ackedOrderProblems, readFacts, sqliteLedger } from './ledger';
import {
  LOAD_TEST_ENV,
  sleep,
  waitUntil,
  removeDir,
  type PlacedOrder,
  startShoppersOrdering,
} from './shop-load';

const STOCK = 5000;
/** Each order's own shop notice is counted below, so none are gathered into a digest. */
const ENV = { ...LOAD_TEST_ENV, ORDER_NOTICE_WINDOW_SECONDS: '0' };
const BURST = 12;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const orderBody = (productId: string) => ({
  name: 'Burst Shopper',
  address: '2 Test Lane, Kandy',
  phoneNumber: '+94 71 000 0000',
  billItems: [{ productId, quantity: 1 }],
});

describe('SIGTERM under order load', () => {
  it('finishes the requests in flight, refuses new connections, exits 0 and loses nothing', async () => {
    const shop = await startShop({ env: ENV });
    cleanups.push(() => removeDir(shop.dataDir));
    cleanups.push(() => shop.stop('SIGKILL'));
    // Shoppers on kept-alive connections, as behind a browser or a proxy, ordering non-stop.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const { admin, productIds, tokens, load, stop } = await startShoppersOrdering(shop.url, {
      stock: STOCK,
      shoppers: 6,
      workers: 6,
      agent,
    });
    expect(await waitUntil(() => load.live.acked.length >= 12, 20_000)).toBe(true);

    // A burst of orders, each on its own connection, that the server has begun handling (it
    // answered `100 Continue` to their headers) when the signal comes.
    let sent = 0;
    const burst = Array.from({ length: BURST }, (_, i) =>
      call<{ order: PlacedOrder }>(shop.url, 'POST', '/api/order', {
        token: tokens[i % tokens.length],
        body: orderBody(productIds[i % productIds.length] as string),
        expectContinue: true,
        onSent: () => (sent += 1),
      }).then(
        (answer): Answer<{ order: PlacedOrder }> | string => answer,
        (error: unknown) => errorCode(error),
      ),
    );
    while (sent < BURST) await sleep(5);
    const exited = new Promise<number | null>((resolve) => shop.process.once('exit', resolve));
    const signalledAt = Date.now();
    shop.process.kill('SIGTERM');

    // A new shopper arriving now finds the door closed (connection refused), not an error page.
    // (A connection the kernel accepted a moment before the listener closed may be reset.)
    let refused = '';
    const beforeRefused: string[] = [];
    for (let i = 0; i < 200 && refused !== 'ECONNREFUSED'; i += 1) {
      try {
        beforeRefused.push(String((await call(shop.url, 'GET', '/api/health')).status));
        await sleep(10);
      } catch (error) {
        refused = errorCode(error);
        if (refused !== 'ECONNREFUSED') beforeRefused.push(refused);
      }
    }
    const exitCode = await exited;
    const exitMs = Date.now() - signalledAt;
    stop();
    const [burstAnswers, steady] = await Promise.all([Promise.all(burst), load.done]);
    agent.destroy();

    expect(refused).toBe('ECONNREFUSED');
    for (const seen of beforeRefused) expect(['200', 'ECONNRESET']).toContain(seen);
    expect(exitCode).toBe(0);
    // Every order in flight at the signal was answered, and answered 201.
    expect(burstAnswers.map((a) => (typeof a === 'string' ? a : a.status))).toEqual(
      Array(BURST).fill(201),
    );
    // The steady shoppers got only 201s; after the signal, their next calls found no server.
    expect(steady.statuses).toEqual({});
    expect(steady.acked.length).toBeGreaterThan(0);
    for (const code of Object.keys(steady.failures))
      expect(['ECONNREFUSED', 'ECONNRESET']).toContain(code);

    const acked = [
      ...steady.acked,
      ...burstAnswers.flatMap((a) => (typeof a === 'string' ? [] : [a.body.order])),
    ];
    const again = await startShop({ dataDir: shop.dataDir, env: ENV });
    cleanups.push(() => again.stop('SIGTERM'));
    for (const order of acked) {
      const res = await call<PlacedOrder>(again.url, 'GET', `/api/order/${order.orderID}`, {
        token: admin,
      });
      expect(res.status, order.orderID).toBe(200);
      expect(res.body.total).toBe(order.total);
    }
    const ledger = sqliteLedger(path.join(shop.dataDir, 'shop.sqlite'));
    const facts = await readFacts(ledger, productIds);
    await ledger.close();
    expect(ackedOrderProblems(facts, acked)).toEqual([]);
    expect(facts.ordersWithoutLines).toEqual([]);
    expect(facts.linesWithoutOrder).toBe(0);
    for (const productId of productIds) {
      const { stock, held } = facts.stock.get(productId) ?? { stock: -1, held: -1 };
      expect(stock, productId).toBe(STOCK - held);
    }
    // Unlike a crash, a graceful stop commits no order without answering it.
    const stored = [...facts.orders].filter(([, o]) =>
      o.lines.some((l) => productIds.includes(l.productId)),
    );
    expect(stored.length).toBe(acked.length);
    // And every one of them had its confirmation and shop notice filed before the exit.
    const outbox = fs.readdirSync(path.join(shop.dataDir, 'outbox')).join('\n');
    const mailsAbout = (orderID: string) => outbox.split(orderID.toLowerCase()).length - 1;
    expect(stored.map(([id]) => id).filter((id) => mailsAbout(id) !== 2)).toEqual([]);
    console.info(
      `[graceful] ${acked.length} orders acknowledged (${BURST} in the burst sent before SIGTERM); ` +
        `exit 0 after ${exitMs} ms; new connections: ${[...beforeRefused, refused].join(', ')}; steady shoppers after the signal: ${JSON.stringify(steady.failures)}`,
    );
    expect(await again.stop('SIGTERM')).toBe(0);
  });
});
