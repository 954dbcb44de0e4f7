import crypto from 'node:crypto';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_EMAIL } from '../../config/integration-settings';
import { PaymentNoticeModel } from '../../db/models';
import { startSmtpSink, type SmtpSink } from '../mail/testing/smtp-sink';
import { createUser, type SignedIn } from '../../test/factories';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { createPaymentSweep } from './payment-sweep';
import { PAID_AFTER_CANCEL } from './payments.service';
import {
  orderRow,
  PAYHERE,
  placeOrder,
  postNotice,
  signedNotice,
  stockOf,
} from './testing/payment-fixtures';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let sink: SmtpSink;
let app: TestApp;
let admin: SignedIn;
/** The shop's clock: real time unless a test moves it. */
let clock: number | null = null;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({
    publicUrl: 'https://shop.example.lk',
    integrations: { payhere: PAYHERE, smtpUrl: sink.url, now: () => clock ?? Date.now() },
  });
  admin = await createUser(app, { role: 'admin' });
});
afterEach(() => {
  clock = null;
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const placedAt = async (orderID: string) => (await orderRow(orderID)).createdAt.getTime();

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

describe('the payment sweep', () => {
  it('cancels a card order unpaid for 60 minutes, returns its stock once, and records a late success', async () => {
    const { shopper, product, order, base } = await cardOrder({ stock: 5, quantity: 2 });
    expect(await stockOf(product.productId)).toBe(3);
    const placed = await placedAt(order.orderID);

    clock = placed + 60 * MINUTE - 1000;
    expect((await app.services.paymentSweep.runOnce()).cancelled).not.toContain(order.orderID);
    expect((await orderRow(order.orderID)).status).toBe('Pending');

    clock = placed + 61 * MINUTE;
    expect((await app.services.paymentSweep.runOnce()).cancelled).toContain(order.orderID);
    expect((await app.services.paymentSweep.runOnce()).cancelled).not.toContain(order.orderID);
    expect(await stockOf(product.productId)).toBe(5);
    const cancelled = await clientFor(app, shopper).order.get(order.orderID);
    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.statusHistory?.at(-1)).toMatchObject({
      from: 'Pending',
      to: 'Cancelled',
      by: DEFAULT_SHOP_EMAIL,
    });

    // The gateway's success arrives after all: recorded, paid, flagged for staff, never lost.
    expect((await postNotice(app, signedNotice({ ...base, status_code: '2' }))).status).toBe(200);
    const late = await clientFor(app, admin).order.get(order.orderID);
    expect(late).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'paid',
      paymentFlag: PAID_AFTER_CANCEL,
    });
    const notice = await PaymentNoticeModel.findOne({ where: { orderID: order.orderID } });
    expect(notice?.outcome).toBe('late');
    expect(await stockOf(product.productId)).toBe(5);
  });

  it('cancels a failed card order too, and two sweeps racing return the stock once', async () => {
    const orders = await Promise.all([
      cardOrder({ stock: 4, quantity: 3 }),
      cardOrder({ stock: 4, quantity: 1 }),
    ]);
    const [failed] = orders;
    await postNotice(app, signedNotice({ ...failed.base, status_code: '-1' }));
    const latest = Math.max(...(await Promise.all(orders.map((o) => placedAt(o.order.orderID)))));
    clock = latest + 61 * MINUTE;
    const other = createPaymentSweep({
      orders: app.services.orders,
      mailer: app.services.mailer,
      mailCap: { send: async (mailer, message) => mailer.send(message) },
      shopEmail: DEFAULT_SHOP_EMAIL,
      publicUrl: 'http://localhost:3000',
      logger: pino({ level: 'silent' }),
      now: () => latest + 61 * MINUTE,
    });
    const [a, b] = await Promise.all([app.services.paymentSweep.runOnce(), other.runOnce()]);
    for (const { order, product } of orders) {
      const byBoth = [...a.cancelled, ...b.cancelled].filter((id) => id === order.orderID);
      expect(byBoth).toHaveLength(1);
      expect((await orderRow(order.orderID)).status).toBe('Cancelled');
      expect(await stockOf(product.productId)).toBe(4);
    }
  });

  it('leaves a paid card order and cash on delivery alone', async () => {
    const paid = await cardOrder({ stock: 3 });
    await postNotice(app, signedNotice({ ...paid.base, status_code: '2' }));
    const cod = await placeOrder(app, 'cod', { stock: 3 });
    clock = (await placedAt(cod.order.orderID)) + 30 * DAY;
    await app.services.paymentSweep.runOnce();
    for (const { order, product } of [paid, cod]) {
      expect((await orderRow(order.orderID)).status).toBe('Pending');
      expect(await stockOf(product.productId)).toBe(2);
    }
  });

  it('reminds a bank transfer without a slip once after a day and cancels it after three', async () => {
    const { shopper, product, order } = await placeOrder(app, 'bank-transfer', { stock: 2 });
    const placed = await placedAt(order.orderID);

    clock = placed + DAY - MINUTE;
    expect((await app.services.paymentSweep.runOnce()).reminded).not.toContain(order.orderID);
    clock = placed + DAY + MINUTE;
    expect((await app.services.paymentSweep.runOnce()).reminded).toContain(order.orderID);
    const reminder = await sink.waitFor(
      (m) => m.to.includes(shopper.user.email) && /Reminder/.test(m.subject),
    );
    expect(reminder.text).toContain(order.orderID);
    clock = placed + 2 * DAY;
    expect((await app.services.paymentSweep.runOnce()).reminded).not.toContain(order.orderID);
    expect(
      sink.mails.filter((m) => m.to.includes(shopper.user.email) && /Reminder/.test(m.subject)),
    ).toHaveLength(1);
    expect((await orderRow(order.orderID)).status).toBe('Pending');

    clock = placed + 3 * DAY;
    expect((await app.services.paymentSweep.runOnce()).cancelled).toContain(order.orderID);
    expect((await orderRow(order.orderID)).status).toBe('Cancelled');
    expect(await stockOf(product.productId)).toBe(2);
  });

  it('counts the days again from a rejected slip, with a fresh reminder', async () => {
    const { shopper, order } = await placeOrder(app, 'bank-transfer', { stock: 2 });
    const placed = await placedAt(order.orderID);
    const sweep = app.services.paymentSweep;
    clock = placed + DAY + MINUTE;
    expect((await sweep.runOnce()).reminded).toContain(order.orderID);

    clock = placed + 2 * DAY;
    await clientFor(app, shopper).payment.uploadSlip(
      order.orderID,
      new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }),
      'slip.pdf',
    );
    await clientFor(app, admin).payment.review(order.orderID, {
      action: 'reject',
      note: 'The slip is for another account',
    });

    clock = placed + 3 * DAY - MINUTE;
    const early = await sweep.runOnce();
    expect([...early.reminded, ...early.cancelled]).not.toContain(order.orderID);
    clock = placed + 3 * DAY + MINUTE;
    const again = await sweep.runOnce();
    expect(again.reminded).toContain(order.orderID);
    expect(again.cancelled).not.toContain(order.orderID);
    clock = placed + 5 * DAY;
    expect((await sweep.runOnce()).cancelled).toContain(order.orderID);
  });

  it('never cancels a bank transfer whose slip waits for staff', async () => {
    const { shopper, order } = await placeOrder(app, 'bank-transfer', { stock: 2 });
    await clientFor(app, shopper).payment.uploadSlip(
      order.orderID,
      new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }),
      'slip.pdf',
    );
    clock = (await placedAt(order.orderID)) + 10 * DAY;
    await app.services.paymentSweep.runOnce();
    expect((await orderRow(order.orderID)).status).toBe('Pending');
  });
});
