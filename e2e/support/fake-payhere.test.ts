import { payHereCheckoutHash } from '@wallart/domain/rules';
import { describe, expect, it } from 'vitest';
import {
  failedChecks,
  gatewayAndReceiver,
  MERCHANT,
  md5,
  SECRET,
  type Received,
} from './fake-payhere-testing';

const started = gatewayAndReceiver();

/** The shop's card-checkout form, signed as the shop signs it, with `overrides` applied after. */
function checkoutForm(overrides: Record<string, string> = {}, orderId = 'A1B2C3') {
  const base = {
    merchant_id: MERCHANT,
    return_url: `http://localhost:3000/orders/${orderId}?paid=card`,
    cancel_url: `http://localhost:3000/orders/${orderId}?cancelled=card`,
    notify_url: started.receiver.notifyUrl,
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
  const page = await postForm(started.gateway.checkoutUrl, checkoutForm({}, orderId));
  expect(page.status).toBe(200);
  const html = await page.text();
  const token = /name="checkout" value="([0-9a-f]+)"/.exec(html)?.[1];
  expect(token).toBeTruthy();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  return {
    answer: await postForm(new URL(action!, started.gateway.url).href, {
      checkout: token!,
      action: button,
    }),
    token: token!,
  };
}

describe('the fake PayHere checkout', () => {
  it('renders a pay page with the order, its items, the amount and Pay, Decline and Cancel', async () => {
    const answer = await postForm(started.gateway.checkoutUrl, checkoutForm());
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
    expect(started.gateway.checkouts.at(-1)).toMatchObject({ outcome: 'pending', problems: [] });
    expect(started.receiver.received).toHaveLength(0);
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
    const answer = await postForm(started.gateway.checkoutUrl, checkoutForm(overrides));
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('<h1>Payment refused</h1>');
    expect(html).toMatch(problem);
    expect(html).not.toContain('name="action"');
    expect(started.gateway.checkouts.at(-1)?.outcome).toBe('refused');
    expect(started.receiver.received).toHaveLength(0);
  });

  it('refuses a checkout that is not a form post, or is too large', async () => {
    const get = await fetch(started.gateway.checkoutUrl);
    expect(get.status).toBe(405);
    const json = await fetch(started.gateway.checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(checkoutForm()),
    });
    expect(json.status).toBe(415);
    const huge = await postForm(
      started.gateway.checkoutUrl,
      checkoutForm({ items: 'x'.repeat(70_000) }),
    );
    expect(huge.status).toBe(413);
    expect(started.receiver.received).toHaveLength(0);
  });

  it('Pay posts a signed success notice to notify_url, then sends the browser to return_url', async () => {
    const { answer, token } = await press('pay', 'PAY001');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://localhost:3000/orders/PAY001?paid=card');
    // The notice was answered before the browser was sent back.
    expect(started.receiver.received).toHaveLength(1);
    const [{ contentType, fields }] = started.receiver.received as [Received];
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
    expect(started.gateway.notices).toMatchObject([{ status: 200, replay: false, fields }]);
    expect(started.gateway.checkouts.at(-1)?.outcome).toBe('paid');

    // The payment is finished: pressing again sends nothing more.
    const again = await postForm(`${started.gateway.url}/pay/complete`, {
      checkout: token,
      action: 'pay',
    });
    expect(again.status).toBe(404);
    expect(started.receiver.received).toHaveLength(1);
  });

  it('Decline posts a signed notice with status -2, then sends the browser to return_url', async () => {
    const { answer } = await press('decline', 'DEC001');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://localhost:3000/orders/DEC001?paid=card');
    expect(started.receiver.received).toHaveLength(1);
    const { fields } = started.receiver.received[0]!;
    expect(fields).toMatchObject({ order_id: 'DEC001', status_code: '-2' });
    expect(failedChecks(fields, { amount: '12500.00', currency: 'LKR' })).toEqual([]);
  });

  it('Cancel sends the browser to cancel_url and posts no notice', async () => {
    const { answer } = await press('cancel', 'CAN001');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      'http://localhost:3000/orders/CAN001?cancelled=card',
    );
    expect(started.receiver.received).toHaveLength(0);
    expect(started.gateway.notices).toHaveLength(0);
    expect(started.gateway.checkouts.at(-1)?.outcome).toBe('cancelled');
  });

  it('still sends the browser back when the shop refuses the notice, and records the answer', async () => {
    started.receiver.answerWith(400);
    const { answer } = await press('pay', 'REF001');
    expect(answer.status).toBe(303);
    expect(started.gateway.notices).toMatchObject([{ status: 400, body: 'refused' }]);
  });
});
