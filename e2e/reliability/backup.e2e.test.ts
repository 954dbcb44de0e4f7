import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/paths';
import { startShop } from '../support/shop-server';
import { call } from './http';
import { ackedOrderProblems, readFacts, sqliteLedger } from './ledger';
import {
  LOAD_TEST_ENV,
  waitUntil,
  removeDir,
  type PlacedOrder,
  adminToken,
  startShoppersOrdering,
} from './shop-load';

const STOCK = 5000;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Runs one of the built ops scripts (`backup.js`, `restore.js`) as `npm run …` would. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'api/dist', script), ...args],
      { env: { ...process.env, ...env }, timeout: 30_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run backup while shoppers are ordering', () => {
  it('holds every order acknowledged before it started, and restores into a shop that serves them', async () => {
    const shop = await startShop({ env: LOAD_TEST_ENV });
    cleanups.push(() => removeDir(shop.dataDir));
    cleanups.push(() => shop.stop('SIGKILL'));
    const { productIds, load, stop } = await startShoppersOrdering(shop.url, {
      stock: STOCK,
      shoppers: 4,
      workers: 6,
    });
    expect(await waitUntil(() => load.live.acked.length >= 10, 20_000)).toBe(true);
    const backupStartedAt = Date.now();
    const backup = await runScript('backup.js', [], { DATA_DIR: shop.dataDir });
    const backupMs = Date.now() - backupStartedAt;
    await waitUntil(() => load.live.acked.some((o) => o.ackedAt >= backupStartedAt), 10_000);
    stop();
    const result = await load.done;

    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const file = backup.stdout.trim();
    expect(path.dirname(file)).toBe(path.join(shop.dataDir, 'backups'));
    expect(path.basename(file)).toMatch(/^shop-\d{8}T\d{9}Z\.sqlite$/);
    expect(result.statuses).toEqual({});
    const before = result.acked.filter((o) => o.ackedAt < backupStartedAt);
    const during = result.acked.filter((o) => o.ackedAt >= backupStartedAt);
    expect(before.length).toBeGreaterThan(5);
    expect(during.length).toBeGreaterThan(0);

    // Restoring over the running shop's database is refused while the shop has it open…
    const live = { DATA_DIR: shop.dataDir, PORT: String(shop.port), HOST: '127.0.0.1' };
    const refused = await runScript('restore.js', [file], live);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'The database is in use: a shop server (or a backup) has it open',
    );
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-restored-'));
    const portEnv = { DATA_DIR: target, PORT: String(shop.port), HOST: '127.0.0.1' };

    // …and goes through once it has stopped.
    expect(await shop.stop('SIGTERM')).toBe(0);
    const restored = await runScript('restore.js', [file], portEnv);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${file}`);

    const copy = await startShop({ dataDir: target, env: LOAD_TEST_ENV });
    cleanups.push(() => removeDir(target));
    cleanups.push(() => copy.stop('SIGTERM'));
    const copyAdmin = await adminToken(copy.url);
    for (const order of before) {
      const res = await call<PlacedOrder>(copy.url, 'GET', `/api/order/${order.orderID}`, {
        token: copyAdmin,
      });
      expect(res.status, order.orderID).toBe(200);
      expect(res.body.total).toBe(order.total);
      expect(res.body.billItems.map((l) => [l.productId, l.quantity, l.price])).toEqual(
        order.billItems.map((l) => [l.productId, l.quantity, l.price]),
      );
    }
    const ledger = sqliteLedger(path.join(target, 'shop.sqlite'));
    const facts = await readFacts(ledger, productIds);
    await ledger.close();
    // A snapshot taken mid-load is consistent in itself: whole orders, stock matching them.
    expect(ackedOrderProblems(facts, before)).toEqual([]);
    expect(facts.ordersWithoutLines).toEqual([]);
    expect(facts.linesWithoutOrder).toBe(0);
    expect(facts.wrongTotals).toEqual([]);
    for (const productId of productIds) {
      const { stock, held } = facts.stock.get(productId) ?? { stock: -1, held: -1 };
      expect(stock, productId).toBe(STOCK - held);
    }
    const duringKept = during.filter((o) => facts.orders.has(o.orderID)).length;
    console.info(
      `[backup] ${before.length} orders acknowledged before the backup, all restored; backup took ${backupMs} ms ` +
        `under load; ${duringKept}/${during.length} orders acknowledged during or after it are in the copy`,
    );
    expect(await copy.stop('SIGTERM')).toBe(0);
  });
});
