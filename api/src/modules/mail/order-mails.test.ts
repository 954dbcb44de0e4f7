import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../test/factories';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from './testing/smtp-sink';
import { parseMail } from './testing/mime';

const SHOP = 'orders@wallart.test';
let sink: SmtpSink;
let app: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Each order's own notice is looked at here; gathering them is new-order-notices.test.ts's.
  app = await startTestApp({
    integrations: { smtpUrl: sink.url, shopEmail: SHOP, orderNoticeWindowMs: 0 },
  });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

describe('order mails', () => {
  it('sends the shopper a confirmation and the shop a notice, with lines, sizes and the LKR total', async () => {
    const ocean = await createProduct(app, {
      name: 'Ocean <Breeze>',
      sizes: [
        { size: '12x18 in', price: 1800, labeledPrice: 2000, stock: 5 },
        { size: '18x24 in', price: 2500, labeledPrice: 3000, stock: 5 },
      ],
    });
    const temple = await createProduct(app, {
      name: 'Temple at Dawn',
      sizes: [{ size: '24x36 in', price: 12345.5, labeledPrice: 13000, stock: 5 }],
    });
    const { user, token } = await createUser(app);
    const api = clientFor(app, token);
    const { order } = await api.order.place({
      name: 'Amaya Silva',
      address: '12 Lake Road, Kandy',
      phoneNumber: '+94 77 123 4567',
      billItems: [
        { productId: ocean.productId, quantity: 2, size: '18x24 in' },
        { productId: temple.productId, quantity: 1, size: '24x36 in' },
      ],
    });
    expect(api.lastAnswer().status).toBe(201);
    const orderID = order.orderID;

    const confirmation = await sink.waitFor((m) => m.to.includes(user.email));
    expect(confirmation.subject).toBe(`Your order ${orderID} is confirmed`);
    expect(confirmation.text).toContain(
      'Ocean <Breeze> (18x24 in) × 2 @ LKR 2,500.00 = LKR 5,000.00',
    );
    expect(confirmation.text).toContain(
      'Temple at Dawn (24x36 in) × 1 @ LKR 12,345.50 = LKR 12,345.50',
    );
    expect(confirmation.text).toContain('Total: LKR 17,345.50');
    // "Reply to this e-mail" reaches the shop: its contact e-mail, SHOP_EMAIL by default.
    expect(confirmation.headers.get('reply-to')).toContain(SHOP);
    expect(confirmation.text).toContain('12 Lake Road, Kandy');
    // The product's name is shown as text in the HTML part, never as markup.
    expect(confirmation.html).toContain('Ocean &lt;Breeze&gt;');
    expect(confirmation.html).not.toContain('<Breeze>');
    expect(confirmation.html).toContain('LKR 17,345.50');

    const notice = await sink.waitFor((m) => m.to.includes(SHOP));
    expect(notice.subject).toBe(`New order ${orderID}: LKR 17,345.50 from Amaya Silva`);
    expect(notice.headers.get('reply-to')).toContain(user.email);
    expect(notice.text).toContain(`Customer: Amaya Silva <${user.email}>, +94 77 123 4567`);
    expect(notice.text).toContain('(18x24 in) × 2');
    expect(notice.text).toContain('Total: LKR 17,345.50');
  });

  it("tells a bank-transfer shopper abroad the amount due, the shop's saved bank details and to upload the slip", async () => {
    const admin = clientFor(app, await createUser(app, { role: 'admin' }));
    const settings = await admin.system.settings();
    await admin.system.updateSettings({
      ...settings,
      bank: {
        bankName: 'Hatton National Bank',
        accountName: 'Wall Art Shop (Pvt) Ltd',
        accountNumber: '0071 2233 4455',
        branch: 'Colombo Fort',
        swift: 'HBLILKLX',
      },
    });
    const print = await createProduct(app, { name: 'Galle Fort Evening', price: 6000.5 });
    const { user, token } = await createUser(app);
    const { order } = await clientFor(app, token).order.place({
      name: 'Nadia Perera',
      address: '4 Kingsway, London',
      phoneNumber: '+44 20 7946 0000',
      billItems: [{ productId: print.productId, quantity: 1 }],
      country: 'GB',
    });
    const mail = await sink.waitFor((m) => m.to.includes(user.email));
    expect(mail.text).toContain('Subtotal: LKR 6,000.50');
    expect(mail.text).toContain(
      'Shipping: International shipping (Europe) to United Kingdom (7–21 business days): LKR 9,500.00',
    );
    expect(mail.text).toContain('Total: LKR 15,500.50');
    expect(mail.text).toContain('Payment: Bank transfer');
    expect(mail.text).toContain('Amount due: LKR 15,500.50');
    expect(mail.text).toContain(`with your order number ${order.orderID} as the reference`);
    expect(mail.text).toContain('upload your slip from My Orders');
    expect(mail.text).toContain('Bank: Hatton National Bank');
    expect(mail.text).toContain('Account number: 0071 2233 4455');
    expect(mail.text).toContain('SWIFT: HBLILKLX');
    expect(mail.html).toContain('Account number: 0071 2233 4455');
    const notice = await sink.waitFor(
      (m) => m.to.includes(SHOP) && m.subject.includes(order.orderID),
    );
    expect(notice.text).toContain('Payment: Bank transfer (unpaid)');
  });

  it('tells a cash-on-delivery shopper at home to pay on delivery, with the fee', async () => {
    const print = await createProduct(app, { name: 'Mirissa Blue', price: 1200 });
    const { user, token } = await createUser(app);
    await clientFor(app, token).order.place({
      name: 'Ruwan Jayasuriya',
      address: '8 Beach Road, Matara',
      phoneNumber: '0771234567',
      billItems: [{ productId: print.productId, quantity: 1 }],
      shippingMethod: 'express',
    });
    const mail = await sink.waitFor((m) => m.to.includes(user.email));
    expect(mail.text).toContain(
      'Shipping: Express delivery to Sri Lanka (1–3 business days): LKR 1,200.00',
    );
    expect(mail.text).toContain('Payment: Cash on delivery');
    expect(mail.text).toContain('Amount due: LKR 2,400.00');
    expect(mail.text).toContain('Next step: pay on delivery');
    expect(mail.text).not.toContain('Account number');
  });

  it('answer to the contact e-mail staff set in Settings, the one the storefront gives', async () => {
    const admin = clientFor(app, await createUser(app, { role: 'admin' }));
    const settings = await admin.system.settings();
    expect(settings.shop.email).toBe(SHOP);
    const shop = { ...settings.shop, email: 'care@kandyprints.lk' };
    await admin.system.updateSettings({ ...settings, shop });
    expect((await clientFor(app).system.config()).shop.email).toBe('care@kandyprints.lk');
    const print = await createProduct(app, { stock: 5 });
    const { user, token } = await createUser(app);
    await clientFor(app, token).order.place({
      name: 'Amaya Silva',
      address: '12 Lake Road, Kandy',
      phoneNumber: '+94 77 123 4567',
      billItems: [{ productId: print.productId, quantity: 1 }],
    });
    const confirmation = await sink.waitFor((m) => m.to.includes(user.email));
    expect(confirmation.headers.get('reply-to')).toContain('care@kandyprints.lk');
    // The shop's notices still go to SHOP_EMAIL, its inbox.
    await sink.waitFor((m) => m.to.includes(SHOP) && m.text.includes(user.email));
    await admin.system.updateSettings(settings);
  });

  it('never fails the order when the mail server is down', async () => {
    const offline = await startTestApp({ integrations: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      const product = await createProduct(offline);
      const api = clientFor(offline, await createUser(offline));
      const { order } = await api.order.place({
        name: 'A Shopper',
        address: 'Colombo',
        phoneNumber: '0771234567',
        billItems: [{ productId: product.productId, quantity: 1 }],
      });
      expect(api.lastAnswer().status).toBe(201);
      expect(order.status).toBe('Pending');
      await offline.services.mailer.idle();
    } finally {
      await offline.close();
    }
  });

  it('files each mail in DATA_DIR/outbox as an .eml file when no SMTP server is set', async () => {
    const local = await startTestApp();
    try {
      const product = await createProduct(local, { name: 'Quiet Harbour' });
      const api = clientFor(local, await createUser(local));
      const { order } = await api.order.place({
        name: 'A Shopper',
        address: 'Galle',
        phoneNumber: '0771234567',
        billItems: [{ productId: product.productId, quantity: 3 }],
      });
      expect(api.lastAnswer().status).toBe(201);
      await local.services.mailer.idle();
      const outbox = path.join(local.dataDir, 'outbox');
      const files = fs.readdirSync(outbox);
      expect(files).toHaveLength(2);
      expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
      const mails = files.map((f) => parseMail(fs.readFileSync(path.join(outbox, f), 'utf8')));
      expect(mails.map((m) => m.subject)).toContain(`Your order ${order.orderID} is confirmed`);
      expect(mails.some((m) => m.headers.get('to')?.includes('hello@wallart.test'))).toBe(true);
    } finally {
      await local.close();
    }
  });
});
