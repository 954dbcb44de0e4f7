import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import { DEMO } from '../support/shop-server';
import { call, errorCode } from './http';

export interface PlacedLine {
  productId: string;
  quantity: number;
  price: number;
}

export interface PlacedOrder {
  orderID: string;
  total: number;
  billItems: PlacedLine[];
  /** Client clock (ms) when the 201 arrived. */
  ackedAt: number;
}

export interface LoadResult {
  acked: PlacedOrder[];
  /** Answers other than 201, by status (409 = out of stock, expected when stock runs low). */
  statuses: Record<number, number>;
  /** Calls that got no answer at all (connection reset or refused), by error code. */
  failures: Record<string, number>;
}

/**
 * Load tests start the shop with every rate limit off (RATE_LIMITS=off): shoppers ordering
 * non-stop from one address go far past limits meant for people. The server's start-up warning
 * says so in its output; the shipped defaults keep them on.
 */
export const LOAD_TEST_ENV: Record<string, string> = { RATE_LIMITS: 'off' };

const tag = () => crypto.randomBytes(4).toString('hex');

/** Signs in through POST /api/user/login; answers the session's token. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  agent?: http.Agent,
): Promise<string> {
  const res = await call<{ token: string }>(baseUrl, 'POST', '/api/user/login', {
    body: { email, password },
    ...(agent && { agent }),
  });
  if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status}`);
  return res.body.token;
}

/** Registers `count` shoppers through POST /api/user/ and signs each in. */
export async function registerShoppers(
  baseUrl: string,
  count: number,
  agent?: http.Agent,
): Promise<string[]> {
  const run = tag();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `load-${run}-${i}@wallart.test`;
      const password = 'Shopper-load-123';
      const res = await call(baseUrl, 'POST', '/api/user/', {
        body: {
          firstName: 'Load',
          lastName: `Shopper ${i}`,
          email,
          phone: '+94 77 000 0000',
          password,
        },
        ...(agent && { agent }),
      });
      if (res.status !== 201 && res.status !== 200)
        throw new Error(`register ${email}: ${res.status}`);
      return signIn(baseUrl, email, password, agent);
    }),
  );
}

export const adminToken = (baseUrl: string) =>
  signIn(baseUrl, DEMO.admin.email, DEMO.admin.password);

/** Creates products of the test's own (unique ids) with a known stock and price. */
export async function createProducts(
  baseUrl: string,
  token: string,
  count: number,
  stock: number,
  agent?: http.Agent,
): Promise<string[]> {
  const run = tag().toUpperCase();
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const productId = `REL-${run}-${i}`;
    const res = await call(baseUrl, 'POST', '/api/product', {
      token,
      body: {
        productId,
        name: `Reliability print ${run} ${i}`,
        price: 1500 + i * 250.5,
        labeledPrice: 2000 + i * 250.5,
        category: 'Living Room',
        stock,
      },
      ...(agent && { agent }),
    });
    if (res.status !== 201)
      throw new Error(`create ${productId}: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(productId);
  }
  return ids;
}

function randomOrder(productIds: string[]) {
  const lineCount = 1 + crypto.randomInt(Math.min(3, productIds.length));
  const picked = [...productIds].sort(() => crypto.randomInt(3) - 1).slice(0, lineCount);
  return {
    name: 'Load Shopper',
    address: '1 Test Lane, Colombo',
    phoneNumber: '+94 77 000 0000',
    billItems: picked.map((productId) => ({ productId, quantity: 1 + crypto.randomInt(3) })),
  };
}

export interface LoadOptions {
  baseUrl: string;
  tokens: string[];
  productIds: string[];
  /** Concurrent shoppers, each placing one order after another. */
  workers: number;
  /** Stop once this returns true (checked before each order). */
  until: () => boolean;
  /** Give up on a worker after this many calls without any answer in a row. */
  maxFailuresInARow?: number;
  agent?: http.Agent;
}

/**
 * Shoppers placing orders concurrently; records every acknowledged order as the client saw it.
 * `live` fills as answers arrive; `done` settles once every shopper has stopped.
 */
export function startOrderLoad(options: LoadOptions): {
  live: LoadResult;
  done: Promise<LoadResult>;
} {
  const live: LoadResult = { acked: [], statuses: {}, failures: {} };
  const maxFails = options.maxFailuresInARow ?? 3;
  const done = Promise.all(
    Array.from({ length: options.workers }, async (_, w) => {
      const token = options.tokens[w % options.tokens.length];
      let failsInARow = 0;
      while (!options.until() && failsInARow < maxFails) {
        try {
          const res = await call<{ order: PlacedOrder }>(options.baseUrl, 'POST', '/api/order', {
            token,
            body: randomOrder(options.productIds),
            ...(options.agent && { agent: options.agent }),
          });
          failsInARow = 0;
          if (res.status === 201) live.acked.push({ ...res.body.order, ackedAt: Date.now() });
          else live.statuses[res.status] = (live.statuses[res.status] ?? 0) + 1;
        } catch (error) {
          failsInARow += 1;
          const code = errorCode(error);
          live.failures[code] = (live.failures[code] ?? 0) + 1;
          await sleep(20);
        }
      }
    }),
  ).then(() => live);
  return { live, done };
}

export const orderLoad = (options: LoadOptions) => startOrderLoad(options).done;

/** Waits until `ready()` holds or `ms` have passed; answers whether it holds. */
export async function waitUntil(ready: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!ready() && Date.now() < deadline) await sleep(20);
  return ready();
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** For cleanups: a test's data folder goes once its server has stopped. */
export const removeDir = async (dir: string) => fs.rmSync(dir, { recursive: true, force: true });

/**
 * A running shop made ready for a load test: an admin, three products with `stock` each and
 * `shoppers` accounts, who then order non-stop (`workers` at once) until `stop()`.
 */
export async function startShoppersOrdering(
  baseUrl: string,
  options: { stock: number; shoppers: number; workers: number; agent?: http.Agent },
) {
  const admin = await adminToken(baseUrl);
  const productIds = await createProducts(baseUrl, admin, 3, options.stock);
  const tokens = await registerShoppers(baseUrl, options.shoppers);
  let stopped = false;
  const load = startOrderLoad({
    baseUrl,
    tokens,
    productIds,
    workers: options.workers,
    until: () => stopped,
    ...(options.agent && { agent: options.agent }),
  });
  return { admin, productIds, tokens, load, stop: () => (stopped = true) };
}
