import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createPostgresDatabase } from '../e2e/reliability/ledger';
import { login, startShop, type ShopServer } from '../e2e/support/shop-server';
import { BENCH_PASSWORD, confirmAddress, register, UNVERIFIED_PENDING_UNITS } from './accounts';
import { fillPostgres, fillSqlite, type SizesEach } from './catalogue';
import { createBenchCode, unconfirmedAccounts, type UnconfirmedAccounts } from './order-kinds';

export type BenchDatabase = 'sqlite' | 'postgres';

/**
 * Every shop the bench starts runs with RATE_LIMITS=off: a load test comes from one address at
 * rates no shopper reaches. The shipped defaults stay on; the output says so. The cap on an
 * unconfirmed account's Pending prints stays as shipped, which the journeys' servers turn off.
 */
export const BENCH_SHOP_ENV = {
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'warn',
  UNVERIFIED_PENDING_UNITS: String(UNVERIFIED_PENDING_UNITS),
} as const;
/** The catalogue and order loads: a shop as it runs in production (no demo data there). */
const CATALOGUE_SHOP_ENV = { ...BENCH_SHOP_ENV, SEED_DEMO: 'false', NODE_ENV: 'production' };
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A filled catalogue, a server on it, tokens for a confirmed shopper and an admin, the bench's
 * discount code, and unconfirmed accounts registered as the loads need them.
 */
export interface BenchShop {
  database: BenchDatabase;
  server: ShopServer;
  shopper: string;
  admin: string;
  discountCode: string;
  unconfirmed: UnconfirmedAccounts;
  fillSeconds: number;
  /** The database's size on disk, in bytes. */
  bytes: number;
  /** Another API process on the same database (`CATALOGUE_CACHE: 'off'` for uncached rows). */
  another(env?: Record<string, string>): Promise<ShopServer>;
  /** Products whose stock is below zero or does not add up with the orders holding it. */
  stockProblems(ordered: Map<string, number>, initialStock: number): Promise<number>;
  close(): Promise<void>;
}

interface Backend {
  env: Record<string, string>;
  dataDir: string;
  fill(size: number, sizesEach?: SizesEach): Promise<void>;
  bytes(): Promise<number>;
  run<T>(sql: string, params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

function sqliteBackend(size: number): Backend {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wallart-bench-${size}-`));
  const file = path.join(dataDir, 'shop.sqlite');
  return {
    env: {},
    dataDir,
    fill: async (count, sizesEach) => fillSqlite(file, count, sizesEach),
    bytes: async () => fs.statSync(file).size,
    async run<T>(sql: string, params: unknown[]) {
      const db = new Database(file);
      try {
        const statement = db.prepare(sql);
        return (
          statement.reader ? statement.all(...params) : (statement.run(...params), [])
        ) as T[];
      } finally {
        db.close();
      }
    },
    close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresBackend(size: number): Promise<Backend> {
  const db = await createPostgresDatabase(`wallart_bench_${size}`);
  const prefix = `wallart-bench-${crypto.randomBytes(4).toString('hex')}:`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wallart-bench-pg-${size}-`));
  const query = async <T>(sql: string, params: unknown[]) => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  return {
    // Every process signs and checks tokens with one secret, and tells the others of its
    // product writes through Redis, which also turns the catalogue cache on (decision 0053).
    env: {
      DATABASE_URL: db.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    },
    dataDir,
    fill: (count, sizesEach) => fillPostgres(db.url, count, sizesEach),
    bytes: async () =>
      Number(
        (
          await query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes', [])
        )[0]?.bytes ?? 0,
      ),
    run: (sql, params) => {
      let n = 0;
      return query(
        sql.replace(/\?/g, () => `$${(n += 1)}`),
        params,
      );
    },
    async close() {
      await db.drop();
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Migrates an empty database through the shop itself, fills it in bulk (each print with
 * `sizesEach` sizes when given), and starts a server.
 */
export async function prepareShop(
  database: BenchDatabase,
  size: number,
  sizesEach?: SizesEach,
): Promise<BenchShop> {
  const backend = database === 'sqlite' ? sqliteBackend(size) : await postgresBackend(size);
  const env = { ...CATALOGUE_SHOP_ENV, ...backend.env };
  await (await startShop({ dataDir: backend.dataDir, env })).stop();
  const started = Date.now();
  await backend.fill(size, sizesEach);
  const fillSeconds = (Date.now() - started) / 1000;
  const bytes = await backend.bytes();
  console.log(
    `  ${database}: seeded ${size.toLocaleString('en-US')} products in ${fillSeconds.toFixed(1)} s (${(bytes / 1024 / 1024).toFixed(0)} MB)`,
  );
  const others: ShopServer[] = [];
  const another = async (extra: Record<string, string> = {}) => {
    // SQLite: the same data folder (one database file); PostgreSQL: a folder of its own.
    const dataDir =
      database === 'sqlite'
        ? backend.dataDir
        : fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-bench-pg-'));
    const server = await startShop({ dataDir, env: { ...env, ...extra } });
    others.push(server);
    return server;
  };
  const server = await startShop({ dataDir: backend.dataDir, env });
  // Both registered as shoppers; one made an admin before either signs in, the other confirms
  // its address with the code the shop mailed it.
  const shopperEmail = 'bench-shopper@wallart.test';
  await register(server.url, shopperEmail);
  await register(server.url, 'bench-admin@wallart.test');
  await backend.run(`UPDATE users SET role = 'admin' WHERE email = ?`, [
    'bench-admin@wallart.test',
  ]);
  const shopper = await login(server.url, shopperEmail, BENCH_PASSWORD);
  await confirmAddress(server.url, server.dataDir, shopperEmail, shopper);
  const admin = await login(server.url, 'bench-admin@wallart.test', BENCH_PASSWORD);
  return {
    database,
    server,
    shopper,
    admin,
    discountCode: await createBenchCode(server.url, admin),
    unconfirmed: unconfirmedAccounts(server.url),
    fillSeconds,
    bytes,
    another,
    async stockProblems(ordered, initialStock) {
      const productIds = [...ordered.keys()];
      if (productIds.length === 0) return 0;
      const holds = database === 'sqlite' ? 'o."holdsStock" = 1' : 'o."holdsStock"';
      const rows = await backend.run<{ stock: number; held: number | string }>(
        `SELECT p.stock, (SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi
           JOIN orders o ON o.id = oi."orderId"
           WHERE oi."productRefId" = p.id AND ${holds}) AS held
         FROM products p WHERE p."productId" IN (${productIds.map(() => '?').join(', ')})`,
        productIds,
      );
      const wrong = rows.filter((r) => r.stock < 0 || r.stock + Number(r.held) !== initialStock);
      // A product ordered but not found counts as wrong too.
      return wrong.length + productIds.length - rows.length;
    },
    async close() {
      for (const other of others) await other.stop();
      await server.stop();
      await backend.close();
    },
  };
}
