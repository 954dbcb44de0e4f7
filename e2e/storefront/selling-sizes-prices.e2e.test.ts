import { describe, expect, it } from 'vitest';
import { formatLKR } from '@wallart/domain';
import { DEMO } from '../support/shop-server';
import { addFromDetail } from '../support/storefront-session';
import {
  checkoutAddress,
  finishCheckout,
  newOrderOf,
  ordersOf,
  printWithTwoSizes,
  session,
  useSellingShop,
} from '../support/selling-shop';

useSellingShop();

describe('sizes and prices', () => {
  it('a sold-out size cannot be chosen on the product page', async () => {
    const product = await session.api.product.get('WA-LR-010');
    const soldOut = product.sizes.find((s) => s.size === '24x36 in');
    expect(soldOut?.stock).toBe(0);
    const { page } = await session.open(`/overview/${product.productId}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const option = page.getByRole('radio', {
      name: `24x36 in — ${formatLKR(soldOut?.price ?? 0)} — Sold out`,
    });
    await option.waitFor();
    expect(await option.isDisabled()).toBe(true);
    // The radio button is the whole of its card; the card's label says "Sold out".
    const card = page.locator('label', { has: option });
    expect(await card.getByText('Sold out', { exact: true }).isVisible()).toBe(true);
    await option.click({ force: true });
    expect(await option.isChecked()).toBe(false);
    for (const other of product.sizes.filter((s) => (s.stock ?? 0) > 0)) {
      expect(
        await page
          .getByRole('radio', { name: `${other.size} — ${formatLKR(other.price)}` })
          .isDisabled(),
      ).toBe(false);
    }
  });

  it('a price staff change while the print sits in the cart is shown before placing, and charged', async () => {
    const token = await session.tokenOf();
    const before = await ordersOf(token);
    const product = await printWithTwoSizes(['WA-KI-002', 'WA-RS-002']);
    const size = product.sizes.find((s) => (s.stock ?? 0) >= 3);
    if (!size) throw new Error('no size in stock');
    const { page } = await session.open('/', { token });
    await addFromDetail(session, page, product, size.size, 2);

    const admin = session.apiAs(await session.tokenOf(DEMO.admin.email, DEMO.admin.password));
    const newPrice = size.price + 500;
    await admin.product.update(product.productId, {
      sizes: product.sizes.map(({ size: label, price, labeledPrice, stock }) => ({
        size: label,
        price: label === size.size ? newPrice : price,
        labeledPrice: label === size.size ? Math.max(labeledPrice, newPrice) : labeledPrice,
        stock: stock ?? 0,
      })),
    });
    const notice = `Price changed: was ${formatLKR(size.price)}, now ${formatLKR(newPrice)}`;

    await page.goto(`${session.shop.url}/cart`);
    await page.getByText(notice).waitFor();
    await checkoutAddress(page);
    await page.getByText(notice).first().waitFor();
    await finishCheckout(page, /^Cash on delivery/);

    const order = await newOrderOf(token, before);
    expect(order.billItems).toEqual([
      expect.objectContaining({ size: size.size, quantity: 2, price: newPrice }),
    ]);
    expect(order.subtotal).toBe(newPrice * 2);
    expect(order.total).toBe(newPrice * 2 + order.shippingFee);
  });
});
