import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLKR, type Order } from '@wallart/domain';
import { startAdminSession, toastWith, type AdminSession } from '../support/admin-session';
import { DEMO } from '../support/shop-server';

let session: AdminSession;
let order: Order;

beforeAll(async () => {
  session = await startAdminSession();
  const pending = await session.api.order.list({ status: 'Pending' });
  const first = pending.items[0];
  if (!first) throw new Error('the demo shop has no pending order');
  order = first;
});

afterAll(async () => {
  await session?.close();
});

const table = (page: Page) => page.getByRole('table', { name: 'Orders' });
const rowOf = (page: Page, orderID: string) =>
  table(page).locator('tbody tr').filter({ hasText: orderID });
/** The status badge's words in a row (the badge shows them in capitals). */
const shownStatus = async (page: Page, orderID: string) =>
  (await rowOf(page, orderID).getByRole('cell').nth(4).textContent())?.trim();

async function openOrders(): Promise<Page> {
  const { page } = await session.open('/admin/orders');
  await page.getByRole('heading', { name: 'Orders' }).waitFor();
  await table(page).locator('tbody tr').first().waitFor();
  return page;
}

describe('admin orders', () => {
  it('lists every order with its total and status', async () => {
    const page = await openOrders();
    const all = await session.api.order.list();
    await page.getByText(`${all.total} orders`).waitFor();
    expect(await table(page).locator('tbody tr').count()).toBe(all.items.length);
    const cells = rowOf(page, order.orderID).getByRole('cell');
    // The total, with the count of prints under it.
    expect((await cells.nth(3).innerText()).split('\n')[0]).toBe(formatLKR(order.total));
    expect(await shownStatus(page, order.orderID)).toBe('Pending');
  });

  it('changes a status from the dropdown; the list reloads with it and the filter follows', async () => {
    const page = await openOrders();
    await page.getByRole('combobox', { name: `Status of order ${order.orderID}` }).click();
    await page.getByRole('option', { name: 'Processing', exact: true }).click();
    await toastWith(page, 'Order status updated').waitFor();
    // Choosing from the dropdown changes the status only; it does not open the order.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => shownStatus(page, order.orderID)).toBe('Processing');
    expect(
      await page.getByRole('combobox', { name: `Status of order ${order.orderID}` }).inputValue(),
    ).toBe('Processing');

    const filters = page.getByRole('radiogroup', { name: 'Filter by status' });
    await filters.getByText('Pending', { exact: true }).click();
    await expect.poll(() => rowOf(page, order.orderID).count()).toBe(0);
    await filters.getByText('Processing', { exact: true }).click();
    await rowOf(page, order.orderID).waitFor();
    const processing = await session.api.order.list({ status: 'Processing' });
    expect(await table(page).locator('tbody tr').count()).toBe(processing.items.length);
  });

  it('records the change in the order history, seen through the API', async () => {
    const saved = await session.api.order.get(order.orderID);
    expect(saved.status).toBe('Processing');
    const last = saved.statusHistory?.at(-1);
    expect(last).toMatchObject({ from: 'Pending', to: 'Processing' });
    expect(last?.by).toContain(DEMO.admin.email);
    expect(Date.now() - Date.parse(last?.at ?? '')).toBeLessThan(5 * 60_000);
  });

  it('shows the order in a drawer: lines with sizes, address, phone and status history', async () => {
    const saved = await session.api.order.get(order.orderID);
    const page = await openOrders();
    await page.getByRole('button', { name: `View order ${order.orderID}` }).click();
    const drawer = page.getByRole('dialog', { name: `Order ${order.orderID}` });
    const lines = drawer.getByRole('table', { name: 'Order lines' });
    await lines.waitFor();

    const rows = lines.locator('tbody tr');
    expect(await rows.count()).toBe(saved.billItems.length);
    for (const [i, item] of saved.billItems.entries()) {
      const cells = rows.nth(i).getByRole('cell');
      expect(await cells.nth(0).innerText()).toContain(item.productName);
      expect(await cells.nth(1).innerText()).toBe(item.size);
      expect(await cells.nth(2).innerText()).toBe(String(item.quantity));
      expect(await cells.nth(4).innerText()).toBe(formatLKR(item.price * item.quantity));
    }
    const totals = drawer.getByRole('table', { name: 'Order totals' });
    expect(await totals.getByRole('row', { name: /^Total/ }).innerText()).toContain(
      formatLKR(saved.total),
    );

    for (const part of saved.address.split('\n').filter(Boolean)) {
      expect(await drawer.getByText(part.trim()).count()).toBeGreaterThan(0);
    }
    await drawer.getByText(`Phone: ${saved.phoneNumber}`).waitFor();
    await drawer.getByText(`Email: ${saved.email}`).waitFor();

    await drawer.getByRole('heading', { name: 'Status history' }).waitFor();
    await drawer.getByText('Pending → Processing').waitFor();
    for (const change of saved.statusHistory ?? []) {
      const title = change.from ? `${change.from} → ${change.to}` : `Placed as ${change.to}`;
      expect(await drawer.getByText(title, { exact: true }).count()).toBe(1);
    }
  });
});
