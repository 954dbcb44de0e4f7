import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartTotals,
  formatLKR,
  type CartItem,
  type Product,
  type ProductSize,
} from '@wallart/domain';
import { DEMO } from '../support/shop-server';
import {
  addFromDetail,
  cartLink,
  startStorefront,
  toast,
  type StorefrontSession,
} from '../support/storefront-session';

let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});

afterAll(async () => {
  await session?.close();
});

function sizeOf(product: Product, size: string): ProductSize {
  const found = product.sizes.find((s) => s.size === size);
  if (!found) throw new Error(`${product.productId} has no ${size}`);
  return found;
}

describe('cart and checkout', () => {
  it('adds a chosen size and quantity from the product page', async () => {
    const product = await session.api.product.get('WA-LR-001');
    const { page } = await session.open('/');
    await addFromDetail(session, page, product, '18x24 in', 2);
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 2 items');
    await page.getByText('4.8 out of 5').waitFor();
    expect(await page.getByText('In stock').isVisible()).toBe(true);
  });

  it('changes quantities, shows the discount of Σ(labeled − price)×qty, removes and empties', async () => {
    const discounted = await session.api.product.get('WA-KI-007');
    const flat = await session.api.product.get('WA-LR-002');
    const { page } = await session.open('/');
    await addFromDetail(session, page, discounted, '24x36 in', 3);
    await addFromDetail(session, page, flat, '12x18 in', 1);

    await page.goto(`${session.shop.url}/cart`);
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(2);
    const minusFlat = page.getByRole('button', { name: `Decrease quantity of ${flat.name}` });
    expect(await minusFlat.isDisabled()).toBe(true);

    const discountShown = () =>
      page
        .getByText('You save', { exact: true })
        .locator('xpath=following-sibling::*[1]')
        .innerText();
    // Each line is priced by its size.
    const big = sizeOf(discounted, '24x36 in');
    const small = sizeOf(flat, '12x18 in');
    const discountOf = (items: { s: ProductSize; qty: number }[]) =>
      formatLKR(items.reduce((sum, { s, qty }) => sum + (s.labeledPrice - s.price) * qty, 0));
    expect(await discountShown()).toBe(
      discountOf([
        { s: big, qty: 3 },
        { s: small, qty: 1 },
      ]),
    );

    await page.getByRole('button', { name: `Increase quantity of ${discounted.name}` }).click();
    await expect.poll(discountShown).toBe(
      discountOf([
        { s: big, qty: 4 },
        { s: small, qty: 1 },
      ]),
    );
    await page.getByRole('button', { name: `Increase quantity of ${flat.name}` }).click();
    await expect.poll(() => minusFlat.isDisabled()).toBe(false);
    await minusFlat.click();
    await expect.poll(() => minusFlat.isDisabled()).toBe(true);
    const items: CartItem[] = [
      { p: discounted, s: big, quantity: 4 },
      { p: flat, s: small, quantity: 1 },
    ].map(({ p, s, quantity }) => ({
      productId: p.productId,
      name: p.name,
      altNames: p.altNames,
      price: s.price,
      labeledPrice: s.labeledPrice,
      image: p.images[0] ?? '',
      selectedSize: s.size,
      quantity,
    }));
    const total = page.getByText('Total', { exact: true }).locator('xpath=following-sibling::*[1]');
    expect(await total.innerText()).toBe(formatLKR(cartTotals(items).total));

    await page.getByRole('button', { name: `Remove ${discounted.name}` }).click();
    await toast(page, `${discounted.name} removed from cart`).waitFor();
    await expect.poll(() => lines.count()).toBe(1);
    // Nothing on sale is left: the summary has no "You save" line to show (PRODUCT §16).
    await expect.poll(() => page.getByText('You save', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: `Remove ${flat.name}` }).click();
    await page.getByText('Your cart is empty').waitFor();
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items');
  });

  it('checks out: empty fields are refused, a valid order is placed with its size and total', async () => {
    const token = await session.tokenOf();
    const shopper = session.apiAs(token);
    const before = await shopper.order.list({ limit: 100 });
    const product = await session.api.product.get('WA-RE-001');
    const { page } = await session.open('/', { token });
    await addFromDetail(session, page, product, '24x36 in', 2);

    await page.goto(`${session.shop.url}/cart`);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await toast(page, 'Please fill all details').waitFor();
    expect(await page.getByRole('radiogroup', { name: 'Delivery' }).count()).toBe(0);

    await page.getByRole('textbox', { name: 'Name' }).fill('Nimali Perera');
    await page.getByRole('textbox', { name: 'Address' }).fill('12 Temple Road\nKandy');
    await page.getByRole('textbox', { name: 'Phone' }).fill('0771234567');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    // The home country's standard delivery and cash on delivery are chosen to begin with.
    await page.getByRole('radiogroup', { name: 'Delivery' }).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect.poll(() => placeOrder.isEnabled()).toBe(true);
    await placeOrder.click();
    await toast(page, 'Order placed successfully').waitFor();
    await page.waitForURL(`${session.shop.url}/`);
    await page
      .getByRole('heading', { level: 1, name: 'Art that turns a house into a home' })
      .waitFor();
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items');

    const after = await shopper.order.list({ limit: 100 });
    expect(after.total).toBe(before.total + 1);
    const placed = after.items.find((o) => !before.items.some((b) => b.orderID === o.orderID));
    expect(placed).toMatchObject({
      email: DEMO.shopper.email,
      name: 'Nimali Perera',
      phoneNumber: '0771234567',
      status: 'Pending',
      country: 'LK',
      shippingMethod: 'standard',
      paymentMethod: 'cod',
      subtotal: sizeOf(product, '24x36 in').price * 2,
      total: sizeOf(product, '24x36 in').price * 2 + (placed?.shippingFee ?? NaN),
    });
    expect(placed?.billItems).toEqual([
      expect.objectContaining({ productId: product.productId, quantity: 2, size: '24x36 in' }),
    ]);
  });
});
