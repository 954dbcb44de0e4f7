import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLKR, toCents, fromCents, type Order } from '@wallart/domain';
import { startStorefront, toast, type StorefrontSession } from '../support/storefront-session';

let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});

afterAll(async () => {
  await session?.close();
});

describe('a discount code at checkout', () => {
  it('applies WELCOME10 in the review step and pays the discounted total on delivery', async () => {
    const token = await session.tokenOf();
    const before = (await session.apiAs(token).order.list({ limit: 100 })).items;
    const all = await session.api.product.list({ limit: 100 });
    const product = all.items.find((p) => p.sizes.some((s) => (s.stock ?? 0) >= 1));
    const size = product?.sizes.find((s) => (s.stock ?? 0) >= 1);
    if (!product || !size) throw new Error('the demo shop has no print in stock');
    const { page } = await session.open(`/overview/${product.productId}`, { token });
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('radio', { name: new RegExp(`^${size.size} — `) }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toast(page, '1 item added to cart').waitFor();

    await page.goto(`${session.shop.url}/cart`);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('textbox', { name: 'Name' }).fill('Nimali Perera');
    await page.getByRole('textbox', { name: 'Address' }).fill('12 Temple Road\nKandy');
    await page.getByRole('textbox', { name: 'Phone' }).fill('0771234567');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('radiogroup', { name: 'Delivery' }).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', { name: /^Cash on delivery/ }).click();
    await page.getByRole('button', { name: 'Continue to review' }).click();

    const review = page.getByRole('region', { name: 'Review' });
    await review.getByRole('textbox', { name: 'Discount code' }).fill('welcome10');
    await review.getByRole('button', { name: 'Apply' }).click();
    const discount = fromCents(Math.round(toCents(size.price) / 10));
    await review.getByText(`WELCOME10 applied: ${formatLKR(discount)} off`).waitFor();
    await review.getByText('Discount (WELCOME10)').waitFor();

    const place = page.getByRole('button', { name: 'Place Order' });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();
    await toast(page, 'Order placed successfully').waitFor();

    const after = (await session.apiAs(token).order.list({ limit: 100 })).items;
    const placed = after.filter((o) => !before.some((b) => b.orderID === o.orderID));
    expect(placed).toHaveLength(1);
    const order = placed[0] as Order;
    expect(order).toMatchObject({
      discountCode: 'WELCOME10',
      discount,
      paymentMethod: 'cod',
      subtotal: size.price,
    });
    expect(order.total).toBe(fromCents(toCents(size.price - discount + order.shippingFee)));

    // The code was for one use per shopper: a second try is told so, plainly.
    const again = await session
      .apiAs(token)
      .discount.check({
        code: 'WELCOME10',
        billItems: [{ productId: product.productId, quantity: 1 }],
      })
      .catch((error: Error) => error.message);
    expect(again).toBe('already used');
  });
});
