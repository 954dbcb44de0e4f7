import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLKR, type Order, type Product } from '@wallart/domain';
import {
  cartLink,
  startStorefront,
  toast,
  type StorefrontSession,
} from '../support/storefront-session';
import { pdfText } from '../support/pdf-text';

let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});
afterAll(async () => {
  await session?.close();
});

/** A print with a size in stock, from the demo catalogue. */
async function printInStock(): Promise<{ product: Product; size: string }> {
  const { items } = await session.api.product.list({ limit: 100 });
  for (const product of items) {
    const size = product.sizes.find((s) => (s.stock ?? 0) >= 2);
    if (size) return { product, size: size.size };
  }
  throw new Error('the demo shop has no print in stock');
}

/** From the product page through checkout, paying by bank transfer (which lands on My Orders). */
async function placeOrder(page: Page, product: Product, size: string) {
  await page.goto(`${session.shop.url}/overview/${product.productId}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('radio', { name: new RegExp(`^${size} — `) }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await toast(page, '1 item added to cart').waitFor();
  await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item');
  await page.goto(`${session.shop.url}/cart`);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Nimali Perera');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Temple Road\nKandy');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0771234567');
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByRole('radiogroup', { name: 'Delivery' }).waitFor();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: /^Bank transfer/ }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  const place = page.getByRole('button', { name: 'Place Order' });
  await expect.poll(() => place.isEnabled()).toBe(true);
  await place.click();
  await toast(page, 'Order placed successfully').waitFor();
  await page.waitForURL(/\/orders\?order=/);
}

describe('invoice from My Orders', () => {
  it('a shopper places an order and downloads its invoice, a PDF naming the order and its line', async () => {
    const token = await session.tokenOf();
    const api = session.apiAs(token);
    const before = (await api.order.list({ limit: 100 })).items;
    const { product, size } = await printInStock();
    const { page, errors } = await session.open('/', { token });
    await placeOrder(page, product, size);

    const placed = (await api.order.list({ limit: 100 })).items.filter(
      (o) => !before.some((b) => b.orderID === o.orderID),
    );
    expect(placed).toHaveLength(1);
    const order = placed[0] as Order;
    const card = page.getByRole('article', { name: `Order ${order.orderID}` });
    const button = card.getByRole('button', { name: `Invoice (PDF) for order ${order.orderID}` });
    await button.waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${order.orderID}.pdf`);
    const file = await download.path();
    const bytes = await fs.readFile(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A long print name may wrap inside its cell: read the text as one line of words.
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(`Order: ${order.orderID}`);
    expect(text).toContain('Nimali Perera');
    expect(text).toContain(`${product.name} ${size} 1`);
    expect(text).toContain(`Total ${formatLKR(order.total)}`);
    expect(text).toContain('Payment method: Bank transfer');
    expect(errors).toEqual([]);
  });
});
