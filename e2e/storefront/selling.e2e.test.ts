import net from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countryName,
  deliveryDaysLabel,
  formatLKR,
  type Order,
  type Product,
} from '@wallart/domain';
import { startFakePayHere, type FakePayHere } from '../support/fake-payhere';
import { DEMO } from '../support/shop-server';
import {
  cartLink,
  startStorefront,
  toast,
  type StorefrontSession,
} from '../support/storefront-session';

const MERCHANT = { merchantId: '1211149', merchantSecret: 'e2e-merchant-secret' };
/** A 1×1 PNG: what a phone's photo of a bank slip is, in small. */
const SLIP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let gateway: FakePayHere;
let session: StorefrontSession;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

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

/** A print with at least two sizes in stock, and those two sizes. */
async function printWithTwoSizes(exclude: string[] = []): Promise<Product> {
  const all = await session.api.product.list({ limit: 100 });
  const found = all.items.find(
    (p) => !exclude.includes(p.productId) && p.sizes.filter((s) => s.stock >= 3).length >= 2,
  );
  if (!found) throw new Error('the demo shop has no print with two sizes in stock');
  return found;
}

async function addFromDetail(page: Page, product: Product, size: string, quantity: number) {
  await page.goto(`${session.shop.url}/overview/${product.productId}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('radio', { name: new RegExp(`^${size} — `) }).click();
  await expect
    .poll(() => page.getByRole('radio', { name: new RegExp(`^${size} — `) }).isChecked())
    .toBe(true);
  await page.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await toast(page, `${quantity} item(s) added to cart`).waitFor();
}

/** From the cart through the address step; the shipping step is open after it. */
async function checkoutAddress(page: Page, country?: string) {
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
async function finishCheckout(page: Page, payment: RegExp, shipping?: string) {
  await chooseAndPlace(page, payment, shipping);
  await toast(page, 'Order placed successfully').waitFor();
}

async function chooseAndPlace(page: Page, payment: RegExp, shipping?: string) {
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
async function newOrderOf(token: string, before: Order[]): Promise<Order> {
  const after = await session.apiAs(token).order.list({ limit: 100 });
  const placed = after.items.filter((o) => !before.some((b) => b.orderID === o.orderID));
  expect(placed).toHaveLength(1);
  return placed[0] as Order;
}

async function ordersOf(token: string): Promise<Order[]> {
  return (await session.apiAs(token).order.list({ limit: 100 })).items;
}

const paymentBadge = (page: Page, orderID: string) =>
  page
    .getByRole('article', { name: `Order ${orderID}` })
    .getByRole('group', { name: 'Payment' })
    .locator('.mantine-Badge-root');

describe('paying for an order', () => {
  it('buys two sizes of one print by bank transfer, uploads a slip, and is paid once staff verify it', async () => {
    const token = await session.tokenOf();
    const before = await ordersOf(token);
    const product = await printWithTwoSizes();
    const [small, large] = product.sizes.filter((s) => s.stock >= 3);
    if (!small || !large) throw new Error('two sizes expected');
    const { page } = await session.open('/', { token });
    await addFromDetail(page, product, small.size, 1);
    await addFromDetail(page, product, large.size, 2);
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
    const size = product.sizes.find((s) => s.stock > 0);
    if (!size) throw new Error('no size in stock');
    const { page } = await session.open('/', { token });
    await addFromDetail(page, product, size.size, 1);
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
    const size = product.sizes.find((s) => s.stock > 0);
    if (!size) throw new Error('no size in stock');
    const { page } = await session.open('/', { token });
    await addFromDetail(page, product, size.size, 1);
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
    const size = product.sizes.find((s) => s.stock > 0);
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
    await addFromDetail(page, product, size.size, 1);
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
    expect(await option.getByText('Sold out', { exact: true }).isVisible()).toBe(true);
    await option.click({ force: true });
    expect(await option.isChecked()).toBe(false);
    for (const other of product.sizes.filter((s) => s.stock > 0)) {
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
    const size = product.sizes.find((s) => s.stock >= 3);
    if (!size) throw new Error('no size in stock');
    const { page } = await session.open('/', { token });
    await addFromDetail(page, product, size.size, 2);

    const admin = session.apiAs(await session.tokenOf(DEMO.admin.email, DEMO.admin.password));
    const newPrice = size.price + 500;
    await admin.product.update(product.productId, {
      sizes: product.sizes.map(({ size: label, price, labeledPrice, stock }) => ({
        size: label,
        price: label === size.size ? newPrice : price,
        labeledPrice: label === size.size ? Math.max(labeledPrice, newPrice) : labeledPrice,
        stock,
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
