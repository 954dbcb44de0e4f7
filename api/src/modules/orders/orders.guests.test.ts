import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TOKEN_HEADER, type PlacedOrder } from '@wallart/domain';
import { OrderModel } from '../../db/models';
import { createProduct, createUser } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestAppWithMail,
  type CallResult,
  type TestApp,
} from '../../test/test-app';
import { ORDER_ADDRESS, uniqueEmail } from '../account/testing/account-setup';
import type { SmtpSink } from '../mail/testing/smtp-sink';
import { LOOKUP_ANSWER } from './orders.routes';

let sink: SmtpSink;
let app: TestApp;
let close: () => Promise<void>;
/** Every answer a test here got, to search for the key in. */
const answers: { path: string; result: CallResult }[] = [];

beforeAll(async () => {
  ({ app, sink, close } = await startTestAppWithMail());
});
afterAll(async () => close());

async function call(method: string, path: string, options: Parameters<TestApp['call']>[2] = {}) {
  const result = await app.call(method, path, options);
  answers.push({ path, result });
  return result;
}

const asGuest = (token: string) => ({ headers: { [ORDER_TOKEN_HEADER]: token } });

async function guestOrder(email = uniqueEmail('guest'), extra: object = {}) {
  const product = await createProduct(app, { stock: 50 });
  const placed = await call('POST', '/api/order', {
    body: {
      ...ORDER_ADDRESS,
      email,
      billItems: [{ productId: product.productId, quantity: 1 }],
      ...extra,
    },
  });
  expect(placed.status).toBe(201);
  const body = placed.body as PlacedOrder;
  return { ...body, email, token: body.orderToken as string };
}

/** The key in the newest order-link mail to the address, once it arrives after `since`. */
async function linkMailedTo(email: string, since: number): Promise<string> {
  const mail = await sink.waitFor(
    (m) => sink.mails.indexOf(m) >= since && m.to.includes(email) && /link/i.test(m.subject),
  );
  const token = /\/order\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in the mail: ${mail.text}`);
  return token;
}

describe('a guest order (PRODUCT §11)', () => {
  it('is placed with an e-mail and no token: 201 with the key, and its page answers the order', async () => {
    const placed = await guestOrder();
    expect(placed.token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    expect(placed.order.isGuest).toBe(true);
    expect(placed.order.email).toBe(placed.email);
    const row = await OrderModel.findOne({ where: { orderID: placed.order.orderID }, raw: true });
    expect(row?.userId).toBeNull();
    expect(row?.tokenHash).not.toContain(placed.token);

    const page = await call('GET', `/api/order/by-token/${placed.token}`);
    expect(page.status).toBe(200);
    expect(page.body.orderID).toBe(placed.order.orderID);
    const mail = await sink.waitFor(
      (m) => m.to.includes(placed.email) && m.subject.includes(placed.order.orderID),
    );
    expect(mail.text).toContain(`http://localhost:3000/order/${placed.token}`);
  });

  it('without a token and without an e-mail stays a 401, even with a bad body', async () => {
    expect((await call('POST', '/api/order', { body: { ...ORDER_ADDRESS } })).status).toBe(401);
    expect((await call('POST', '/api/order', { body: { billItems: 'x' } })).status).toBe(401);
  });

  it('with a token ignores a body e-mail: the account’s own order, no key', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app);
    const placed = await call('POST', '/api/order', {
      token: shopper.token,
      body: {
        ...ORDER_ADDRESS,
        email: uniqueEmail('other'),
        billItems: [{ productId: product.productId, quantity: 1 }],
      },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.email).toBe(shopper.user.email);
    expect(placed.body.orderToken).toBeUndefined();
    expect(placed.body.order.isGuest).toBe(false);
  });

  it('X-Order-Token opens its own order’s calls and is a 404 on any other', async () => {
    const mine = await guestOrder();
    const other = await guestOrder();
    const get = await call('GET', `/api/order/${mine.order.orderID}`, asGuest(mine.token));
    expect([get.status, get.body.orderID]).toEqual([200, mine.order.orderID]);
    const foreign = await call('GET', `/api/order/${other.order.orderID}`, asGuest(mine.token));
    expect(foreign.status).toBe(404);
    const invoice = await call(
      'GET',
      `/api/order/${other.order.orderID}/invoice.pdf`,
      asGuest(mine.token),
    );
    expect(invoice.status).toBe(404);
    const unknown = await call('GET', `/api/order/${mine.order.orderID}`, asGuest('nope'));
    expect(unknown.status).toBe(404);
    expect((await call('GET', '/api/order/by-token/not-a-key')).status).toBe(404);
    // Cancelling another's order with one's key changes nothing; one's own is cancelled.
    expect(
      (await call('DELETE', `/api/order/${other.order.orderID}`, asGuest(mine.token))).status,
    ).toBe(404);
    expect((await clientFor(app).order.byToken(other.token)).status).toBe('Pending');
    expect(
      (await call('DELETE', `/api/order/${mine.order.orderID}`, asGuest(mine.token))).status,
    ).toBe(200);
    const cancelled = await OrderModel.findOne({
      where: { orderID: mine.order.orderID },
      raw: true,
    });
    expect(cancelled?.status).toBe('Cancelled');
  });

  it('lookup answers alike for match and no match, mails a fresh link, and the old link dies', async () => {
    const placed = await guestOrder();
    const since = sink.mails.length;
    const match = await call('POST', '/api/order/lookup', {
      body: { orderID: placed.order.orderID, email: placed.email.toUpperCase() },
    });
    const wrongAddress = await call('POST', '/api/order/lookup', {
      body: { orderID: placed.order.orderID, email: uniqueEmail('stranger') },
    });
    const noOrder = await call('POST', '/api/order/lookup', {
      body: { orderID: 'WA-NOSUCH12', email: placed.email },
    });
    for (const answer of [match, wrongAddress, noOrder]) {
      expect([answer.status, answer.body]).toEqual([202, { message: LOOKUP_ANSWER }]);
    }
    const fresh = await linkMailedTo(placed.email, since);
    expect(fresh).not.toBe(placed.token);
    expect((await call('GET', `/api/order/by-token/${placed.token}`)).status).toBe(404);
    expect(
      (await call('GET', `/api/order/${placed.order.orderID}`, asGuest(placed.token))).status,
    ).toBe(404);
    expect((await call('GET', `/api/order/by-token/${fresh}`)).status).toBe(200);
  });

  it('becomes the account’s once the address is confirmed, never before', async () => {
    const email = uniqueEmail('claim');
    const first = await guestOrder(email);
    const second = await guestOrder(email.toUpperCase());
    const since = sink.mails.length;
    const api = clientFor(app);
    await api.user.register({
      firstName: 'Nimali',
      lastName: 'Perera',
      email,
      phone: '0771234567',
      password: 'Registered-pass1',
    });
    const codeMail = await sink.waitFor(
      (m) => sink.mails.indexOf(m) >= since && m.to.includes(email) && /Confirm/.test(m.subject),
    );
    const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1] as string;
    const { token } = await api.user.login({ email, password: 'Registered-pass1' });
    const shopper = clientFor(app, token);
    expect((await shopper.order.list()).items).toHaveLength(0);
    expect((await apiError(shopper.order.get(first.order.orderID))).status).toBe(404);
    expect((await shopper.account.security()).claimedOrders).toBe(0);

    const confirmed = await shopper.account.verifyEmail({ code });
    expect(confirmed.claimedOrders).toBe(2);
    const listed = (await shopper.order.list()).items.map((o) => o.orderID).sort();
    expect(listed).toEqual([first.order.orderID, second.order.orderID].sort());
    expect((await shopper.order.get(first.order.orderID)).isGuest).toBe(true);

    // The profile counts them from then on, and an order placed signed in is not among them.
    const print = await createProduct(app, { stock: 5 });
    await shopper.order.place({
      ...ORDER_ADDRESS,
      billItems: [{ productId: print.productId, quantity: 1 }],
    });
    expect(await shopper.account.security()).toEqual({ hasPassword: true, claimedOrders: 2 });
  });

  it('staff filter guest orders, and resend a link (audited, the old link dies)', async () => {
    const placed = await guestOrder();
    const admin = await createUser(app, { role: 'admin' });
    const staff = clientFor(app, admin.token);
    const guests = (await staff.order.list({ placedBy: 'guest', limit: 100 })).items;
    expect(guests.every((o) => o.isGuest)).toBe(true);
    expect(guests.map((o) => o.orderID)).toContain(placed.order.orderID);
    const accounts = (await staff.order.list({ placedBy: 'account', limit: 100 })).items;
    expect(accounts.some((o) => o.isGuest)).toBe(false);

    const since = sink.mails.length;
    await staff.order.resendLink(placed.order.orderID);
    const fresh = await linkMailedTo(placed.email, since);
    expect((await call('GET', `/api/order/by-token/${placed.token}`)).status).toBe(404);
    expect((await call('GET', `/api/order/by-token/${fresh}`)).status).toBe(200);
    const log = await call('GET', '/api/admin/audit?action=order.resend-link', {
      token: admin.token,
    });
    expect(JSON.stringify(log.body)).toContain(placed.order.orderID);
    const shopper = await createUser(app);
    expect(
      (
        await call('POST', `/api/order/${placed.order.orderID}/resend-link`, {
          token: shopper.token,
        })
      ).status,
    ).toBe(403);
  });

  it('never shows the key in any answer but the 201', async () => {
    const placed = await guestOrder();
    const admin = await createUser(app, { role: 'admin' });
    await call('GET', '/api/order', { token: admin.token });
    await call('GET', `/api/order/${placed.order.orderID}`, { token: admin.token });
    await call('GET', `/api/order/${placed.order.orderID}`, asGuest(placed.token));
    await call('GET', `/api/order/by-token/${placed.token}`);
    const keys = answers
      .map(({ result }) => (result.body as { orderToken?: string } | undefined)?.orderToken)
      .filter((key): key is string => typeof key === 'string');
    for (const { path, result } of answers) {
      const headers: string[] = [];
      result.headers.forEach((value) => headers.push(value));
      const text = JSON.stringify(result.body ?? '') + headers.join(' ');
      const placing = path === '/api/order' && result.status === 201;
      for (const key of keys) if (!placing) expect(text, path).not.toContain(key);
    }
  });
});
