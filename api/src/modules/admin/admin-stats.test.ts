import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_SETTINGS, type OrderStatus } from '@wallart/domain';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { chartDays } from './admin-stats.service';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Home standard shipping, which every order here pays (each is under the free threshold). */
const SHIP = DEFAULT_SHIPPING_SETTINGS.standard.fee;

async function placeOrder(productId: string, quantity: number): Promise<string> {
  const { order } = await clientFor(app, shopper).order.place({
    name: 'Kamala Silva',
    address: '12 Lake Road, Kandy',
    phoneNumber: '0771234567',
    billItems: [{ productId, quantity }],
  });
  return order.orderID;
}

async function backdate(orderID: string, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  await app.sequelize.query('UPDATE orders SET "createdAt" = :at WHERE "orderID" = :orderID', {
    replacements: { at, orderID },
  });
}

async function setStatus(orderID: string, status: OrderStatus) {
  const { order } = await clientFor(app, admin).order.setStatus(orderID, status);
  expect(order.status).toBe(status);
}

const stats = () => clientFor(app, admin).system.stats();

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
  await createUser(app);
  const canvas = await createProduct(app, { price: 1500, labeledPrice: 2000, stock: 50 });
  const poster = await createProduct(app, { price: 250.5, labeledPrice: 300, stock: 50 });
  await createProduct(app, { productId: 'LOW-A', name: 'Almost gone', stock: 2 });
  await createProduct(app, { productId: 'LOW-B', name: 'Sold out', stock: 0 });
  await createProduct(app, { productId: 'LOW-C', name: 'At the threshold', stock: 5 });
  await createProduct(app, { productId: 'PLENTY', name: 'Plenty', stock: 6 });

  // Each of these orders is under LKR 5,000, so each total adds home standard shipping (SHIP).
  // Today: 2 × 1500 = 3000, and 1 × 250.50; three days ago 4 × 250.50 = 1002.
  await placeOrder(canvas.productId, 2);
  await placeOrder(poster.productId, 1);
  await backdate(await placeOrder(poster.productId, 4), 3);
  // Shipped, ten days ago: 1500.
  const shipped = await placeOrder(canvas.productId, 1);
  await setStatus(shipped, 'Shipped');
  await backdate(shipped, 10);
  // Cancelled today: 3 × 1500 counts as an order but never as revenue.
  await setStatus(await placeOrder(canvas.productId, 3), 'Cancelled');
  // Delivered today, so paid in cash: 2 × 250.50 = 501, today's only revenue.
  await setStatus(await placeOrder(poster.productId, 2), 'Delivered');
  // Delivered 45 days ago: revenue, but outside the chart.
  const old = await placeOrder(canvas.productId, 1);
  await setStatus(old, 'Delivered');
  await backdate(old, 45);
});
afterAll(async () => app.close());

describe('GET /api/admin/stats', () => {
  it('answers 401 without a token and 403 for a shopper', async () => {
    expect((await apiError(clientFor(app).system.stats())).status).toBe(401);
    const error = await apiError(clientFor(app, shopper).system.stats());
    expect([error.status, error.code, error.message]).toEqual([
      403,
      'forbidden',
      'You are not an admin',
    ]);
  });

  it('counts users, orders and products, and sums the revenue of paid orders alone', async () => {
    // Cash on delivery is paid once Delivered: the unpaid Pending and Shipped ones count nothing.
    expect(await stats()).toMatchObject({
      totalUsers: 3,
      totalOrders: 7,
      totalProducts: 6,
      revenue: 501 + 1500 + 2 * SHIP,
      ordersByStatus: { Pending: 3, Processing: 0, Shipped: 1, Delivered: 2, Cancelled: 1 },
    });
  });

  it('lists products at or below the low-stock threshold, lowest first', async () => {
    expect((await stats()).lowStock).toEqual([
      { productId: 'LOW-B', name: 'Sold out', stock: 0 },
      { productId: 'LOW-A', name: 'Almost gone', stock: 2 },
      { productId: 'LOW-C', name: 'At the threshold', stock: 5 },
    ]);
  });

  it('gives 30 days of sales, oldest first, with empty days as zero', async () => {
    const days = (await stats()).salesByDay;
    expect(days).toHaveLength(30);
    expect(days.map((d) => d.date)).toEqual(chartDays(new Date()));
    const byDate = new Map(days.map((d) => [d.date, d]));
    const dayOf = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    expect(byDate.get(dayOf(0))).toEqual({ date: dayOf(0), orders: 3, revenue: 501 + SHIP });
    expect(byDate.get(dayOf(3))).toEqual({ date: dayOf(3), orders: 1, revenue: 0 });
    expect(byDate.get(dayOf(10))).toEqual({ date: dayOf(10), orders: 1, revenue: 0 });
    const total = days.reduce((sum, d) => sum + d.orders, 0);
    expect(total).toBe(5);
    expect(byDate.get(dayOf(1))).toEqual({ date: dayOf(1), orders: 0, revenue: 0 });
  });
});

describe('the to-do counts', () => {
  it('counts cash or paid orders to ship, reviews waiting, and requests not handled', async () => {
    expect((await stats()).todo).toEqual({
      slipsToVerify: 0,
      ordersToShip: 3, // the three Pending cash-on-delivery orders
      reviewsToApprove: 0,
      requestsToAnswer: 0,
    });
    const shop = clientFor(app);
    await shop.review.create({ name: 'Nimal', title: 'Lovely', comment: 'Great print', rating: 5 });
    await shop.inbox.sendCustomArt({
      name: 'Nimal',
      email: 'nimal@example.com',
      message: 'A print of our tea estate, please.',
    });
    expect((await stats()).todo).toMatchObject({ reviewsToApprove: 1, requestsToAnswer: 1 });
  });
});

describe('chartDays', () => {
  it('ends on the UTC day of the given moment and spans 30 days', () => {
    const days = chartDays(new Date('2026-03-01T23:30:00.000Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days.at(-1)).toBe('2026-03-01');
  });
});
