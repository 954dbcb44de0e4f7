import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@wallart/domain';
import { startAdminSession, toastWith, type AdminSession } from '../support/admin-session';
import { DEMO, login } from '../support/shop-server';
import { outboxMails } from '../support/storefront-session';

const TRACKING_NUMBER = '1234567890';
const DHL_LINK = `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${TRACKING_NUMBER}`;

let session: AdminSession;
let shopperToken: string;
let order: Order;

beforeAll(async () => {
  session = await startAdminSession();
  shopperToken = await login(session.shop.url, DEMO.shopper.email, DEMO.shopper.password);
  const placed = await session.apiAs(shopperToken).order.place({
    name: 'Nimali Perera',
    address: '12 Temple Road\nKandy',
    phoneNumber: '0771234567',
    billItems: [
      { productId: 'WA-LR-001', quantity: 1, size: '18x24 in' },
      { productId: 'WA-LR-002', quantity: 2 },
    ],
  });
  order = placed.order;
});

afterAll(async () => {
  await session?.close();
});

const rowOf = (page: Page, orderID: string) =>
  page.getByRole('table', { name: 'Orders' }).locator('tbody tr').filter({ hasText: orderID });

describe('shipping an order with its tracking', () => {
  it('staff choose Shipped and give DHL and the tracking number in the dialog', async () => {
    const { page, errors } = await session.open('/admin/orders');
    await rowOf(page, order.orderID).waitFor();
    await page.getByRole('combobox', { name: `Status of order ${order.orderID}` }).click();
    await page.getByRole('option', { name: 'Shipped', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: `Ship order ${order.orderID}` });
    await dialog.waitFor();
    // Nothing is saved until staff confirm.
    expect((await session.api.order.get(order.orderID)).status).toBe('Pending');
    await dialog.getByRole('combobox', { name: 'Carrier' }).fill('DH');
    await page.getByRole('option', { name: 'DHL', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill(TRACKING_NUMBER);
    expect(await dialog.getByRole('link', { name: DHL_LINK }).getAttribute('href')).toBe(DHL_LINK);
    await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();

    await toastWith(page, 'Order status updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () =>
        (await rowOf(page, order.orderID).getByRole('cell').nth(4).textContent())?.trim(),
      )
      .toBe('Shipped');

    const saved = await session.api.order.get(order.orderID);
    expect(saved.status).toBe('Shipped');
    expect(saved.tracking).toMatchObject({ carrier: 'DHL', trackingNumber: TRACKING_NUMBER });
    expect(saved.statusHistory?.at(-1)).toMatchObject({
      from: 'Pending',
      to: 'Shipped',
      by: DEMO.admin.email,
      carrier: 'DHL',
      trackingNumber: TRACKING_NUMBER,
    });
    expect(errors).toEqual([]);
  });

  it('the shopper’s card in My Orders shows the carrier, the number and a Track parcel link', async () => {
    const { page, errors } = await session.open('/orders', { token: shopperToken });
    const card = page.getByRole('article', { name: `Order ${order.orderID}` });
    const tracking = card.getByRole('group', { name: 'Tracking' });
    await tracking.waitFor();
    expect(await tracking.innerText()).toContain('Shipped with DHL');
    expect(await tracking.innerText()).toContain(`Tracking number: ${TRACKING_NUMBER}`);
    const link = tracking.getByRole('link', { name: /Track parcel/ });
    expect(await link.getAttribute('href')).toBe(DHL_LINK);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener');
    expect(errors).toEqual([]);
  });

  it('the shopper gets one Shipped mail with the carrier, the number and the link', async () => {
    const subject = `Your order ${order.orderID} is on its way`;
    const shippedMails = () =>
      outboxMails(session.shop.dataDir).filter(
        (m) => m.to.includes(DEMO.shopper.email) && m.subject === subject,
      );
    await expect.poll(() => shippedMails().length, { timeout: 10_000 }).toBe(1);
    const [mail] = shippedMails();
    expect(mail?.text).toContain('Carrier: DHL');
    expect(mail?.text).toContain(`Tracking number: ${TRACKING_NUMBER}`);
    expect(mail?.text).toContain(DHL_LINK);
    expect(mail?.text).toContain('(18x24 in) × 1');
    expect(mail?.text).toContain(`/orders?order=${order.orderID}`);
  });
});
