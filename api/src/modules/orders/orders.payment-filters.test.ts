import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod, PaymentStatus } from '@wallart/domain';
import { OrderModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';

/** The admin's order list by payment status and method, with X-Total-Count to match. */
let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
const placed: { orderID: string; method: PaymentMethod; status: PaymentStatus }[] = [];

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
  const other = await createUser(app);
  const product = await createProduct(app, { stock: 100 });
  const plan: [SignedIn, string, PaymentMethod, PaymentStatus][] = [
    [shopper, 'LK', 'cod', 'unpaid'],
    [shopper, 'LK', 'cod', 'paid'],
    [shopper, 'LK', 'bank-transfer', 'unpaid'],
    [shopper, 'DE', 'bank-transfer', 'awaiting-verification'],
    [other, 'IN', 'bank-transfer', 'paid'],
    [other, 'LK', 'bank-transfer', 'paid'],
    [other, 'LK', 'cod', 'unpaid'],
  ];
  for (const [who, country, method, status] of plan) {
    const { order } = await clientFor(app, who).order.place({
      name: 'Kamala Silva',
      address: '12 Temple Road, Kandy',
      phoneNumber: '+94 71 555 1234',
      billItems: [{ productId: product.productId, quantity: 1 }],
      country,
      paymentMethod: method,
    });
    // No payment has gone through the payment routes here: the status is set directly.
    if (status !== 'unpaid') {
      await OrderModel.update({ paymentStatus: status }, { where: { orderID: order.orderID } });
    }
    placed.push({ orderID: order.orderID, method, status });
  }
});
afterAll(async () => app.close());

const expected = (keep: (o: (typeof placed)[number]) => boolean) =>
  placed
    .filter(keep)
    .map((o) => o.orderID)
    .reverse();

describe('GET /api/order?paymentStatus=&paymentMethod=', () => {
  it.each([
    [{ paymentStatus: 'paid' }],
    [{ paymentStatus: 'unpaid' }],
    [{ paymentStatus: 'awaiting-verification' }],
    [{ paymentStatus: 'refunded' }],
    [{ paymentMethod: 'cod' }],
    [{ paymentMethod: 'bank-transfer' }],
    [{ paymentMethod: 'card' }],
    [{ paymentMethod: 'bank-transfer', paymentStatus: 'paid' }],
    [{ paymentMethod: 'cod', paymentStatus: 'paid', status: 'Pending' }],
    [{ paymentStatus: 'paid', status: 'Shipped' }],
  ] as const)(
    'lists exactly the orders matching %j, newest first, with their count',
    async (query) => {
      const api = clientFor(app, admin);
      const page = await api.order.list(query);
      const want = expected(
        (o) =>
          (!('paymentStatus' in query) || o.status === query.paymentStatus) &&
          (!('paymentMethod' in query) || o.method === query.paymentMethod) &&
          (!('status' in query) || query.status === 'Pending'),
      );
      expect(page.items.map((o) => o.orderID)).toEqual(want);
      for (const order of page.items) {
        if ('paymentStatus' in query) expect(order.paymentStatus).toBe(query.paymentStatus);
        if ('paymentMethod' in query) expect(order.paymentMethod).toBe(query.paymentMethod);
      }
      expect(api.lastAnswer().headers.get('x-total-count')).toBe(String(want.length));
      expect(page.total).toBe(want.length);
    },
  );

  it('counts every match when the page holds fewer', async () => {
    const api = clientFor(app, admin);
    const page = await api.order.list({ paymentMethod: 'bank-transfer', limit: 2, page: 2 });
    expect(page.items.map((o) => o.orderID)).toEqual(
      expected((o) => o.method === 'bank-transfer').slice(2, 4),
    );
    expect(api.lastAnswer().headers.get('x-total-count')).toBe('4');
  });

  it('keeps a shopper to their own orders under a filter', async () => {
    const api = clientFor(app, shopper);
    const page = await api.order.list({ paymentStatus: 'paid' });
    expect(page.items.map((o) => o.orderID)).toEqual([placed[1]?.orderID]);
    expect(api.lastAnswer().headers.get('x-total-count')).toBe('1');
  });

  // Values outside the lists cannot be typed into the client: raw requests on purpose.
  it('answers 400 for an unknown payment status or method', async () => {
    for (const query of ['paymentStatus=settled', 'paymentMethod=cheque']) {
      const res = await app.call('GET', `/api/order?${query}`, { token: admin.token });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe(query.split('=')[0]);
    }
    expect((await apiError(clientFor(app).order.list({ paymentStatus: 'paid' }))).status).toBe(401);
  });
});
