import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, login, startShop } from '../support/shop-server';
import { call, type Answer } from './http';
import { createPostgresDatabase, postgresLedger, readFacts } from './ledger';
import { dropKeys, REDIS_URL, redisKeyPrefix } from './redis-keys';
import {
  adminToken,
  createProducts,
  registerShoppers,
  removeDir,
  type PlacedOrder,
} from './shop-load';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface ProductView {
  name: string;
  price: number;
  stock: number;
}

const orderOf = (productId: string) => ({
  name: 'Two Servers',
  address: '3 Test Lane, Galle',
  phoneNumber: '+94 76 000 0000',
  billItems: [{ productId, quantity: 1 }],
});

describe('two API processes on one PostgreSQL database and one Redis', () => {
  it('share orders, stock, product edits and login limits', async () => {
    const db = await createPostgresDatabase('wallart_two');
    cleanups.push(db.drop);
    const prefix = redisKeyPrefix();
    cleanups.push(() => dropKeys(prefix));
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      // No cap on unproven accounts: their orders would be admitted one by one, not in groups.
      UNVERIFIED_PENDING_UNITS: '0',
    };
    const a = await startShop({ env });
    cleanups.push(() => removeDir(a.dataDir));
    cleanups.push(() => a.stop('SIGKILL'));
    const b = await startShop({ env });
    cleanups.push(() => removeDir(b.dataDir));
    cleanups.push(() => b.stop('SIGKILL'));
    const admin = await adminToken(a.url);

    // An order placed through A is listed through B (the token A signed is good on B too).
    const shopper = await login(a.url, DEMO.shopper.email, DEMO.shopper.password);
    const [plenty] = await createProducts(a.url, admin, 1, 100);
    const placed = await call<{ order: PlacedOrder }>(a.url, 'POST', '/api/order', {
      token: shopper,
      body: orderOf(plenty as string),
    });
    expect(placed.status).toBe(201);
    const listed = await call<PlacedOrder[]>(b.url, 'GET', '/api/order', { token: shopper });
    expect(listed.status).toBe(200);
    expect(listed.body.map((o) => o.orderID)).toContain(placed.body.order.orderID);

    // The last print, ordered 10 times at once, half through each server: sold exactly once.
    const [last] = await createProducts(b.url, admin, 1, 1);
    const tokens = [
      shopper,
      ...(await registerShoppers(a.url, 2)),
      ...(await registerShoppers(b.url, 2)),
    ];
    const race = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call<{ message: string }>(i % 2 ? b.url : a.url, 'POST', '/api/order', {
          token: tokens[i % tokens.length],
          body: orderOf(last as string),
        }),
      ),
    );
    const statuses = race.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of race.filter((r) => r.status === 409)) {
      expect(refused.body.message).toMatch(/^Not enough stock for Reliability print/);
    }
    for (const url of [a.url, b.url]) {
      expect((await call<ProductView>(url, 'GET', `/api/product/${last}`)).body.stock).toBe(0);
    }
    const ledger = await postgresLedger(db.url);
    const facts = await readFacts(ledger, [last as string]);
    await ledger.close();
    const sold = [...facts.orders.values()].filter((o) =>
      o.lines.some((l) => l.productId === last),
    );
    expect(sold).toHaveLength(1);

    // Fifteen left and twenty orders at once, ten through each server: each server writes the
    // orders arriving together as one group while the other does the same. Exactly fifteen sell.
    const [fifteen] = await createProducts(a.url, admin, 1, 15);
    const rush = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? b.url : a.url, 'POST', '/api/order', {
          token: shopper,
          body: orderOf(fifteen as string),
        }),
      ),
    );
    expect(rush.filter((r) => r.status === 201)).toHaveLength(15);
    expect(rush.filter((r) => r.status === 409)).toHaveLength(5);
    expect((await call<ProductView>(b.url, 'GET', `/api/product/${fifteen}`)).body.stock).toBe(0);
    const rushLedger = await postgresLedger(db.url);
    const rushFacts = await readFacts(rushLedger, [fifteen as string]);
    await rushLedger.close();
    expect(
      [...rushFacts.orders.values()].filter((o) => o.lines.some((l) => l.productId === fifteen)),
    ).toHaveLength(15);

    // Each server keeps catalogue answers: a change made behind both servers' backs (plain SQL)
    // is not seen by one that has the answer already.
    const viewOnB = async () =>
      (await call<ProductView>(b.url, 'GET', `/api/product/${plenty}`)).body;
    const before = await viewOnB();
    const direct = new pg.Client({ connectionString: db.url });
    await direct.connect();
    await direct.query(`UPDATE products SET name = 'Behind their backs' WHERE "productId" = $1`, [
      plenty,
    ]);
    await direct.end();
    expect((await viewOnB()).name).toBe(before.name);

    // An edit through one server shows through the other at once, both ways.
    const editA = await call(a.url, 'PUT', `/api/product/${plenty}`, {
      token: admin,
      body: { name: 'Edited through A', price: 4321.5 },
    });
    expect(editA.status).toBe(200);
    expect((await call<ProductView>(b.url, 'GET', `/api/product/${plenty}`)).body).toMatchObject({
      name: 'Edited through A',
      price: 4321.5,
    });
    await call(b.url, 'PUT', `/api/product/${plenty}`, { token: admin, body: { stock: 7 } });
    expect((await call<ProductView>(a.url, 'GET', `/api/product/${plenty}`)).body.stock).toBe(7);
    // An order through A moves the stock B shows, and had kept.
    expect((await viewOnB()).stock).toBe(7);
    const ordered = await call(a.url, 'POST', '/api/order', {
      token: shopper,
      body: orderOf(plenty as string),
    });
    expect(ordered.status).toBe(201);
    expect((await viewOnB()).stock).toBe(6);

    // Login failures count across both servers: the 11th wrong try in all is refused.
    const wrong = { email: DEMO.shopper.email, password: 'not-the-password' };
    const tries: Answer[] = [];
    for (let i = 0; i < 12; i += 1) {
      tries.push(
        await call(i < 5 || i === 10 ? a.url : b.url, 'POST', '/api/user/login', { body: wrong }),
      );
    }
    expect(tries.map((t) => t.status)).toEqual([
      401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429,
    ]);
    const right = await call(b.url, 'POST', '/api/user/login', { body: DEMO.shopper });
    expect(right.status).toBe(429);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    await redis.quit();
    expect(keys.some((k) => k.startsWith(`${prefix}wallart:login`))).toBe(true);

    expect(await a.stop('SIGTERM')).toBe(0);
    expect(await b.stop('SIGTERM')).toBe(0);
  });

  it('refuses to start when REDIS_URL names a Redis it cannot reach', async () => {
    await expect(startShop({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(
      /shop exited with 1:[\s\S]*Cannot reach Redis at REDIS_URL/,
    );
  });
});
