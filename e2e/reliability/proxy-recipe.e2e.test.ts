import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startShop } from '../support/shop-server';
import { call } from './http';
import { createPostgresDatabase } from './ledger';
import {
  DEPLOY,
  clientFrom,
  environmentFile,
  freePort,
  startCaddy,
  unitEnvironment,
  waitForHealth,
} from './proxy-recipe';
import { dropKeys, REDIS_URL, redisKeyPrefix } from './redis-keys';
import { createProducts, registerShoppers, removeDir } from './shop-load';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// Needs Caddy from Debian's packages: where it is missing, `npm test` leaves this file out and
// says so (scripts/test.mjs).

/** What differs on this machine from the recipe's files: everything else is theirs. */
const MACHINE_SETTINGS = ['PUBLIC_URL', 'DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'SMTP_URL'];

const orderOf = (productId: string) => ({
  name: 'Nimali Perera',
  address: '12 Galle Road, Colombo',
  phoneNumber: '+94 77 123 4567',
  billItems: [{ productId, quantity: 1 }],
});

describe('the production recipe: Caddy with TLS in front of two API processes', () => {
  it('takes an order and a staff change over HTTPS, and limits each shopper by their own address', async () => {
    const db = await createPostgresDatabase('wallart_recipe');
    cleanups.push(db.drop);
    const prefix = redisKeyPrefix();
    cleanups.push(() => dropKeys(prefix));
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-recipe-'));
    cleanups.push(() => removeDir(work));
    const [apiA, apiB, httpsPort, httpPort] = await Promise.all([1, 2, 3, 4].map(freePort));
    const url = `https://localhost:${httpsPort}`;

    // The env file as the recipe ships it, with this machine's database, Redis and address.
    const shipped = environmentFile(DEPLOY.envFile);
    expect(Object.keys(shipped)).toEqual(expect.arrayContaining(MACHINE_SETTINGS));
    const settings = {
      ...shipped,
      PUBLIC_URL: url,
      DATABASE_URL: db.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      // No SMTP server here: mail goes to the data folder's outbox.
      SMTP_URL: '',
    };
    // Both processes as the unit starts them, on one data folder, starting together.
    const dataDir = path.join(work, 'shop');
    fs.mkdirSync(dataDir);
    const [a, b] = await Promise.all(
      [apiA, apiB].map((port) => {
        const unit = unitEnvironment(DEPLOY.apiUnit, String(port));
        expect(unit).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: '1' });
        return startShop({ dataDir, port, env: { ...settings, ...unit, DATA_DIR: dataDir } });
      }),
    );
    if (!a || !b) throw new Error('two API processes were to start');
    for (const shop of [a, b]) cleanups.push(() => shop.stop('SIGKILL'));

    const caddy = await startCaddy(work, {
      ...unitEnvironment(DEPLOY.caddyUnit),
      SHOP_DOMAIN: 'localhost',
      SHOP_API_1: `127.0.0.1:${apiA}`,
      SHOP_API_2: `127.0.0.1:${apiB}`,
      SHOP_HTTPS_PORT: String(httpsPort),
      SHOP_HTTP_PORT: String(httpPort),
      CADDY_ADMIN: 'off',
    });
    cleanups.push(() => caddy.stop());
    const shopper = clientFrom('127.0.0.2', caddy.rootCertificate);
    const other = clientFrom('127.0.0.3', caddy.rootCertificate);
    const staffDesk = clientFrom('127.0.0.4', caddy.rootCertificate);

    // Over HTTPS, signed by Caddy's own CA; the shop warm and drawing its pages.
    const health = await waitForHealth(url, shopper);
    expect(health.body).toEqual({ status: 'ok', database: 'ok', pages: 'drawn' });
    const home = await call(url, 'GET', '/', { agent: shopper });
    expect(String(home.body)).toContain('<div id="root" data-server-rendered>');

    // Staff: an account registered on the shop, made admin as the recipe says (SQL).
    const [staff] = await registerShoppers(url, 1, staffDesk);
    const me = await call<{ user: { email: string } }>(url, 'GET', '/api/user/current', {
      token: staff,
      agent: staffDesk,
    });
    const direct = new pg.Client({ connectionString: db.url });
    await direct.connect();
    await direct.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [me.body.user.email]);
    await direct.end();
    const [print] = await createProducts(url, staff as string, 1, 10, staffDesk);

    // A shopper registers, signs in and orders; staff move the order on; the shopper sees it.
    const [token] = await registerShoppers(url, 1, shopper);
    const placed = await call<{ order: { orderID: string; status: string } }>(
      url,
      'POST',
      '/api/order',
      { token, body: orderOf(print as string), agent: shopper },
    );
    expect(placed.status).toBe(201);
    const { orderID } = placed.body.order;
    const moved = await call(url, 'PUT', `/api/order/${orderID}`, {
      token: staff,
      body: { status: 'Processing' },
      agent: staffDesk,
    });
    expect(moved.status).toBe(200);
    const seen = await call<{ status: string }>(url, 'GET', `/api/order/${orderID}`, {
      token,
      agent: shopper,
    });
    expect(seen.body.status).toBe('Processing');

    // Rate limits count the shopper's address, shared by both processes through Redis: one
    // address spends its 30 discount-code guesses (a forged X-Forwarded-For changes nothing,
    // Caddy sets it), and the other shopper, behind the same proxy, is not limited.
    const guess = (agent: typeof shopper, headers: Record<string, string> = {}) =>
      call(url, 'POST', '/api/discount/check', {
        agent,
        headers,
        body: { code: 'GUESS', billItems: [{ productId: print, quantity: 1 }] },
      });
    const spent: number[] = [];
    for (let i = 0; i < 30; i += 1) spent.push((await guess(other)).status);
    expect(spent).toEqual(Array<number>(30).fill(400));
    expect((await guess(other)).status).toBe(429);
    expect((await guess(other, { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(429);
    expect((await guess(shopper)).status).toBe(400);

    await caddy.stop();
    expect(await a.stop('SIGTERM')).toBe(0);
    expect(await b.stop('SIGTERM')).toBe(0);
  });
});
