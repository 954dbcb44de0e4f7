import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_DEFINITIONS,
  type RateLimitConfig,
} from '../../config/rate-limits';
import { OrderModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';

const BUDGET = RATE_LIMIT_DEFINITIONS.discountChecksPerIp.points;

let app: TestApp;
let productId: string;
let code: string;

/** Each block its own app, so its budget starts full and its window is its own. */
function shopWith(rateLimits: RateLimitConfig) {
  beforeAll(async () => {
    app = await startTestApp({ trustProxy: true, rateLimits });
    productId = (await createProduct(app, { price: 2_000, stock: 500 })).productId;
    const admin = await createUser(app, { role: 'admin' });
    code = (
      await clientFor(app, admin).discount.create({ code: 'RIGHT10', type: 'percent', value: 10 })
    ).code;
  });
  afterAll(async () => app?.close());
}

const lines = () => [{ productId, quantity: 1 }];

function check(ip: string, tried: string) {
  return app.call('POST', '/api/discount/check', {
    headers: { 'X-Forwarded-For': ip },
    body: { code: tried, billItems: lines() },
  });
}

function order(shopper: SignedIn, ip: string, tried?: string) {
  return app.call('POST', '/api/order', {
    token: shopper.token,
    headers: { 'X-Forwarded-For': ip },
    body: {
      name: 'Kamala Silva',
      address: '12 Temple Road, Kandy',
      phoneNumber: '+94 71 555 1234',
      billItems: lines(),
      ...(tried !== undefined && { discountCode: tried }),
    },
  });
}

const ordersOf = (shopper: SignedIn) =>
  OrderModel.count({ where: { userId: Number(shopper.user._id) } });

async function statuses(count: number, send: (i: number) => Promise<{ status: number }>) {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) seen.push((await send(i)).status);
  return seen;
}

describe('one budget of discount-code guesses per address, for checks and orders', () => {
  shopWith(DEFAULT_RATE_LIMITS);

  it(`after ${BUDGET} wrong codes sent with orders, a check is refused with 429`, async () => {
    const shopper = await createUser(app);
    const ip = '10.8.0.1';
    expect(await statuses(BUDGET, (i) => order(shopper, ip, `WRONG${i}`))).toEqual(
      Array<number>(BUDGET).fill(409),
    );
    const refused = await check(ip, 'WRONG-AGAIN');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    // Another address has its own budget.
    expect((await check('10.8.0.2', 'WRONG-AGAIN')).status).toBe(400);
  });

  it(`after ${BUDGET} checks, an order with a code answers the check's 429 and places nothing`, async () => {
    const shopper = await createUser(app);
    const ip = '10.8.1.1';
    expect(await statuses(BUDGET, (i) => check(ip, `WRONG${i}`))).toEqual(
      Array<number>(BUDGET).fill(400),
    );
    const checkRefused = await check(ip, 'WRONG-AGAIN');
    const orderRefused = await order(shopper, ip, 'WRONG-AGAIN');
    expect(orderRefused.status).toBe(429);
    expect(orderRefused.body).toEqual(checkRefused.body);
    // The right code too: the budget is spent, whatever the guess.
    expect((await order(shopper, ip, code)).status).toBe(429);
    expect((await check(ip, code)).status).toBe(429);
    expect(await ordersOf(shopper)).toBe(0);
  });

  it('leaves orders without a code alone once the budget is spent', async () => {
    const shopper = await createUser(app);
    const ip = '10.8.2.1';
    await statuses(BUDGET, (i) => check(ip, `WRONG${i}`));
    expect((await check(ip, 'WRONG-AGAIN')).status).toBe(429);
    expect(await statuses(3, () => order(shopper, ip))).toEqual([201, 201, 201]);
  });

  it('costs nothing for an order placed with a right code', async () => {
    const shopper = await createUser(app);
    const ip = '10.8.3.1';
    expect(await statuses(BUDGET, () => order(shopper, ip, code))).toEqual(
      Array<number>(BUDGET).fill(201),
    );
    expect((await check(ip, code)).status).toBe(200);
  });
});

describe('the budget after its window (here 2 guesses a second)', () => {
  const rule = { ...DEFAULT_RATE_LIMITS.rules.discountChecksPerIp, points: 2, durationSeconds: 1 };
  shopWith({
    ...DEFAULT_RATE_LIMITS,
    rules: { ...DEFAULT_RATE_LIMITS.rules, discountChecksPerIp: rule },
  });

  it('refuses a right code until the window has passed, then takes it', async () => {
    const shopper = await createUser(app);
    const ip = '10.8.4.1';
    // A shop's first order waits for its writer to start; the window here is one second.
    expect((await order(await createUser(app), '10.8.4.2')).status).toBe(201);
    expect((await order(shopper, ip, 'WRONG1')).status).toBe(409);
    expect((await check(ip, 'WRONG2')).status).toBe(400);
    expect((await order(shopper, ip, code)).status).toBe(429);
    expect(await ordersOf(shopper)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const placed = await order(shopper, ip, code);
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ discountCode: code, discount: 200 });
  });
});
