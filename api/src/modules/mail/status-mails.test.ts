import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@wallart/domain';
import { OrderModel } from '../../db/models';
import { createProduct, createUser, sizeLadder, type SignedIn } from '../../test/factories';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './testing/smtp-sink';

const DAY = 24 * 60 * 60 * 1000;

let sink: SmtpSink;
let app: TestApp;
let admin: SignedIn;
/** The shop's clock: real time unless a test moves it. */
let clock: number | null = null;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({
    publicUrl: 'https://shop.example.lk',
    integrations: { smtpUrl: sink.url, now: () => clock ?? Date.now() },
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

/** A shopper's order of two prints in two sizes of one product, paid cash on delivery. */
async function placed() {
  const shopper = await createUser(app);
  const product = await createProduct(app, {
    name: 'Ella Rock Mist',
    sizes: sizeLadder([5, 5, 5]),
  });
  const { order } = await clientFor(app, shopper).order.place({
    name: 'Amaya Perera',
    address: '12 Lake Road, Kandy',
    phoneNumber: '0771234567',
    billItems: [
      { productId: product.productId, quantity: 2, size: '12x18 in' },
      { productId: product.productId, quantity: 1, size: '24x36 in' },
    ],
  });
  return { shopper, id: order.orderID };
}

const setStatus = (orderID: string, status: OrderStatus, tracking = {}) =>
  clientFor(app, admin).order.setStatus(orderID, status, tracking);

/** Every mail the shopper got after the order's confirmation, once all sent mails arrived. */
async function statusMailsTo(shopper: SignedIn): Promise<ReceivedMail[]> {
  await app.services.mailer.idle();
  return sink.mails.filter(
    (m) => m.to.includes(shopper.user.email) && !/is confirmed$/.test(m.subject),
  );
}

/** The lines with sizes, the total, the shop's frame and the link every order mail carries. */
function expectOrderMail(mail: ReceivedMail, orderID: string) {
  expect(mail.text).toContain('Hello Amaya Perera,');
  expect(mail.text).toContain('Ella Rock Mist (12x18 in) × 2 @ LKR 1,000.00 = LKR 2,000.00');
  expect(mail.text).toContain('Ella Rock Mist (24x36 in) × 1 @ LKR 2,000.00 = LKR 2,000.00');
  expect(mail.text).toMatch(/Total: LKR [\d,]+\.\d\d/);
  expect(mail.text).toMatch(/What happens next: \S/);
  expect(mail.text).toContain(`https://shop.example.lk/orders?order=${orderID}`);
  expect(mail.html).toContain('Wall Art');
  expect(mail.html).toContain('24x36 in');
  expect(mail.html).toContain(`href="https://shop.example.lk/orders?order=${orderID}"`);
}

describe('the shopper’s mail for each step of an order', () => {
  it('sends exactly one mail per change: Processing, Shipped with tracking, Delivered', async () => {
    const { shopper, id } = await placed();
    await setStatus(id, 'Processing');
    await setStatus(id, 'Processing');
    await setStatus(id, 'Shipped', { carrier: 'DHL', trackingNumber: '1234567890' });
    await setStatus(id, 'Shipped', { carrier: 'DHL', trackingNumber: '1234567890' });
    await setStatus(id, 'Delivered');

    const mails = await statusMailsTo(shopper);
    const expected = [
      `We are preparing your order ${id}`,
      `Your order ${id} is on its way`,
      `Your order ${id} has been delivered`,
    ];
    // Mails travel side by side: their order of arrival is not the order of sending.
    expect(mails.map((m) => m.subject).sort()).toEqual([...expected].sort());
    for (const mail of mails) expectOrderMail(mail, id);

    const [processing, shipped, delivered] = expected.map(
      (subject) => mails.find((m) => m.subject === subject) as ReceivedMail,
    ) as [ReceivedMail, ReceivedMail, ReceivedMail];
    expect(processing.text).toMatch(/e-mail you the carrier and tracking number/);
    expect(shipped.text).toContain('Carrier: DHL');
    expect(shipped.text).toContain('Tracking number: 1234567890');
    const link = 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=1234567890';
    expect(shipped.text).toContain(link);
    expect(shipped.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(shipped.text).toMatch(/have LKR [\d,.]+ ready in cash for the courier/);
    // The shop's return window (30 days by default), as its returns page says.
    expect(delivered.text).toMatch(/within 30 days of delivery/);
  });

  it('says Shipped without a link for an unknown carrier, and with none when no tracking is given', async () => {
    const first = await placed();
    await setStatus(first.id, 'Shipped', { carrier: 'Kandy Couriers', trackingNumber: 'KC-77' });
    const second = await placed();
    await setStatus(second.id, 'Shipped');
    const [named] = await statusMailsTo(first.shopper);
    expect(named?.text).toContain('Carrier: Kandy Couriers');
    expect(named?.text).toContain('Tracking number: KC-77');
    expect(named?.text).not.toMatch(/Track your parcel/);
    const [bare] = await statusMailsTo(second.shopper);
    expect(bare?.subject).toBe(`Your order ${second.id} is on its way`);
    expect(bare?.text).not.toMatch(/Tracking number/);
    expect(bare?.text).toMatch(/watch for the courier/);
  });

  it('mails Cancelled once, and nothing for a move back to Pending', async () => {
    const { shopper, id } = await placed();
    await setStatus(id, 'Cancelled');
    await setStatus(id, 'Cancelled');
    await setStatus(id, 'Pending');
    const mails = await statusMailsTo(shopper);
    expect(mails.map((m) => m.subject)).toEqual([`Your order ${id} has been cancelled`]);
    expectOrderMail(mails[0] as ReceivedMail, id);
    expect(mails[0]?.text).toMatch(/nothing is due/);
  });

  it('mails the shopper when the payment sweep cancels an unpaid bank transfer, once', async () => {
    const { shopper, id } = await placed();
    await OrderModel.update({ paymentMethod: 'bank-transfer' }, { where: { orderID: id } });
    const row = await OrderModel.findOne({ where: { orderID: id } });
    clock = (row?.createdAt.getTime() ?? 0) + 3 * DAY + 60_000;
    expect((await app.services.paymentSweep.runOnce()).cancelled).toContain(id);
    expect((await app.services.paymentSweep.runOnce()).cancelled).not.toContain(id);
    const mails = await statusMailsTo(shopper);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${id} was cancelled: payment not received`,
    ]);
    expectOrderMail(mails[0] as ReceivedMail, id);
    expect(mails[0]?.text).toMatch(/did not receive its bank transfer within 3 days/);
  });

  it('never fails a status change when the mail server is down', async () => {
    const offline = await startTestApp({ integrations: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      const staff = await createUser(offline, { role: 'admin' });
      const product = await createProduct(offline);
      const shopper = await createUser(offline);
      const { order } = await clientFor(offline, shopper).order.place({
        name: 'A Shopper',
        address: 'Colombo',
        phoneNumber: '0771234567',
        billItems: [{ productId: product.productId, quantity: 1 }],
      });
      const api = clientFor(offline, staff);
      const { order: shipped } = await api.order.setStatus(order.orderID, 'Shipped', {
        carrier: 'DHL',
        trackingNumber: '42',
      });
      expect(api.lastAnswer().status).toBe(200);
      expect(shipped.status).toBe('Shipped');
      await offline.services.mailer.idle();
      expect((await api.order.get(order.orderID)).status).toBe('Shipped');
    } finally {
      await offline.close();
    }
  });
});
