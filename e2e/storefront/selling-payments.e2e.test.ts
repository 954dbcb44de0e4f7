import { describe, expect, it } from 'vitest';
import { countryName, deliveryDaysLabel, formatLKR } from '@wallart/domain';
import { DEMO } from '../support/shop-server';
import { addFromDetail, cartLink, toast } from '../support/storefront-session';
import {
  checkoutAddress,
  chooseAndPlace,
  finishCheckout,
  gateway,
  newOrderOf,
  ordersOf,
  paymentBadge,
  printWithTwoSizes,
  session,
  useSellingShop,
} from '../support/selling-shop';

useSellingShop();

/** A 1×1 PNG: what a phone's photo of a bank slip is, in small. */
const SLIP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('paying for an order', () => {
  it('buys two sizes of one print by bank transfer, uploads a slip, and is paid once staff verify it', async () => {
    const token = await session.tokenOf();
    const before = await ordersOf(token);
    const product = await printWithTwoSizes();
    const [small, large] = product.sizes.filter((s) => (s.stock ?? 0) >= 3);
    if (!small || !large) throw new Error('two sizes expected');
    const { page } = await session.open('/', { token });
    await addFromDetail(session, page, product, small.size, 1);
    await addFromDetail(session, page, product, large.size, 2);
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 3 items');

    await checkoutAddress(page);
    await finishCheckout(page, /^Bank transfer/);
    await page.waitForURL(/\/orders\?order=/);
    const order = await newOrderOf(token, before);
    expect(order).toMatchObject({ paymentMethod: 'bank-transfer', paymentStatus: 'unpaid' });
    expect(order.billItems).toEqual([
      expect.objectContaining({ size: small.size, quantity: 1, price: small.price }),
      expect.objectContaining({ size: large.size, quantity: 2, price: large.price }),
    ]);
    expect(order.subtotal).toBe(small.price + large.price * 2);
    expect(order.total).toBe(order.subtotal + order.shippingFee);

    const card = page.getByRole('article', { name: `Order ${order.orderID}` });
    await card.getByText(`Transfer ${formatLKR(order.total)} to:`).waitFor();
    expect(await paymentBadge(page, order.orderID).innerText()).toMatch(/^unpaid$/i);
    await card.locator('input[type="file"]').setInputFiles({
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: SLIP_PNG,
    });
    await toast(page, 'Payment slip uploaded').waitFor();
    await expect
      .poll(() => paymentBadge(page, order.orderID).innerText())
      .toMatch(/^awaiting verification$/i);

    const admin = await session.tokenOf(DEMO.admin.email, DEMO.admin.password);
    const { page: staff } = await session.open('/admin/orders', { token: admin });
    await staff.getByRole('button', { name: `View order ${order.orderID}` }).click();
    const drawer = staff.getByRole('dialog', { name: `Order ${order.orderID}` });
    await drawer.getByRole('img', { name: `Payment slip for order ${order.orderID}` }).waitFor();
    await drawer.getByRole('button', { name: 'Verify payment' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Verify payment' });
    await confirm.getByRole('button', { name: 'Verify payment' }).click();
    await toast(staff, 'Payment verified').waitFor();

    await page.reload();
    await expect.poll(() => paymentBadge(page, order.orderID).innerText()).toMatch(/^paid$/i);
    expect((await session.apiAs(token).order.get(order.orderID)).paymentStatus).toBe('paid');
  });

  it('pays by card through the gateway and comes back to a paid order', async () => {
    const token = await session.tokenOf();
    const before = await ordersOf(token);
    const product = await session.api.product.get('WA-KI-002');
    const size = product.sizes.find((s) => (s.stock ?? 0) > 0);
    if (!size) throw new Error('no size in stock');
    const { page } = await session.open('/', { token });
    await addFromDetail(session, page, product, size.size, 1);
    await checkoutAddress(page);
    // Placing the order takes the shopper straight on to the gateway's pay page.
    await chooseAndPlace(page, /^Card/);
    await page.waitForURL(`${gateway.url}/**`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(new RegExp(`^${session.shop.url}/orders`));
    const order = await newOrderOf(token, before);
    await expect.poll(() => paymentBadge(page, order.orderID).innerText()).toMatch(/^paid$/i);
    expect(gateway.notices.at(-1)).toMatchObject({ status: 200 });
    const saved = await session.apiAs(token).order.get(order.orderID);
    expect(saved).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid' });
    expect(saved.total).toBe(size.price + saved.shippingFee);
  });

  it('cash on delivery at home: back on the home page, My Orders says to pay on delivery', async () => {
    const token = await session.tokenOf();
    const before = await ordersOf(token);
    const product = await session.api.product.get('WA-RS-002');
    const size = product.sizes.find((s) => (s.stock ?? 0) > 0);
    if (!size) throw new Error('no size in stock');
    const { page } = await session.open('/', { token });
    await addFromDetail(session, page, product, size.size, 1);
    await checkoutAddress(page);
    await finishCheckout(page, /^Cash on delivery/);
    await page.waitForURL(`${session.shop.url}/`);
    await page
      .getByRole('heading', { level: 1, name: 'Art that turns a house into a home' })
      .waitFor();
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items');

    const order = await newOrderOf(token, before);
    expect(order).toMatchObject({ paymentMethod: 'cod', country: 'LK' });
    await page.goto(`${session.shop.url}/orders`);
    const card = page.getByRole('article', { name: `Order ${order.orderID}` });
    await card
      .getByText(`Pay on delivery: have ${formatLKR(order.total)} ready for the courier.`)
      .waitFor();
  });

  it('an order to the United Kingdom shows the international fee and days, and is charged them', async () => {
    const token = await session.tokenOf();
    const before = await ordersOf(token);
    const product = await printWithTwoSizes(['WA-KI-002', 'WA-RS-002']);
    const size = product.sizes.find((s) => (s.stock ?? 0) > 0);
    if (!size) throw new Error('no size in stock');
    const quote = await session.api.shipping.quote({
      country: 'GB',
      billItems: [{ productId: product.productId, quantity: 1, size: size.size }],
    });
    const [method] = quote.methods;
    if (!method) throw new Error('no shipping method to the United Kingdom');
    expect(method.method).toBe('international');
    expect(method.fee).toBeGreaterThan(0);

    const { page } = await session.open('/', { token });
    await addFromDetail(session, page, product, size.size, 1);
    await checkoutAddress(page, countryName('GB'));
    const shown = page
      .getByRole('radiogroup', { name: 'Delivery' })
      .getByRole('radio', { name: `${method.label} — ${formatLKR(method.fee)}` });
    await shown.waitFor();
    expect(await shown.innerText()).toContain(deliveryDaysLabel(method.days));
    expect(await page.getByRole('radio', { name: /^Cash on delivery/ }).count()).toBe(0);
    await finishCheckout(page, /^Bank transfer/);

    const order = await newOrderOf(token, before);
    expect(order).toMatchObject({
      country: 'GB',
      shippingMethod: 'international',
      subtotal: size.price,
      shippingFee: method.fee,
      total: size.price + method.fee,
    });
  });
});
