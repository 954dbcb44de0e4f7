import crypto from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentNoticeModel } from '../../db/models';
import { startSmtpSink, type SmtpSink } from '../mail/testing/smtp-sink';
import { createUser } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import {
  orderRow,
  PAYHERE,
  placeOrder,
  postNotice,
  signedNotice,
} from './testing/payment-fixtures';

let sink: SmtpSink;
let app: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({
    publicUrl: 'https://shop.example.lk',
    integrations: { payhere: PAYHERE, smtpUrl: sink.url },
  });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');

/** A card order and the notice fields that match it. */
async function cardOrder(options: { stock?: number; quantity?: number } = {}) {
  const placed = await placeOrder(app, 'card', options);
  const base = {
    order_id: placed.order.orderID,
    payment_id: String(crypto.randomInt(1e11, 1e12)),
    payhere_amount: placed.order.total.toFixed(2),
  };
  return { ...placed, base };
}

describe('POST /api/order/:orderID/card-checkout', () => {
  it('answers the gateway form with every field PRODUCT §7 lists and a matching hash', async () => {
    const { shopper, order } = await cardOrder({ quantity: 2 });
    const form = await clientFor(app, shopper).payment.cardCheckout(order.orderID);
    expect(form.action).toBe(PAYHERE.checkoutUrl);
    const amount = order.total.toFixed(2);
    expect(order.total).toBeGreaterThanOrEqual(4501);
    const back = `https://shop.example.lk/orders?order=${order.orderID}`;
    const secretHash = md5(PAYHERE.merchantSecret).toUpperCase();
    expect(form.fields).toEqual({
      merchant_id: PAYHERE.merchantId,
      return_url: back,
      cancel_url: back,
      notify_url: 'https://shop.example.lk/api/payments/payhere/notify',
      order_id: order.orderID,
      items: expect.stringContaining(order.billItems[0]?.productName ?? '?'),
      currency: 'LKR',
      amount,
      first_name: 'Amaya',
      last_name: 'Perera Silva',
      email: shopper.user.email,
      phone: '0771234567',
      address: '12 Lake Road, Kandy',
      city: 'Kandy',
      country: 'Sri Lanka',
      hash: md5(`${PAYHERE.merchantId}${order.orderID}${amount}LKR${secretHash}`).toUpperCase(),
    });
  });

  it('builds the gateway addresses from PUBLIC_URL, whatever Host the caller sends', async () => {
    const { shopper, order } = await cardOrder();
    // fetch would send the real Host; a raw request forges it, and the forwarded ones too.
    const body = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        `${app.baseUrl}/api/order/${order.orderID}/card-checkout`,
        {
          method: 'POST',
          headers: {
            Host: 'evil.example',
            'X-Forwarded-Host': 'evil.example',
            'X-Forwarded-Proto': 'http',
            Authorization: `Bearer ${shopper.token}`,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end();
    });
    const { fields } = JSON.parse(body) as { fields: Record<string, string> };
    expect(fields.return_url).toBe(`https://shop.example.lk/orders?order=${order.orderID}`);
    expect(fields.notify_url).toBe('https://shop.example.lk/api/payments/payhere/notify');
    expect(body).not.toContain('evil.example');
  });

  it('answers 404 to another shopper and 409 for an order not waiting for a card payment', async () => {
    const { order } = await cardOrder();
    const stranger = await createUser(app);
    expect(
      (await apiError(clientFor(app, stranger).payment.cardCheckout(order.orderID))).status,
    ).toBe(404);
    const cod = await placeOrder(app, 'cod');
    expect(
      (await apiError(clientFor(app, cod.shopper).payment.cardCheckout(cod.order.orderID))).status,
    ).toBe(409);
  });
});

describe('POST /api/payments/payhere/notify', () => {
  it('marks the order paid on a signed success, once: a replay changes nothing', async () => {
    const { shopper, order, base } = await cardOrder();
    const notice = signedNotice({ ...base, status_code: '2' });
    const first = await postNotice(app, notice);
    expect(first.status).toBe(200);
    const paid = await clientFor(app, shopper).order.get(order.orderID);
    expect(paid.paymentStatus).toBe('paid');
    const changedAt = (await orderRow(order.orderID)).paymentChangedAt;

    const replay = await postNotice(app, notice);
    expect(replay.status).toBe(200);
    expect((await orderRow(order.orderID)).paymentChangedAt).toEqual(changedAt);
    const recorded = await PaymentNoticeModel.findAll({ where: { orderID: order.orderID } });
    expect(recorded.map((n) => [n.paymentId, n.statusCode, n.outcome])).toEqual([
      [base.payment_id, 2, 'applied'],
    ]);
  });

  it.each([
    ['a wrong signature', (n: Record<string, string>) => ({ ...n, md5sig: 'A'.repeat(32) })],
    [
      "a forger's secret",
      (n: Record<string, string>) => signedNotice(n as never, 'not-the-shops-secret'),
    ],
    [
      'another merchant',
      (n: Record<string, string>) => signedNotice({ ...n, merchant_id: '9999999' } as never),
    ],
    [
      'a wrong amount',
      (n: Record<string, string>) => signedNotice({ ...n, payhere_amount: '1.00' } as never),
    ],
    [
      'a wrong currency',
      (n: Record<string, string>) => signedNotice({ ...n, payhere_currency: 'USD' } as never),
    ],
    [
      'an unknown order',
      (n: Record<string, string>) => signedNotice({ ...n, order_id: 'WA-NOSUCHORDER' } as never),
    ],
    [
      'a tampered amount after signing',
      (n: Record<string, string>) => ({ ...n, payhere_amount: '0.01' }),
    ],
    ['a missing signature', ({ md5sig: _gone, ...n }: Record<string, string>) => n],
  ])('refuses %s with 400 and changes nothing', async (_what, forge) => {
    const { order, base } = await cardOrder();
    const forged = forge(signedNotice({ ...base, status_code: '2' }));
    const res = await postNotice(app, forged);
    expect(res.status).toBe(400);
    const row = await orderRow(order.orderID);
    expect(row.paymentStatus).toBe('unpaid');
    expect(row.paymentChangedAt).toBeNull();
    expect(await PaymentNoticeModel.count({ where: { paymentId: base.payment_id } })).toBe(0);
  });

  it('refuses a notice sent as JSON (the gateway posts a form)', async () => {
    const { order, base } = await cardOrder();
    const res = await app.call('POST', '/api/payments/payhere/notify', {
      body: signedNotice({ ...base, status_code: '2' }),
    });
    expect(res.status).toBe(400);
    expect((await orderRow(order.orderID)).paymentStatus).toBe('unpaid');
  });

  it('marks a failure failed and mails the shopper; pending changes nothing; a later success pays', async () => {
    const { shopper, order, base } = await cardOrder();
    expect((await postNotice(app, signedNotice({ ...base, status_code: '0' }))).status).toBe(200);
    expect((await orderRow(order.orderID)).paymentStatus).toBe('unpaid');

    expect((await postNotice(app, signedNotice({ ...base, status_code: '-2' }))).status).toBe(200);
    expect((await clientFor(app, shopper).order.get(order.orderID)).paymentStatus).toBe('failed');
    const mail = await sink.waitFor(
      (m) => m.to.includes(shopper.user.email) && /did not go through/.test(m.subject),
    );
    expect(mail.text).toContain(order.orderID);
    expect(mail.text).toMatch(/pay again/);

    // The shopper tries again: a new checkout form, and this time the payment succeeds.
    await clientFor(app, shopper).payment.cardCheckout(order.orderID);
    const retry = { ...base, payment_id: `${base.payment_id}7` };
    expect((await postNotice(app, signedNotice({ ...retry, status_code: '2' }))).status).toBe(200);
    expect((await orderRow(order.orderID)).paymentStatus).toBe('paid');
    // A stale failure of the first attempt arriving late never undoes the payment.
    expect((await postNotice(app, signedNotice({ ...base, status_code: '-1' }))).status).toBe(200);
    expect((await orderRow(order.orderID)).paymentStatus).toBe('paid');
  });

  it('marks a chargeback refunded', async () => {
    const { order, base } = await cardOrder();
    await postNotice(app, signedNotice({ ...base, status_code: '2' }));
    expect((await postNotice(app, signedNotice({ ...base, status_code: '-3' }))).status).toBe(200);
    expect((await orderRow(order.orderID)).paymentStatus).toBe('refunded');
  });

  it('never moves a refunded order back to paid: a success with another payment_id is recorded and flagged for staff', async () => {
    const { order, base } = await cardOrder();
    await postNotice(app, signedNotice({ ...base, status_code: '2' }));
    await postNotice(app, signedNotice({ ...base, status_code: '-3' }));
    const refundedAt = (await orderRow(order.orderID)).paymentChangedAt;

    // The signature does not cover payment_id, so anyone holding the first notice can resend it.
    for (const suffix of ['1', '2']) {
      const again = { ...base, payment_id: `${base.payment_id}${suffix}`, status_code: '2' };
      expect((await postNotice(app, signedNotice(again))).status).toBe(200);
    }
    const row = await orderRow(order.orderID);
    expect([row.paymentStatus, row.paymentFlag]).toEqual(['refunded', 'paid-again']);
    expect(row.paymentChangedAt).toEqual(refundedAt);
    const recorded = await PaymentNoticeModel.findAll({
      where: { orderID: order.orderID },
      order: [['id', 'ASC']],
    });
    expect(recorded.map((n) => [n.paymentId, n.statusCode, n.outcome])).toEqual([
      [base.payment_id, 2, 'applied'],
      [base.payment_id, -3, 'applied'],
      [`${base.payment_id}1`, 2, 'flagged'],
      [`${base.payment_id}2`, 2, 'flagged'],
    ]);

    // Staff see the flag on the order, and the shop's own change once in the audit log.
    const admin = clientFor(app, await createUser(app, { role: 'admin' }));
    expect((await admin.order.get(order.orderID)).paymentFlag).toBe('paid-again');
    const entries = (await admin.system.audit({ entityType: 'order' })).items.filter(
      (e) => e.entityId === order.orderID,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: null,
      action: 'order.payment',
      before: { paymentStatus: 'refunded', paymentFlag: null },
      after: { paymentStatus: 'refunded', paymentFlag: 'paid-again' },
    });
  });

  it('applies paid once per order: a second success with another payment_id changes nothing', async () => {
    const { order, base } = await cardOrder();
    await postNotice(app, signedNotice({ ...base, status_code: '2' }));
    const paidAt = (await orderRow(order.orderID)).paymentChangedAt;
    const other = { ...base, payment_id: `${base.payment_id}9`, status_code: '2' };
    expect((await postNotice(app, signedNotice(other))).status).toBe(200);
    const row = await orderRow(order.orderID);
    expect([row.paymentStatus, row.paymentFlag, row.paymentChangedAt]).toEqual([
      'paid',
      null,
      paidAt,
    ]);
  });

  it('applies ten copies of one success arriving at once exactly once', async () => {
    const { order, base } = await cardOrder();
    const notice = signedNotice({ ...base, status_code: '2' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => postNotice(app, notice)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await PaymentNoticeModel.count({ where: { orderID: order.orderID } })).toBe(1);
    expect((await orderRow(order.orderID)).paymentStatus).toBe('paid');
  });
});
