import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { orderRow, placeOrder, postNotice, signedNotice } from './testing/payment-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

describe('a shop without a card gateway', () => {
  it('answers 400 to a card checkout and to any notice, and changes nothing', async () => {
    const { shopper, order } = await placeOrder(app, 'card');
    const error = await apiError(clientFor(app, shopper).payment.cardCheckout(order.orderID));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/card payment is not available/i);
    const notice = signedNotice({
      order_id: order.orderID,
      payment_id: '1',
      payhere_amount: order.total.toFixed(2),
      status_code: '2',
    });
    expect((await postNotice(app, notice)).status).toBe(400);
    expect((await orderRow(order.orderID)).paymentStatus).toBe('unpaid');
  });
});
