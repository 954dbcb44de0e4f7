import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { clientFor, startTestAppWithMail, type TestApp } from '../../test/test-app';
import type { ReceivedMail, SmtpSink } from '../mail/testing/smtp-sink';
import crypto from 'node:crypto';
import { PAYHERE, postNotice, signedNotice } from '../payments/testing/payment-fixtures';
import { digitalPrint, orderDetails, paidOrder, TIER } from './testing/digital-shop';

/** PRODUCT §13: the paid mail lists the downloads. */
let app: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
let admin: SignedIn;

beforeAll(async () => {
  ({ app, sink, close } = await startTestAppWithMail({ integrations: { payhere: PAYHERE } }));
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

  it('comes once when the card gateway says the order is paid', async () => {
    const { product } = await digitalPrint(app, admin);
    const shopper = await createUser(app);
    const { order } = await clientFor(app, shopper).order.place({
      ...orderDetails,
      paymentMethod: 'card',
      billItems: [{ productId: product.productId, size: TIER, quantity: 1 }],
    });
    const base = {
      order_id: order.orderID,
      payment_id: String(crypto.randomInt(1e11, 1e12)),
      payhere_amount: order.total.toFixed(2),
      status_code: '2',
    };
    await postNotice(app, signedNotice(base));
    const paidMail = (m: ReceivedMail) =>
      m.to.includes(shopper.user.email) &&
      m.subject === `Payment received for order ${order.orderID}`;
    const mail = await sink.waitFor(paidMail);
    expect(mail.text).toContain(`Download: ${product.name} (${TIER}): ready in My Orders`);

    await postNotice(app, signedNotice(base));
    await postNotice(app, signedNotice({ ...base, payment_id: `${base.payment_id}1` }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mails.filter(paidMail)).toHaveLength(1);
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
