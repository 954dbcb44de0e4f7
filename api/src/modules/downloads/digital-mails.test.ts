import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { startTestAppWithMail, type TestApp } from '../../test/test-app';
import type { SmtpSink } from '../mail/testing/smtp-sink';
import { digitalPrint, paidOrder, TIER } from './testing/digital-shop';

/** PRODUCT §13: the paid mail lists the downloads. */
let app: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
let admin: SignedIn;

beforeAll(async () => {
  ({ app, sink, close } = await startTestAppWithMail());
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await close();
});

describe('the paid mail', () => {
  it('lists each download and says where to fetch it; prints still ship', async () => {
    const { product } = await digitalPrint(app, admin);
    const print = await createProduct(app);
    const { order, shopper } = await paidOrder(app, admin, [
      { productId: product.productId, size: TIER, quantity: 1 },
      { productId: print.productId, quantity: 1 },
    ]);
    const mail = await sink.waitFor(
      (m) => m.to.includes(shopper.user.email) && m.subject.startsWith('Payment received'),
    );
    expect(mail.text).toContain(`Download: ${product.name} (${TIER}): ready in My Orders`);
    expect(mail.text).toContain(`/orders?order=${order.orderID}`);
    expect(mail.text).toContain('download your artwork from the order in My Orders');
    expect(mail.text).toContain('when they ship');
    expect(mail.text).not.toContain(`Download: ${print.name}`);
  });

  it('for prints alone says nothing about downloads', async () => {
    const print = await createProduct(app);
    const { shopper } = await paidOrder(app, admin, [{ productId: print.productId, quantity: 1 }]);
    const mail = await sink.waitFor(
      (m) => m.to.includes(shopper.user.email) && m.subject.startsWith('Payment received'),
    );
    expect(mail.text).not.toContain('Download');
    expect(mail.text).toContain('nothing to do');
  });
});
