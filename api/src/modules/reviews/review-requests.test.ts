import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  REVIEW_REQUEST_AFTER_MS,
  REVIEW_REQUEST_UNTIL_MS,
  type Language,
  type OrderStatus,
} from '@wallart/domain';
import { MailStopModel, OrderModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../mail/testing/smtp-sink';
import { createReviewRequests } from './review-requests';

const MINUTE = 60_000;
const SHOP = 'https://shop.example.lk';

let sink: SmtpSink;
let app: TestApp;
let admin: SignedIn;
/** The shop's clock: real time unless a test moves it. */
let clock: number | null = null;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({
    publicUrl: SHOP,
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

/** A shopper's order of two prints, moved along to `last`. */
async function order(last: OrderStatus = 'Delivered', lang: Language = 'en') {
  const shopper = await createUser(app);
  const ella = await createProduct(app, { name: 'Misty Ella Ridge', stock: 10 });
  const market = await createProduct(app, { name: 'Spice Market', stock: 10 });
  const { order: placed } = await clientFor(app, shopper).order.place({
    name: 'Amaya Perera',
    address: '12 Lake Road, Kandy',
    phoneNumber: '0771234567',
    lang,
    billItems: [
      { productId: ella.productId, quantity: 2 },
      { productId: market.productId, quantity: 1 },
    ],
  });
  const path: OrderStatus[] = ['Processing', 'Shipped', 'Delivered'];
  const steps = last === 'Cancelled' ? [last] : path.slice(0, path.indexOf(last) + 1);
  for (const status of steps) await clientFor(app, admin).order.setStatus(placed.orderID, status);
  return { shopper, id: placed.orderID, products: [ella, market] };
}

const askedAt = async (at: number) => {
  clock = at;
  return (await app.services.paymentSweep.runOnce()).askedForReviews;
};
async function requestsTo(email: string): Promise<ReceivedMail[]> {
  await app.services.mailer.idle();
  return sink.mails.filter((m) => m.to.includes(email) && /How do you like/.test(m.subject));
}
const fiveDaysOn = () => Date.now() + REVIEW_REQUEST_AFTER_MS + MINUTE;

describe('the review request, five days after delivery (PRODUCT §16)', () => {
  it('waits five days, then mails the buyer once with a link to each print’s review form', async () => {
    const { shopper, id, products } = await order();
    expect(await askedAt(Date.now() + REVIEW_REQUEST_AFTER_MS - 10 * MINUTE)).not.toContain(id);
    expect(await requestsTo(shopper.user.email)).toEqual([]);

    expect(await askedAt(fiveDaysOn())).toEqual([id]);
    expect(await askedAt(fiveDaysOn() + 30 * MINUTE)).not.toContain(id);
    const [mail, ...more] = await requestsTo(shopper.user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`How do you like your prints? Order ${id}`);
    for (const product of products) {
      const link = `${SHOP}/overview/${product.productId}#reviews`;
      expect(mail?.text).toContain(`${product.name}: ${link}`);
      expect(mail?.html).toContain(`href="${link}"`);
    }
    expect(mail?.text).toContain('This is the only mail we send about reviewing this order.');
    expect(mail?.text).toMatch(/https:\/\/shop\.example\.lk\/back-in-stock\/stop\/[\w-]{43}/);
    const row = await OrderModel.findOne({ where: { orderID: id }, raw: true });
    expect(row?.reviewRequestedAt).not.toBeNull();
  });

  it('speaks the language the order was placed in, its links opening the pages in it', async () => {
    const { shopper, id, products } = await order('Delivered', 'ta');
    expect(await askedAt(fiveDaysOn())).toContain(id);
    await app.services.mailer.idle();
    const mail = sink.mails.find(
      (m) => m.to.includes(shopper.user.email) && m.subject.includes('எப்படி'),
    );
    expect(mail?.subject).toBe(`உங்கள் அச்சுகள் எப்படி இருக்கின்றன? ஆர்டர் ${id}`);
    expect(mail?.text).toContain('வணக்கம்');
    expect(mail?.text).not.toContain('This is the only mail');
    for (const product of products) {
      expect(mail?.text).toContain(`${SHOP}/ta/overview/${product.productId}#reviews`);
    }
    expect(mail?.text).toMatch(/https:\/\/shop\.example\.lk\/ta\/back-in-stock\/stop\/[\w-]{43}/);
  });

  it('is mailed by one pass only when two servers sweep at once', async () => {
    const { shopper, id } = await order();
    clock = fiveDaysOn();
    const other = createReviewRequests({
      mailer: app.services.mailer,
      mailCap: { send: async (mailer, message) => mailer.send(message) },
      publicUrl: SHOP,
    });
    const [a, b] = await Promise.all([app.services.paymentSweep.runOnce(), other.runOnce(clock)]);
    expect([...a.askedForReviews, ...b].filter((asked) => asked === id)).toHaveLength(1);
    expect(await requestsTo(shopper.user.email)).toHaveLength(1);
  });

  it('is never mailed for an order delivered more than thirty days ago', async () => {
    const { shopper, id } = await order();
    expect(await askedAt(Date.now() + REVIEW_REQUEST_UNTIL_MS + MINUTE)).not.toContain(id);
    expect(await requestsTo(shopper.user.email)).toEqual([]);
  });

  it('is never mailed for a cancelled order, an order with a return, or one not yet delivered', async () => {
    const cancelled = await order('Cancelled');
    const shipped = await order('Shipped');
    const returned = await order();
    await clientFor(app, returned.shopper).returns.request(returned.id, {
      lines: [
        {
          productId: returned.products[0]?.productId ?? '',
          size: returned.products[0]?.sizes[0]?.size ?? '',
          quantity: 1,
        },
      ],
      reason: 'damaged',
    });
    const asked = await askedAt(fiveDaysOn());
    for (const { id, shopper } of [cancelled, shipped, returned]) {
      expect(asked).not.toContain(id);
      expect(await requestsTo(shopper.user.email)).toEqual([]);
    }
  });

  it('stops for good at the stop link: no review request for the address’s later orders', async () => {
    const first = await order();
    await askedAt(fiveDaysOn());
    const [mail] = await requestsTo(first.shopper.user.email);
    const token = /\/back-in-stock\/stop\/([\w-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    await clientFor(app).wishlist.stop(token);
    expect(
      await MailStopModel.count({ where: { email: first.shopper.user.email.toLowerCase() } }),
    ).toBe(1);

    const second = await (async () => {
      const product = await createProduct(app, { stock: 5 });
      const { order: placed } = await clientFor(app, first.shopper).order.place({
        name: 'Amaya Perera',
        address: '12 Lake Road, Kandy',
        phoneNumber: '0771234567',
        billItems: [{ productId: product.productId, quantity: 1 }],
      });
      for (const status of ['Processing', 'Shipped', 'Delivered'] as OrderStatus[]) {
        await clientFor(app, admin).order.setStatus(placed.orderID, status);
      }
      return placed.orderID;
    })();
    expect(await askedAt(fiveDaysOn())).not.toContain(second);
    expect(await requestsTo(first.shopper.user.email)).toHaveLength(1);
  });

  it('asks a guest too, at the address the order was placed with', async () => {
    const product = await createProduct(app, { name: 'Galle Fort Lighthouse', stock: 5 });
    const email = `guest-${Date.now()}@example.lk`;
    const placed = await app.call('POST', '/api/order', {
      body: {
        name: 'Nuwan Silva',
        address: '3 Beach Road, Galle',
        phoneNumber: '0779876543',
        email,
        billItems: [{ productId: product.productId, quantity: 1 }],
      },
    });
    expect(placed.status).toBe(201);
    const id = (placed.body as { order: { orderID: string } }).order.orderID;
    for (const status of ['Processing', 'Shipped', 'Delivered'] as OrderStatus[]) {
      await clientFor(app, admin).order.setStatus(id, status);
    }
    expect(await askedAt(fiveDaysOn())).toContain(id);
    const [mail] = await requestsTo(email);
    expect(mail?.text).toContain('Hello Nuwan Silva,');
    expect(mail?.text).toContain(`${SHOP}/overview/${product.productId}#reviews`);
  });
});
