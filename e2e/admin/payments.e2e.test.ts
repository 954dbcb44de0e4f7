import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLKR, type Order } from '@wallart/domain';
import { startAdminSession, toastWith, type AdminSession } from '../support/admin-session';
import { DEMO, login } from '../support/shop-server';
import { outboxMails } from '../support/storefront-session';

/** A 1×1 PNG standing in for a photographed bank slip. */
const SLIP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let session: AdminSession;
let order: Order;

beforeAll(async () => {
  session = await startAdminSession();
  const shopper = session.apiAs(
    await login(session.shop.url, DEMO.shopper.email, DEMO.shopper.password),
  );
  const placed = await shopper.order.place({
    name: 'Nimali Perera',
    address: '12 Temple Road\nKandy',
    phoneNumber: '0771234567',
    billItems: [{ productId: 'WA-LR-001', quantity: 1, size: '18x24 in' }],
    country: 'LK',
    shippingMethod: 'standard',
    paymentMethod: 'bank-transfer',
  });
  await shopper.payment.uploadSlip(
    placed.order.orderID,
    new Blob([SLIP_PNG], { type: 'image/png' }),
    'slip.png',
  );
  order = await session.api.order.get(placed.order.orderID);
});

afterAll(async () => {
  await session?.close();
});

const table = (page: Page) => page.getByRole('table', { name: 'Orders' });
const rowOf = (page: Page, orderID: string) =>
  table(page).locator('tbody tr').filter({ hasText: orderID });

async function openOrders(): Promise<Page> {
  const { page } = await session.open('/admin/orders');
  await page.getByRole('heading', { name: 'Orders' }).waitFor();
  await table(page).locator('tbody tr').first().waitFor();
  return page;
}

describe('admin payments', () => {
  it('shows each order’s payment method and status, and filters by payment status', async () => {
    expect(order).toMatchObject({
      paymentMethod: 'bank-transfer',
      paymentStatus: 'awaiting-verification',
    });
    const page = await openOrders();
    const cells = rowOf(page, order.orderID).getByRole('cell');
    // One "Payment" column: the method, and its state under it.
    const [method, state] = (await cells.nth(5).innerText())
      .split('\n')
      .map((t) => t.trim())
      .filter(Boolean);
    expect(method).toBe('Bank transfer');
    expect(state).toMatch(/^awaiting verification$/i);

    const filters = page.getByRole('radiogroup', { name: 'Filter by payment' });
    await filters.getByText('Awaiting verification', { exact: true }).click();
    await page.waitForURL(/paymentStatus=awaiting-verification/);
    const waiting = await session.api.order.list({ paymentStatus: 'awaiting-verification' });
    await expect.poll(() => table(page).locator('tbody tr').count()).toBe(waiting.items.length);
    await rowOf(page, order.orderID).waitFor();
    await filters.getByText('Paid', { exact: true }).click();
    await expect.poll(() => rowOf(page, order.orderID).count()).toBe(0);
  });

  it('rejects a slip with a note in the order drawer; the shopper is told why', async () => {
    const page = await openOrders();
    await page.getByRole('button', { name: `View order ${order.orderID}` }).click();
    const drawer = page.getByRole('dialog', { name: `Order ${order.orderID}` });
    await drawer.getByRole('img', { name: `Payment slip for order ${order.orderID}` }).waitFor();
    await drawer.getByText(formatLKR(order.total)).first().waitFor();

    await drawer.getByRole('button', { name: 'Reject…' }).click();
    await drawer.getByRole('button', { name: 'Reject payment' }).click();
    await drawer
      .getByText('Say why the payment is rejected; the shopper is mailed this note')
      .waitFor();
    const note = 'The slip shows LKR 1,000; please send the rest.';
    await drawer.getByRole('textbox', { name: /^Why is the payment rejected\?/ }).fill(note);
    await drawer.getByRole('button', { name: 'Reject payment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reject payment' });
    await confirm.getByRole('button', { name: 'Reject payment' }).click();
    await toastWith(page, 'Payment rejected').waitFor();

    await expect
      .poll(async () => (await session.api.order.get(order.orderID)).paymentStatus)
      .toBe('unpaid');
    expect((await session.api.order.get(order.orderID)).paymentNote).toBe(note);
    await expect
      .poll(() =>
        outboxMails(session.shop.dataDir).some(
          (m) => m.to.includes(DEMO.shopper.email) && m.text.includes(note),
        ),
      )
      .toBe(true);
  });
});
