import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlacedOrder } from '@wallart/domain';
import { rateLimitsWith } from '../../config/rate-limits';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { clientFor, startTestAppWithMail, type TestApp } from '../../test/test-app';
import { ORDER_ADDRESS, proveAddress, uniqueEmail } from '../account/testing/account-setup';
import type { SmtpSink } from '../mail/testing/smtp-sink';

let app: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
let admin: SignedIn;
let slip: Blob;

beforeAll(async () => {
  ({ app, sink, close } = await startTestAppWithMail({
    rateLimits: rateLimitsWith({ unconfirmedMailsPerAddress: 1 }),
  }));
  admin = await createUser(app, { role: 'admin' });
  const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  slip = new Blob([new Uint8Array(png)], { type: 'image/png' });
});
afterAll(async () => close());

const mailsTo = (email: string) => sink.mails.filter((m) => m.to.includes(email));

/** Waits until no mail has come for a second, so a mail past the cap would have been seen. */
async function settled() {
  let seen = -1;
  while (seen !== sink.mails.length) {
    seen = sink.mails.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A bank-transfer order whose slip staff verified; its owner's key when it is a guest's. */
async function verifiedBankOrder(body: object, token?: string) {
  const { productId } = await createProduct(app, { stock: 10 });
  const placed = await app.call('POST', '/api/order', {
    ...(token && { token }),
    body: {
      ...ORDER_ADDRESS,
      ...body,
      paymentMethod: 'bank-transfer',
      billItems: [{ productId, quantity: 1 }],
    },
  });
  expect(placed.status).toBe(201);
  const { order, orderToken } = placed.body as PlacedOrder;
  const owner = clientFor(app, token);
  await owner.payment.uploadSlip(order.orderID, slip, 'slip.png', orderToken);
  const review = await clientFor(app, admin.token).payment.review(order.orderID, {
    action: 'verify',
  });
  expect(review.order.paymentStatus).toBe('paid');
  return order;
}

describe('payment mails and the daily cap on unconfirmed addresses (here 1 a day)', () => {
  it('a guest who had the day’s mail gets no "payment verified" mail; the payment still counts', async () => {
    const email = uniqueEmail('capped-payment');
    await verifiedBankOrder({ email });
    await vi.waitFor(() => expect(mailsTo(email).length).toBe(1), { timeout: 30_000 });
    await settled();
    const subjects = mailsTo(email).map((m) => m.subject);
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).not.toMatch(/verified/i);
  });

  it('a confirmed account is mailed its confirmation and its verified payment', async () => {
    const shopper = await createUser(app);
    await proveAddress(shopper);
    const since = mailsTo(shopper.user.email).length;
    await verifiedBankOrder({}, shopper.token);
    await vi.waitFor(
      () => expect(mailsTo(shopper.user.email).length - since).toBeGreaterThanOrEqual(2),
      { timeout: 30_000 },
    );
    await settled();
    expect(mailsTo(shopper.user.email).length - since).toBe(2);
  });
});
