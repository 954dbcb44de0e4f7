import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';

/** Staff's order list searched by order number, name or e-mail, and by country and dates. */
let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
const ids: Record<string, string> = {};

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
  const product = await createProduct(app, { stock: 100 });
  const plan: [string, string, string, number][] = [
    ['kandy', 'Kamala Silva', 'LK', 0],
    ['berlin', 'Jonas Weber', 'DE', 5],
    ['mumbai', 'Priya Shah', 'IN', 12],
  ];
  for (const [key, name, country, daysAgo] of plan) {
    const { order } = await clientFor(app, shopper).order.place({
      name,
      address: '12 Temple Road',
      phoneNumber: '+94 71 555 1234',
      billItems: [{ productId: product.productId, quantity: 1 }],
      country,
    });
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    await app.sequelize.query('UPDATE orders SET "createdAt" = :at WHERE "orderID" = :id', {
      replacements: { at, id: order.orderID },
    });
    ids[key] = order.orderID;
  }
});
afterAll(async () => app.close());

const list = async (query: Parameters<ReturnType<typeof clientFor>['order']['list']>[0]) => {
  const page = await clientFor(app, admin).order.list(query);
  return { ids: page.items.map((o) => o.orderID).sort(), total: page.total };
};

describe('GET /api/order: search and filters', () => {
  it('finds an order by part of its number, the name or the e-mail, in any case', async () => {
    const kandy = ids.kandy ?? '';
    expect(await list({ search: kandy.slice(3, 9).toLowerCase() })).toEqual({
      ids: [kandy],
      total: 1,
    });
    expect((await list({ search: 'jonas' })).ids).toEqual([ids.berlin]);
    expect((await list({ search: shopper.user.email.toUpperCase() })).total).toBe(3);
    expect((await list({ search: 'nobody-like-this' })).total).toBe(0);
  });

  it('filters by country and by the days placed, both ends included', async () => {
    expect((await list({ country: 'de' })).ids).toEqual([ids.berlin]);
    expect((await list({ from: dayOf(6), to: dayOf(5) })).ids).toEqual([ids.berlin]);
    expect((await list({ from: dayOf(5) })).total).toBe(2);
    expect((await list({ to: dayOf(12) })).ids).toEqual([ids.mumbai]);
  });

  it('refuses a country or a day it cannot read, with 400', async () => {
    const asAdmin = clientFor(app, admin);
    expect((await apiError(asAdmin.order.list({ country: 'Germany' }))).status).toBe(400);
    expect((await apiError(asAdmin.order.list({ from: '2026-13-40' }))).status).toBe(400);
  });
});
