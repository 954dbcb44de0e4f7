import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DEMO } from '../support/shop-server';
import { toast } from '../support/storefront-session';
import {
  gateway,
  newOrderOf,
  ordersOf,
  paymentBadge,
  session,
  useSellingShop,
} from '../support/selling-shop';

useSellingShop();

const TIER = '3000x2000 px';

describe('digital artwork', () => {
  it('a shopper buys a digital print by card and downloads the very file staff uploaded', async () => {
    const admin = await session.tokenOf(DEMO.admin.email, DEMO.admin.password);
    const staff = session.apiAs(admin);
    const { product } = await staff.product.create({
      productId: 'WA-DG-E2E',
      kind: 'digital',
      name: 'Galle Fort Lighthouse (digital)',
      category: 'Living Room',
      images: [],
      sizes: [{ size: TIER, price: 3200, labeledPrice: 3200, stock: 0 }],
    });
    const art = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 40, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    await staff.downloads.uploadFile(
      product.productId,
      TIER,
      new Blob([new Uint8Array(art)]),
      'lighthouse.png',
    );

    const token = await session.tokenOf();
    const before = await ordersOf(token);
    const { page } = await session.open('/', { token });
    await page.goto(`${session.shop.url}/overview/${product.productId}`);
    await page.getByText('Instant download after payment').waitFor();
    await page.getByText('3000 × 2000 pixels').waitFor();
    // One tier: no size to pick.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toast(page, '1 item added to cart').waitFor();

    await page.goto(`${session.shop.url}/cart`);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('textbox', { name: 'Name' }).fill('Nimali Perera');
    await page.getByRole('textbox', { name: 'Address' }).fill('12 Temple Road\nKandy');
    await page.getByRole('textbox', { name: 'Phone' }).fill('0771234567');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    expect(await page.getByRole('radio', { name: /^Cash on delivery/ }).count()).toBe(0);
    await page.getByRole('radio', { name: /^Card/ }).click();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    const place = page.getByRole('button', { name: 'Place Order' });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();

    await page.waitForURL(`${gateway.url}/**`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(new RegExp(`^${session.shop.url}/orders`));
    const order = await newOrderOf(token, before);
    expect(order).toMatchObject({ shippingMethod: null, shippingFee: 0, total: 3200 });
    await expect.poll(() => paymentBadge(page, order.orderID).innerText()).toMatch(/^paid$/i);

    await page.reload();
    const card = page.getByRole('article', { name: `Order ${order.orderID}` });
    const downloads = card.getByRole('group', { name: 'Downloads' });
    await downloads.getByText('5 downloads left', { exact: false }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      downloads.getByRole('button', { name: `Download: ${product.name} ${TIER}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${product.name} ${TIER}.png`);
    const saved = await download.path();
    expect((await fs.readFile(saved)).equals(art)).toBe(true);
    // Counted once the stream completed: what the shop holds after it.
    await page.reload();
    await downloads.getByText('4 downloads left', { exact: false }).waitFor();
  });
});
