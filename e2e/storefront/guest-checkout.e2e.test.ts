import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@wallart/domain';
import { seriousAxeFindings } from '../support/admin-axe';
import {
  addFromDetail,
  outboxMails,
  startStorefront,
  toast,
  type OutboxMail,
  type StorefrontSession,
} from '../support/storefront-session';

/** A 1×1 PNG: a phone's photo of a bank slip, in small. */
const SLIP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A guest order's page, as the shop links to it (PRODUCT §11). */
const ORDER_PAGE = /\/order\/[A-Za-z0-9_-]+/;

let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});

afterAll(async () => {
  await session?.close();
});

/** The newest mail to `to` whose subject matches, once the shop has written it. */
async function mailTo(to: string, subject: RegExp | string): Promise<OutboxMail> {
  const find = () =>
    outboxMails(session.shop.dataDir).find(
      (m) =>
        m.to.includes(to) &&
        (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
    );
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  const mail = find();
  if (!mail) throw new Error(`no mail to ${to} about ${String(subject)}`);
  return mail;
}

/** axe-core finds nothing serious or critical on the step the page shows (named for the report). */
async function expectAxeClean(page: Page, step: string) {
  expect({ step, findings: await seriousAxeFindings(page) }).toEqual({ step, findings: [] });
}

/**
 * A signed-out shopper buys one print as a guest, from the cart to "Order placed
 * successfully", and lands on the order's own page. Answers the order's number.
 */
async function buyAsGuest(
  page: Page,
  product: Product,
  size: string,
  email: string,
  payment: RegExp,
): Promise<string> {
  await addFromDetail(session, page, product, size, 1);
  await page.goto(`${session.shop.url}/cart`);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const choice = page.getByRole('group', { name: 'How to check out' });
  await choice.waitFor();
  await expectAxeClean(page, 'sign in or continue as guest');
  await choice.getByRole('button', { name: 'Continue as guest' }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
  await expectAxeClean(page, 'address');

  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Name' }).fill('Tharushi Fernando');
  await page.getByRole('textbox', { name: 'Address' }).fill('27 Lake Drive\nKurunegala');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0719876543');
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByRole('radiogroup', { name: 'Delivery' }).waitFor();
  await expectAxeClean(page, 'shipping');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const method = page.getByRole('radio', { name: payment });
  await method.waitFor();
  await expectAxeClean(page, 'payment');
  await method.click();
  await expect.poll(() => method.isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Continue to review' }).click();
  const place = page.getByRole('button', { name: 'Place Order' });
  await expect.poll(() => place.isEnabled()).toBe(true);
  await expectAxeClean(page, 'review');
  await place.click();
  await toast(page, 'Order placed successfully').waitFor();

  // A guest lands on the order's page whatever the method.
  await page.waitForURL(ORDER_PAGE);
  const heading = page.getByRole('heading', { level: 1, name: /^Order WA-/ });
  await heading.waitFor();
  const orderID = (await heading.innerText()).replace(/^Order /, '').trim();
  await page.getByRole('article', { name: `Order ${orderID}` }).waitFor();
  await expectAxeClean(page, 'the order page');
  return orderID;
}

describe('buying as a guest, then becoming a customer', () => {
  it('two guest orders (cash, bank transfer with a slip) appear in My Orders once the address is confirmed', async () => {
    const email = `guest-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const [first, second] = await Promise.all([
      session.api.product.get('WA-RE-001'),
      session.api.product.get('WA-LR-002'),
    ]);
    const { page, errors } = await session.open('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const cashOrder = await buyAsGuest(page, first, '24x36 in', email, /^Cash on delivery/);
    await page.getByText('Pay on delivery: have').waitFor();
    const bankOrder = await buyAsGuest(page, second, '12x18 in', email, /^Bank transfer/);
    const landedOn = new URL(page.url()).pathname;
    expect(bankOrder).not.toBe(cashOrder);

    // The confirmation mail's link, opened where the shop has never seen this shopper.
    const mail = await mailTo(email, `Your order ${bankOrder} is confirmed`);
    const link = ORDER_PAGE.exec(mail.text)?.[0] ?? '';
    expect(link).toBe(landedOn);
    const mailed = await session.open(link);
    const card = mailed.page.getByRole('article', { name: `Order ${bankOrder}` });
    await card.getByLabel('Bank details').waitFor();
    await card.locator('input[type="file"]').setInputFiles({
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: SLIP_PNG,
    });
    await toast(mailed.page, 'Payment slip uploaded').waitFor();
    const payment = card.getByRole('group', { name: 'Payment' });
    await payment.getByText('Awaiting verification', { exact: true }).waitFor();
    await payment.getByText('we are checking your slip', { exact: false }).waitFor();
    // What the server holds, not only what the page was told.
    await mailed.page.reload();
    await mailed.page
      .getByRole('article', { name: `Order ${bankOrder}` })
      .getByRole('group', { name: 'Payment' })
      .getByText('Awaiting verification', { exact: true })
      .waitFor();

    // They register with the same address, from the order page's offer.
    await mailed.page.getByRole('button', { name: 'Create an account' }).click();
    await mailed.page.waitForURL(/\/register$/);
    const password = 'Tharushi!2345';
    const form = mailed.page.getByRole('form', { name: 'Create account' });
    await expect.poll(() => form.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    await form.getByRole('textbox', { name: 'First Name' }).fill('Tharushi');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Fernando');
    await form.getByRole('textbox', { name: 'Phone' }).fill('0719876543');
    await form.getByLabel(/^Password/).fill(password);
    await form.getByLabel(/^Confirm Password/).fill(password);
    await form.getByRole('button', { name: 'Register' }).click();
    // Registering signs the new customer in (decision 0144).
    await toast(mailed.page, 'Registration successful').waitFor();
    await mailed.page.waitForURL(`${session.shop.url}/`);

    // Not theirs before the address is confirmed.
    await mailed.page.goto(`${session.shop.url}/orders`);
    await mailed.page.getByText('No Orders Yet').waitFor();

    const code = /\b(\d{6})\b/.exec((await mailTo(email, /^Confirm your e-mail/)).text)?.[1];
    if (!code) throw new Error('no 6-digit code in the confirmation mail');
    await mailed.page.goto(`${session.shop.url}/profile`);
    const confirm = mailed.page.getByRole('form', { name: 'Confirm your e-mail' });
    await confirm.getByRole('textbox', { name: 'Code from your e-mail' }).fill(code);
    await confirm.getByRole('button', { name: 'Confirm e-mail' }).click();
    await toast(mailed.page, '2 orders you placed as a guest are now in My Orders').waitFor();

    await mailed.page.goto(`${session.shop.url}/orders`);
    for (const orderID of [cashOrder, bankOrder]) {
      await mailed.page.getByRole('article', { name: `Order ${orderID}` }).waitFor();
    }
    expect(await mailed.page.getByRole('article', { name: /^Order WA-/ }).count()).toBe(2);
    const token = await mailed.page.evaluate(() => localStorage.getItem('token'));
    const { items } = await session.apiAs(token).order.list({ limit: 10 });
    expect(items).toHaveLength(2);
    const summary = [cashOrder, bankOrder].map((orderID) => {
      const o = items.find((item) => item.orderID === orderID);
      return {
        orderID: o?.orderID,
        email: o?.email,
        paymentMethod: o?.paymentMethod,
        paymentStatus: o?.paymentStatus,
        lines: o?.billItems.map((b) => `${b.productId} ${b.size} ×${b.quantity}`),
      };
    });
    expect(summary).toEqual([
      expect.objectContaining({
        orderID: cashOrder,
        email,
        paymentMethod: 'cod',
        lines: [`${first.productId} 24x36 in ×1`],
      }),
      {
        orderID: bankOrder,
        email,
        paymentMethod: 'bank-transfer',
        paymentStatus: 'awaiting-verification',
        lines: [`${second.productId} 12x18 in ×1`],
      },
    ]);
    expect(errors).toEqual([]);
    expect(mailed.errors).toEqual([]);
  });
});
