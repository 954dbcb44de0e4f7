import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLKR, type BillItem, type Order, type OrderStatus } from '@wallart/domain';
import { isApiError } from '@wallart/domain/api-client';
import { seriousAxeFindings } from '../support/admin-axe';
import { startAdminSession, toastWith, type AdminSession } from '../support/admin-session';
import { DEMO, login } from '../support/shop-server';
import { outboxMails } from '../support/storefront-session';

/**
 * PRODUCT §13 in the browser: a shopper returns one of the two prints of a delivered order from
 * My Orders, staff approve, receive and refund it on the Returns screen, and the shopper's card
 * then says "Refunded".
 */
let session: AdminSession;
let shopperToken: string;
let order: Order;
let returned: BillItem;
let returnId: string;

beforeAll(async () => {
  session = await startAdminSession();
  shopperToken = await login(session.shop.url, DEMO.shopper.email, DEMO.shopper.password);
  const placed = await session.apiAs(shopperToken).order.place({
    name: 'Nimali Perera',
    address: '12 Temple Road\nKandy',
    phoneNumber: '0771234567',
    billItems: [
      { productId: 'WA-LR-001', quantity: 1, size: '18x24 in' },
      { productId: 'WA-LR-002', quantity: 1 },
    ],
  });
  for (const status of ['Processing', 'Shipped', 'Delivered'] as OrderStatus[]) {
    ({ order } = await session.api.order.setStatus(placed.order.orderID, status));
  }
  returned = order.billItems[1] as BillItem;
});

afterAll(async () => {
  await session?.close();
});

const cardOf = (page: Page) => page.getByRole('article', { name: `Order ${order.orderID}` });

async function stockOf(item: BillItem): Promise<number | null> {
  const product = await session.api.product.get(item.productId);
  return product.sizes.find((s) => s.size === item.size)?.stock ?? null;
}

async function noSeriousFindings(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

/** Picks an option of one of Mantine's selects. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => select.inputValue()).toBe(option);
}

describe('a return from My Orders to its refund', () => {
  it('the shopper returns one of the two prints with a reason, a note and a photo', async () => {
    expect(order).toMatchObject({ status: 'Delivered', paymentStatus: 'paid' });
    const { page, errors } = await session.open('/orders', { token: shopperToken });
    const card = cardOf(page);
    await card.getByRole('button', { name: 'Return items' }).click();
    const dialog = page.getByRole('dialog', { name: `Return items from ${order.orderID}` });
    await dialog.waitFor();
    await noSeriousFindings(page);

    const send = dialog.getByRole('button', { name: 'Ask to return' });
    expect(await send.isDisabled()).toBe(true);
    await dialog
      .getByRole('textbox', { name: `${returned.name} · ${returned.size}`, exact: true })
      .fill('1');
    await choose(page, dialog.getByRole('combobox', { name: 'Reason' }), 'Arrived damaged');
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('The frame is cracked');
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#8a5a3c' },
    })
      .jpeg()
      .toBuffer();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cracked-frame.jpg', mimeType: 'image/jpeg', buffer: photo });
    await send.click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Return requested', { exact: true }).waitFor();

    const [ret, ...others] = await session.apiAs(shopperToken).returns.forOrder(order.orderID);
    expect(others).toEqual([]);
    expect(ret).toMatchObject({
      status: 'requested',
      reason: 'damaged',
      note: 'The frame is cracked',
      photos: 1,
      lines: [{ productId: returned.productId, size: returned.size, quantity: 1, restocked: 0 }],
    });
    returnId = ret?._id ?? '';
    expect(errors).toEqual([]);
  });

  it('staff approve it with instructions, receive it back to stock and refund it', async () => {
    const { page, errors } = await session.open('/admin/returns');
    const table = page.getByRole('table', { name: 'Returns' });
    await table.locator('tbody tr').filter({ hasText: order.orderID }).waitFor();
    await page
      .getByRole('button', { name: `Open return ${returnId} of order ${order.orderID}` })
      .click();
    const drawer = page.getByRole('dialog', {
      name: `Return ${returnId} · order ${order.orderID}`,
    });
    await drawer.getByText('“The frame is cracked”').waitFor();
    await drawer.getByRole('img', { name: `Photo 1 of return ${returnId}` }).waitFor();
    await noSeriousFindings(page);

    await drawer
      .getByRole('textbox', { name: /Instructions or reason/ })
      .fill('Post the print to 7 Galle Road, Colombo 3, in its tube.');
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await toastWith(page, 'Approved: the shopper is mailed your instructions').waitFor();

    // The drawer goes on to the next step: what goes back to stock.
    const back = drawer.getByRole('textbox', {
      name: `Back to stock: ${returned.productId} ${returned.size}`,
    });
    expect(await back.inputValue()).toBe('1');
    const before = await stockOf(returned);
    await drawer.getByRole('button', { name: 'Mark received' }).click();
    await toastWith(page, 'Marked received').waitFor();
    await expect.poll(() => stockOf(returned)).toBe((before ?? 0) + 1);

    await drawer.getByRole('textbox', { name: 'Refund amount (LKR)' }).fill(String(returned.price));
    await choose(page, drawer.getByRole('combobox', { name: 'Refund method' }), 'Cash on delivery');
    await drawer.getByRole('textbox', { name: /Reference/ }).fill('CASH-0042');
    await noSeriousFindings(page);
    await drawer.getByRole('button', { name: 'Record refund' }).click();
    await toastWith(page, 'Refund recorded').waitFor();
    await drawer
      .getByText(`Refunded ${formatLKR(returned.price)} (Cash on delivery, CASH-0042)`)
      .waitFor();

    const [ret] = await session.api.returns.forOrder(order.orderID);
    expect(ret).toMatchObject({
      status: 'refunded',
      staffNote: 'Post the print to 7 Galle Road, Colombo 3, in its tube.',
      lines: [{ quantity: 1, restocked: 1 }],
      refund: { amount: returned.price, method: 'cod', reference: 'CASH-0042' },
    });
    // The stock came back once: a second receipt is refused and moves nothing.
    const again = await session.api.returns
      .act(Number(returnId), {
        action: 'receive',
        restock: [{ productId: returned.productId, size: returned.size, quantity: 1 }],
      })
      .catch((error: unknown) => error);
    expect(isApiError(again) && again.status).toBe(409);
    expect(await stockOf(returned)).toBe((before ?? 0) + 1);
    expect((await session.api.order.get(order.orderID)).paymentStatus).toBe('partially-refunded');
    expect(errors).toEqual([]);
  });

  it('the shopper sees "Refunded" on the order card', async () => {
    const { page, errors } = await session.open('/orders', { token: shopperToken });
    const card = cardOf(page);
    await card.getByText('Refunded', { exact: true }).waitFor();
    expect(await card.getByLabel(`Return ${returnId}`).innerText()).toContain(
      `1 × ${returned.productId} (${returned.size}) · ${formatLKR(returned.price)}`,
    );
    await card.getByText('Partially refunded', { exact: true }).waitFor();
    await noSeriousFindings(page);
    expect(errors).toEqual([]);
  });

  it('the shopper was mailed at each step, and each step is in the audit log', async () => {
    const subjects = [
      `We have your return request for order ${order.orderID}`,
      `Your return for order ${order.orderID} is approved`,
      `We have received your return for order ${order.orderID}`,
      `Your refund for order ${order.orderID}`,
    ];
    const mailed = () =>
      outboxMails(session.shop.dataDir)
        .filter((m) => m.to.includes(DEMO.shopper.email) && subjects.includes(m.subject))
        .map((m) => m.subject)
        .sort();
    await expect.poll(mailed).toEqual([...subjects].sort());
    const approved = outboxMails(session.shop.dataDir).find((m) => m.subject === subjects[1]);
    expect(approved?.text).toContain('7 Galle Road, Colombo 3');

    const audit = await session.api.system.audit({ entityType: 'return', limit: 50 });
    const steps = audit.items.filter((e) => e.entityId === returnId).map((e) => e.action);
    expect(steps.sort()).toEqual(
      ['return.approve', 'return.receive', 'return.refund', 'return.request'].sort(),
    );
  });
});

describe("a return from a guest's order page", () => {
  it('a guest returns a print from /order/{key}, with the key in place of a sign-in', async () => {
    const { order: placed, orderToken } = await session.apiAs(null).order.place({
      name: 'Kamal Silva',
      address: '3 Hill Street\nNuwara Eliya',
      phoneNumber: '0719876543',
      email: 'kamal.silva@example.test',
      billItems: [{ productId: 'WA-LR-002', quantity: 1 }],
    });
    for (const status of ['Processing', 'Shipped', 'Delivered'] as OrderStatus[]) {
      await session.api.order.setStatus(placed.orderID, status);
    }
    const item = placed.billItems[0] as BillItem;
    const { page, errors } = await session.open(`/order/${orderToken ?? ''}`, { token: null });
    const card = page.getByRole('article', { name: `Order ${placed.orderID}` });
    await card.getByRole('button', { name: 'Return items' }).click();
    const dialog = page.getByRole('dialog', { name: `Return items from ${placed.orderID}` });
    await dialog
      .getByRole('textbox', { name: `${item.name} · ${item.size}`, exact: true })
      .fill('1');
    await choose(page, dialog.getByRole('combobox', { name: 'Reason' }), 'Wrong item');
    await dialog.getByRole('button', { name: 'Ask to return' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Return requested', { exact: true }).waitFor();
    await noSeriousFindings(page);

    const [ret] = await session.api.returns.forOrder(placed.orderID);
    expect(ret).toMatchObject({
      status: 'requested',
      reason: 'wrong-item',
      lines: [{ productId: item.productId, size: item.size, quantity: 1 }],
    });
    expect(errors).toEqual([]);
  });
});
