import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../test/factories';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from './testing/smtp-sink';

const SHOP = 'orders@wallart.test';
let sink: SmtpSink;
let app: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ integrations: { smtpUrl: sink.url, shopEmail: SHOP } });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

describe('shopper text in order mails', () => {
  it('is escaped in the HTML of the confirmation, the shop notice and every later order mail', async () => {
    const name = '<script>alert("name")</script> Amaya';
    const address = '<img src=x onerror=alert(1)>\n12 Lake Road, Kandy';
    const product = await createProduct(app, {
      name: 'Harbour at Night',
      sizes: [{ size: '12x18 in', price: 1500, labeledPrice: 1500, stock: 5 }],
    });
    const shopper = await createUser(app);
    const admin = clientFor(app, await createUser(app, { role: 'admin' }));
    const { order } = await clientFor(app, shopper).order.place({
      name,
      address,
      phoneNumber: '+94 77 123 4567',
      billItems: [{ productId: product.productId, quantity: 1 }],
    });
    const toShopper = (subject: RegExp) =>
      sink.waitFor((m) => m.to.includes(shopper.user.email) && subject.test(m.subject));

    const confirmation = await toShopper(/is confirmed/);
    const notice = await sink.waitFor(
      (m) => m.to.includes(SHOP) && m.subject.includes(order.orderID),
    );
    await admin.order.setStatus(order.orderID, 'Processing');
    const processing = await toShopper(/We are preparing your order/);
    await admin.order.setStatus(order.orderID, 'Cancelled');
    const cancelled = await toShopper(/has been cancelled/);

    const escapedName = '&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; Amaya';
    const escapedAddress = '&lt;img src=x onerror=alert(1)&gt;';
    for (const mail of [confirmation, notice, processing, cancelled]) {
      expect(mail.html, mail.subject).toContain(escapedName);
      expect(mail.html, mail.subject).not.toMatch(/<script|<img/i);
      // The text part carries the words as written.
      expect(mail.text, mail.subject).toContain(name);
    }
    for (const mail of [confirmation, notice]) {
      expect(mail.html, mail.subject).toContain(escapedAddress);
      expect(mail.text, mail.subject).toContain('<img src=x onerror=alert(1)>');
    }
  });
});
