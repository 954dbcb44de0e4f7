import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { payHereCheckoutHash, payHereNoticeSignature } from '@wallart/domain/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakePayHere, type FakePayHere, type Tamper } from './fake-payhere';

const MERCHANT = '1211149';
const SECRET = 'test-secret';
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

interface Received {
  contentType: string | undefined;
  fields: Record<string, string>;
}

/** A loopback stand-in for the shop's notify endpoint: records each notice, answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        contentType: req.headers['content-type'],
        fields: Object.fromEntries(new URLSearchParams(body)),
      });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 200 ? 'OK' : 'refused');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    notifyUrl: `http://127.0.0.1:${port}/api/payments/payhere/notify`,
    answerWith(next: number) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What the shop checks on a notice (PRODUCT §7), as the names of the checks that fail. */
function failedChecks(
  fields: Record<string, string>,
  expected: { amount: string; currency: string },
): Tamper[] {
  const failed: Tamper[] = [];
  const signature = payHereNoticeSignature(
    {
      merchant_id: fields.merchant_id ?? '',
      order_id: fields.order_id ?? '',
      payhere_amount: fields.payhere_amount ?? '',
      payhere_currency: fields.payhere_currency ?? '',
      status_code: fields.status_code ?? '',
    },
    SECRET,
    md5,
  );
  if (fields.md5sig !== signature) failed.push('signature');
  if (fields.merchant_id !== MERCHANT) failed.push('merchant');
  if (fields.payhere_amount !== expected.amount) failed.push('amount');
  if (fields.payhere_currency !== expected.currency) failed.push('currency');
  return failed;
}

let gateway: FakePayHere;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  gateway = await startFakePayHere({ merchantId: MERCHANT, merchantSecret: SECRET });
  receiver = await startReceiver();
});
afterAll(async () => {
  await gateway.close();
  await receiver.close();
});
afterEach(() => {
  receiver.received.length = 0;
  gateway.notices.length = 0;
  receiver.answerWith(200);
});

/** The shop's card-checkout form, signed as the shop signs it, with `overrides` applied after. */
function checkoutForm(overrides: Record<string, string> = {}, orderId = 'A1B2C3') {
  const base = {
    merchant_id: MERCHANT,
    return_url: `http://localhost:3000/orders/${orderId}?paid=card`,
    cancel_url: `http://localhost:3000/orders/${orderId}?cancelled=card`,
    notify_url: receiver.notifyUrl,
    order_id: orderId,
    items: 'Misty Forest (12x18 in) × 2, <Harbour> & Lights (A3)',
    currency: 'LKR',
    amount: '12500.00',
    first_name: 'Nimal',
    last_name: 'Perera',
    email: 'nimal@example.lk',
    phone: '0771234567',
    address: '12 Galle Road',
    city: 'Colombo',
    country: 'Sri Lanka',
  };
  return { ...base, hash: shopHash(orderId, base.amount, base.currency), ...overrides };
}

/** The checkout hash as the shop's own rule makes it. */
function shopHash(orderId: string, amount: string, currency: string) {
  return payHereCheckoutHash({ merchantId: MERCHANT, orderId, amount, currency }, SECRET, md5);
}

/** Posts a form as the shopper's browser would, without following redirects. */
function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Opens the pay page for a good checkout and presses one of its buttons. */
async function press(button: 'pay' | 'decline' | 'cancel', orderId: string) {
  const page = await postForm(gateway.checkoutUrl, checkoutForm({}, orderId));
  expect(page.status).toBe(200);
  const html = await page.text();
  const token = /name="checkout" value="([0-9a-f]+)"/.exec(html)?.[1];
  expect(token).toBeTruthy();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  return {
    answer: await postForm(new URL(action!, gateway.url).href, {
      checkout: token!,
      action: button,
    }),
    token: token!,
  };
}

describe('the fake PayHere checkout', () => {
  it('renders a pay page with the order, its items, the amount and Pay, Decline and Cancel', async () => {
    const answer = await postForm(gateway.checkoutUrl, checkoutForm());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Wall Art test gateway</h1>');
    expect(html).toContain('<dt>Order</dt><dd>A1B2C3</dd>');
    expect(html).toContain('Misty Forest (12x18 in) × 2, &lt;Harbour&gt; &amp; Lights (A3)');
    expect(html).toContain('<dt>Amount</dt><dd>LKR 12500.00</dd>');
    for (const [value, name] of [
      ['pay', 'Pay'],
      ['decline', 'Decline'],
      ['cancel', 'Cancel'],
    ]) {
      expect(html).toContain(
        `<button type="submit" name="action" value="${value}">${name}</button>`,
      );
    }
    expect(html).not.toContain('<script');
    expect(gateway.checkouts.at(-1)).toMatchObject({ outcome: 'pending', problems: [] });
    expect(receiver.received).toHaveLength(0);
  });

  it.each([
    ['a wrong hash', { hash: 'A'.repeat(32) }, /hash does not match/],
    [
      'a hash in lower case',
      { hash: shopHash('A1B2C3', '12500.00', 'LKR').toLowerCase() },
      /hash does not match/,
    ],
    ['an amount the hash was not made for', { amount: '125.00' }, /hash does not match/],
    ['another merchant', { merchant_id: '1000001' }, /merchant_id 1000001 is not this merchant/],
    ['a missing field', { phone: '' }, /phone is missing/],
    [
      'an amount without two decimals',
      { amount: '12500' },
      /amount 12500 is not a positive amount/,
    ],
    ['an unknown currency', { currency: 'EUR' }, /currency EUR is not one of LKR, USD/],
  ])('refuses %s with an error page and sends nothing', async (_, overrides, problem) => {
    const answer = await postForm(gateway.checkoutUrl, checkoutForm(overrides));
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('<h1>Payment refused</h1>');
    expect(html).toMatch(problem);
    expect(html).not.toContain('name="action"');
    expect(gateway.checkouts.at(-1)?.outcome).toBe('refused');
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses a checkout that is not a form post, or is too large', async () => {
    const get = await fetch(gateway.checkoutUrl);
    expect(get.status).toBe(405);
    const json = await fetch(gateway.checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(checkoutForm()),
    });
    expect(json.status).toBe(415);
    const huge = await postForm(gateway.checkoutUrl, checkoutForm({ items: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
    expect(receiver.received).toHaveLength(0);
  });

  it('Pay posts a signed success notice to notify_url, then sends the browser to return_url', async () => {
    const { answer, token } = await press('pay', 'PAY001');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://localhost:3000/orders/PAY001?paid=card');
    // The notice was answered before the browser was sent back.
    expect(receiver.received).toHaveLength(1);
    const [{ contentType, fields }] = receiver.received as [Received];
    expect(contentType).toBe('application/x-www-form-urlencoded');
    expect(fields).toMatchObject({
      merchant_id: MERCHANT,
      order_id: 'PAY001',
      payhere_amount: '12500.00',
      payhere_currency: 'LKR',
      status_code: '2',
    });
    expect(fields.payment_id).toMatch(/^\d{12}$/);
    expect(failedChecks(fields, { amount: '12500.00', currency: 'LKR' })).toEqual([]);
    expect(gateway.notices).toMatchObject([{ status: 200, replay: false, fields }]);
    expect(gateway.checkouts.at(-1)?.outcome).toBe('paid');

    // The payment is finished: pressing again sends nothing more.
    const again = await postForm(`${gateway.url}/pay/complete`, { checkout: token, action: 'pay' });
    expect(again.status).toBe(404);
    expect(receiver.received).toHaveLength(1);
  });

  it('Decline posts a signed notice with status -2, then sends the browser to return_url', async () => {
    const { answer } = await press('decline', 'DEC001');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://localhost:3000/orders/DEC001?paid=card');
    expect(receiver.received).toHaveLength(1);
    const { fields } = receiver.received[0]!;
    expect(fields).toMatchObject({ order_id: 'DEC001', status_code: '-2' });
    expect(failedChecks(fields, { amount: '12500.00', currency: 'LKR' })).toEqual([]);
  });

  it('Cancel sends the browser to cancel_url and posts no notice', async () => {
    const { answer } = await press('cancel', 'CAN001');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      'http://localhost:3000/orders/CAN001?cancelled=card',
    );
    expect(receiver.received).toHaveLength(0);
    expect(gateway.notices).toHaveLength(0);
    expect(gateway.checkouts.at(-1)?.outcome).toBe('cancelled');
  });

  it('still sends the browser back when the shop refuses the notice, and records the answer', async () => {
    receiver.answerWith(400);
    const { answer } = await press('pay', 'REF001');
    expect(answer.status).toBe(303);
    expect(gateway.notices).toMatchObject([{ status: 400, body: 'refused' }]);
  });
});

describe('notices on request', () => {
  const order = { orderId: 'NOTE01', amount: '4999.50', currency: 'LKR' };

  it.each([2, 0, -1, -2, -3])(
    'posts a correctly signed notice with status %i and answers the shop’s status',
    async (statusCode) => {
      const status = await gateway.notify({ ...order, statusCode, notifyUrl: receiver.notifyUrl });
      expect(status).toBe(200);
      const { fields } = receiver.received[0]!;
      expect(fields).toMatchObject({ order_id: 'NOTE01', status_code: String(statusCode) });
      expect(failedChecks(fields, order)).toEqual([]);
    },
  );

  it('writes a number amount with two decimals and defaults the currency to LKR', async () => {
    await gateway.notify({
      orderId: 'N2',
      amount: 2500,
      statusCode: 2,
      notifyUrl: receiver.notifyUrl,
    });
    expect(receiver.received[0]!.fields).toMatchObject({
      payhere_amount: '2500.00',
      payhere_currency: 'LKR',
    });
  });

  it.each<Tamper>(['signature', 'merchant', 'amount', 'currency'])(
    'tampers with the %s so that exactly that check fails',
    async (tamper) => {
      await gateway.notify({ ...order, statusCode: 2, notifyUrl: receiver.notifyUrl, tamper });
      const { fields } = receiver.received[0]!;
      expect(fields.order_id).toBe('NOTE01');
      expect(failedChecks(fields, order)).toEqual([tamper]);
      expect(gateway.notices[0]).toMatchObject({ tamper, fields });
    },
  );

  it('answers the shop’s status when it refuses a notice', async () => {
    receiver.answerWith(400);
    const status = await gateway.notify({
      ...order,
      statusCode: 2,
      notifyUrl: receiver.notifyUrl,
      tamper: 'signature',
    });
    expect(status).toBe(400);
  });

  it('replays a notice field for field, payment id included', async () => {
    await gateway.notify({
      ...order,
      statusCode: 2,
      paymentId: '320025071278',
      notifyUrl: receiver.notifyUrl,
    });
    const first = gateway.notices[0]!;
    expect(await gateway.replay(first)).toBe(200);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.fields).toEqual(receiver.received[0]!.fields);
    expect(receiver.received[0]!.fields.payment_id).toBe('320025071278');
    expect(gateway.notices[1]).toMatchObject({ replay: true });
  });

  it('gives each notice a new payment id unless one is given', async () => {
    await gateway.notify({ ...order, statusCode: 2, notifyUrl: receiver.notifyUrl });
    await gateway.notify({ ...order, statusCode: 2, notifyUrl: receiver.notifyUrl });
    const [a, b] = receiver.received.map((r) => r.fields.payment_id);
    expect(a).not.toBe(b);
  });

  it('fails loudly when the notify URL does not answer', async () => {
    await expect(
      gateway.notify({ ...order, statusCode: 2, notifyUrl: 'http://127.0.0.1:9/notify' }),
    ).rejects.toThrow(/notice to http:\/\/127\.0\.0\.1:9\/notify failed/);
  });
});
