import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitsWith, type RateLimitConfig } from '../../config/rate-limits';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let productId: string;
/** Each block its own app with its own limits (models bind to one database at a time). */
function withLimits(rateLimits: RateLimitConfig) {
  beforeAll(async () => {
    app = await startTestApp({ trustProxy: true, rateLimits });
    productId = (await createProduct(app, { stock: 1000 })).productId;
  });
  afterAll(async () => app.close());
}

function placeFrom(shopper: SignedIn, ip: string) {
  return app.call('POST', '/api/order', {
    token: shopper.token,
    headers: { 'X-Forwarded-For': ip },
    body: {
      name: 'Kamala Silva',
      address: '12 Temple Road, Kandy',
      phoneNumber: '+94 71 555 1234',
      billItems: [{ productId, quantity: 1 }],
    },
  });
}

async function statuses(count: number, place: (i: number) => ReturnType<typeof placeFrom>) {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) seen.push((await place(i)).status);
  return seen;
}

describe('orders per account (ORDER_LIMIT_PER_ACCOUNT, here 3)', () => {
  withLimits(rateLimitsWith({ ordersPerAccount: 3 }));

  it('takes 3 orders from one account, then answers 429 from any IP; other accounts go on', async () => {
    const shopper = await createUser(app);
    expect(await statuses(4, (i) => placeFrom(shopper, `10.7.0.${i + 1}`))).toEqual([
      201, 201, 201, 429,
    ]);
    const refused = await placeFrom(shopper, '10.7.0.9');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect((await placeFrom(await createUser(app), '10.7.0.1')).status).toBe(201);
  });
});

describe('orders per IP (ORDER_LIMIT_PER_IP, here 3)', () => {
  withLimits(rateLimitsWith({ ordersPerIp: 3 }));

  it('takes 3 orders from one IP, whichever accounts place them, then answers 429', async () => {
    const shoppers = await Promise.all([1, 2, 3, 4].map(() => createUser(app)));
    expect(await statuses(4, (i) => placeFrom(shoppers[i]!, '10.7.1.1'))).toEqual([
      201, 201, 201, 429,
    ]);
    // The refused account has used none of its own allowance: from elsewhere it orders.
    expect((await placeFrom(shoppers[3]!, '10.7.1.2')).status).toBe(201);
  });
});

describe('the shipped order limits', () => {
  withLimits(rateLimitsWith({}));

  it('never get in the way of a shopper placing 20 orders in a row', async () => {
    const shopper = await createUser(app);
    expect(await statuses(20, () => placeFrom(shopper, '10.7.2.1'))).toEqual(
      Array<number>(20).fill(201),
    );
  });
});

describe('RATE_LIMITS=off', () => {
  withLimits(rateLimitsWith({ ordersPerAccount: 1, ordersPerIp: 1 }, false));

  it('turns the order limits off', async () => {
    const shopper = await createUser(app);
    expect(await statuses(3, () => placeFrom(shopper, '10.7.3.1'))).toEqual([201, 201, 201]);
  });
});
