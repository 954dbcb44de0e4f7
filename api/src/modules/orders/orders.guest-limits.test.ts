import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimitsWith } from '../../config/rate-limits';
import { createProduct, createUser, TEST_PASSWORD, type SignedIn } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  startTestAppWithMail,
  type TestApp,
} from '../../test/test-app';
import { ORDER_ADDRESS, proveAddress, uniqueEmail } from '../account/testing/account-setup';
import type { SmtpSink } from '../mail/testing/smtp-sink';
import { guestLimitMessage } from './order-claims';

let app: TestApp;

const lines = (productId: string, quantity = 1) => [{ productId, quantity }];

function placeAsGuest(email: string, productId: string, ip = '10.9.0.1', quantity = 1) {
  return app.call('POST', '/api/order', {
    headers: { 'X-Forwarded-For': ip },
    body: { ...ORDER_ADDRESS, email, billItems: lines(productId, quantity) },
  });
}

describe('guest orders per address and per IP (here 2 a day and 3 an hour)', () => {
  beforeAll(async () => {
    app = await startTestApp({
      trustProxy: true,
      rateLimits: rateLimitsWith({ guestOrdersPerAddress: 2, guestOrdersPerIp: 3 }),
    });
  });
  afterAll(async () => app.close());

  it('counts an address with or without its +tag and in any case, then 429', async () => {
    const { productId } = await createProduct(app, { stock: 100 });
    const email = uniqueEmail('capped');
    const tagged = email.replace('@', '+shop@').toUpperCase();
    const seen = [
      (await placeAsGuest(email, productId, '10.9.0.1')).status,
      (await placeAsGuest(tagged, productId, '10.9.0.2')).status,
      (await placeAsGuest(email, productId, '10.9.0.3')).status,
    ];
    expect(seen).toEqual([201, 201, 429]);
  });

  it('counts an IP across addresses, and leaves signed-in shoppers on that IP alone', async () => {
    const { productId } = await createProduct(app, { stock: 100 });
    const seen: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      seen.push((await placeAsGuest(uniqueEmail(`ip${i}`), productId, '10.9.1.1')).status);
    }
    expect(seen).toEqual([201, 201, 201, 429]);
    const shopper = await createUser(app);
    const signedIn = await app.call('POST', '/api/order', {
      token: shopper.token,
      headers: { 'X-Forwarded-For': '10.9.1.1' },
      body: { ...ORDER_ADDRESS, billItems: lines(productId) },
    });
    expect(signedIn.status).toBe(201);
  });
});

describe('Pending prints of an address with no confirmed account (UNVERIFIED_PENDING_UNITS, here 3)', () => {
  beforeAll(async () => {
    app = await startTestApp({ unverifiedPendingUnits: 3 });
  });
  afterAll(async () => app.close());

  it('caps a guest address across its orders with 403 email_unverified, changing nothing', async () => {
    const { productId } = await createProduct(app, { stock: 100 });
    const email = uniqueEmail('pending');
    expect((await placeAsGuest(email, productId, '10.9.2.1', 2)).status).toBe(201);
    const refused = await placeAsGuest(email.toUpperCase(), productId, '10.9.2.1', 2);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      403,
      'email_unverified',
      guestLimitMessage(3),
    ]);
    expect((await placeAsGuest(email, productId, '10.9.2.1', 1)).status).toBe(201);
    expect((await placeAsGuest(uniqueEmail('else'), productId, '10.9.2.1', 3)).status).toBe(201);
  });
});

describe('order mails to an address no confirmed account owns (10 a day)', () => {
  let sink: SmtpSink;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, sink, close } = await startTestAppWithMail());
  });
  afterAll(async () => close());

  /**
   * Resolves once `email` has at least `count` mails and no more have come for a while, so a
   * mail beyond the cap would have been seen. On a loaded machine mails take their time.
   */
  const mailsTo = (email: string) => sink.mails.filter((m) => m.to.includes(email)).length;

  async function settled(email: string, count: number) {
    await vi.waitFor(() => expect(mailsTo(email)).toBeGreaterThanOrEqual(count), {
      timeout: 30_000,
      interval: 200,
    });
    let seen = -1;
    while (seen !== sink.mails.length) {
      seen = sink.mails.length;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  async function placeAndCancel(shopper: SignedIn, times: number) {
    const { productId } = await createProduct(app, { stock: 100 });
    const api = clientFor(app, shopper.token);
    for (let i = 0; i < times; i += 1) {
      const { order } = await api.order.place({ ...ORDER_ADDRESS, billItems: lines(productId) });
      await api.order.remove(order.orderID);
    }
  }

  it('an unconfirmed account ordering and cancelling 6 times puts at most 10 mails in the mailbox', async () => {
    const shopper = await createUser(app);
    await placeAndCancel(shopper, 6);
    await settled(shopper.user.email, 10);
    expect(mailsTo(shopper.user.email)).toBe(10);
  });

  it('a confirmed account gets every mail', async () => {
    const shopper = await createUser(app);
    await proveAddress(shopper);
    await placeAndCancel(shopper, 6);
    await settled(shopper.user.email, 12);
    expect(mailsTo(shopper.user.email)).toBe(12);
  });
});

describe('a code once per shopper counts the normalised address, not the account', () => {
  let admin: SignedIn;
  let productId: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await createUser(app, { role: 'admin' });
    productId = (await createProduct(app, { stock: 100 })).productId;
  });
  afterAll(async () => app.close());

  let counter = 0;
  async function oncePerShopper() {
    counter += 1;
    const code = `ONCE${counter}`;
    await clientFor(app, admin.token).discount.create({
      code,
      type: 'percent',
      value: 10,
      perCustomerLimit: 1,
    });
    return code;
  }
  const orderWith = (who: SignedIn, discountCode: string) =>
    clientFor(app, who.token).order.place({
      ...ORDER_ADDRESS,
      discountCode,
      billItems: lines(productId),
    });

  it('refuses fresh unconfirmed accounts of the same address (+tags) and a guest of it', async () => {
    const code = await oncePerShopper();
    const email = uniqueEmail('once');
    const first = await createUser(app, { email: email.replace('@', '+a@') });
    expect((await orderWith(first, code)).order.discountCode).toBe(code);
    const second = await createUser(app, { email: email.replace('@', '+b@') });
    expect((await apiError(orderWith(second, code))).code).toBe('discount_refused');
    const guest = await app.call('POST', '/api/order', {
      body: { ...ORDER_ADDRESS, email, discountCode: code, billItems: lines(productId) },
    });
    expect([guest.status, guest.body.code]).toEqual([409, 'discount_refused']);
  });

  it('keeps counting after the account is deleted and the address registers again', async () => {
    const code = await oncePerShopper();
    const email = uniqueEmail('again');
    const first = await createUser(app, { email });
    const { order } = await orderWith(first, code);
    await clientFor(app, admin.token).order.setStatus(order.orderID, 'Delivered');
    await clientFor(app, first.token).account.remove({ password: TEST_PASSWORD });
    const again = await createUser(app, { email });
    expect((await apiError(orderWith(again, code))).code).toBe('discount_refused');
  });
});
