import net from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Order, Product } from '@wallart/domain';
import { startFakePayHere, type FakePayHere } from './fake-payhere';
import { startStorefront, toast, type StorefrontSession } from './storefront-session';

const MERCHANT = { merchantId: '1211149', merchantSecret: 'e2e-merchant-secret' };

/**
 * The shop the selling journeys share: a storefront with the card gateway (a fake PayHere)
 * configured, started by `useSellingShop()` in a test file's module scope, and the steps of a
 * checkout. The bindings are live: a test reads them after its file's `beforeAll` has run.
 */
export let gateway: FakePayHere;
export let session: StorefrontSession;

export function useSellingShop(): void {
  beforeAll(async () => {
    gateway = await startFakePayHere(MERCHANT);
    const port = await freePort();
    session = await startStorefront({
      port,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PAYHERE_MERCHANT_ID: MERCHANT.merchantId,
        PAYHERE_MERCHANT_SECRET: MERCHANT.merchantSecret,
        PAYHERE_CHECKOUT_URL: gateway.checkoutUrl,
      },
    });
  });
  afterAll(async () => {
    await session?.close();
    await gateway?.close();
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A print with at least two sizes in stock, and those two sizes. */
export async function printWithTwoSizes(exclude: string[] = []): Promise<Product> {
  const all = await session.api.product.list({ limit: 100 });
  const found = all.items.find(
    (p) => !exclude.includes(p.productId) && p.sizes.filter((s) => (s.stock ?? 0) >= 3).length >= 2,
  );
  if (!found) throw new Error('the demo shop has no print with two sizes in stock');
  return found;
}

/** From the cart through the address step; the shipping step is open after it. */
export async function checkoutAddress(page: Page, country?: string) {
  await page.goto(`${session.shop.url}/cart`);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Nimali Perera');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Temple Road\nKandy');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0771234567');
  if (country) {
    const select = page.getByRole('combobox', { name: 'Country' });
    await select.click();
    await select.fill(country);
    await page.getByRole('option', { name: country, exact: true }).click();
    await expect.poll(() => select.inputValue()).toBe(country);
  }
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
}

/** Shipping (the default or the named method) → payment method → review, then Place Order. */
export async function finishCheckout(page: Page, payment: RegExp, shipping?: string) {
  await chooseAndPlace(page, payment, shipping);
  await toast(page, 'Order placed successfully').waitFor();
}

export async function chooseAndPlace(page: Page, payment: RegExp, shipping?: string) {
  const delivery = page.getByRole('radiogroup', { name: 'Delivery' });
  await delivery.waitFor();
  if (shipping) await delivery.getByRole('radio', { name: shipping }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: payment }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  const place = page.getByRole('button', { name: 'Place Order' });
  await expect.poll(() => place.isEnabled()).toBe(true);
  await place.click();
}

/** The shopper's order placed since `before` (their list before the journey). */
export async function newOrderOf(token: string, before: Order[]): Promise<Order> {
  const after = await session.apiAs(token).order.list({ limit: 100 });
  const placed = after.items.filter((o) => !before.some((b) => b.orderID === o.orderID));
  expect(placed).toHaveLength(1);
  return placed[0] as Order;
}

export async function ordersOf(token: string): Promise<Order[]> {
  return (await session.apiAs(token).order.list({ limit: 100 })).items;
}

export const paymentBadge = (page: Page, orderID: string) =>
  page
    .getByRole('article', { name: `Order ${orderID}` })
    .getByRole('group', { name: 'Payment' })
    .locator('.mantine-Badge-root');
