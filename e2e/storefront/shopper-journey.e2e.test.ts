import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  cartTotals,
  formatLKR,
  type CartItem,
  type Product,
  type ProductSize,
} from '@wallart/domain';
import { DEMO } from '../support/shop-server';
import {
  PHONE,
  cartLink,
  productLinks,
  shownProductIds,
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

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The product list's cards, once the list has settled after a navigation. */
async function listedIds(page: Page): Promise<string[]> {
  await page.locator('[aria-live="polite"][aria-busy="false"]').first().waitFor();
  return shownProductIds(page.locator('main'));
}

function sizeOf(product: Product, size: string): ProductSize {
  const found = product.sizes.find((s) => s.size === size);
  if (!found) throw new Error(`${product.productId} has no ${size}`);
  return found;
}

async function addFromDetail(page: Page, product: Product, size: string, quantity: number) {
  await page.goto(`${session.shop.url}/overview/${product.productId}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByText(size, { exact: true }).click();
  await expect.poll(() => page.getByRole('radio', { name: size }).isChecked()).toBe(true);
  await page.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await toast(page, `${quantity} item(s) added to cart`).waitFor();
}

describe('home and browsing', () => {
  it('shows the hero, the category tiles and both product grids with their cards', async () => {
    const { page, errors } = await session.open('/');
    await page
      .getByRole('heading', { level: 1, name: 'Art that turns a house into a home' })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Shop Now' }).first().getAttribute('href')).toBe(
      '/products',
    );
    const dots = page.getByRole('tab', { name: /^Show slide \d$/ });
    await dots.first().waitFor();
    expect(await dots.count()).toBe(3);
    await dots.nth(2).click();
    await expect.poll(() => dots.nth(2).getAttribute('aria-selected')).toBe('true');

    const tiles = region(page, 'Shop by Category');
    for (const category of CATEGORIES) {
      const tile = tiles.getByRole('link', { name: new RegExp(`^${category}`) });
      expect(await tile.getAttribute('href')).toBe(`/products/${encodeURIComponent(category)}`);
    }

    const [trending, arrivals] = await Promise.all([
      session.api.product.trending(),
      session.api.product.newArrivals(),
    ]);
    for (const [name, feed] of [
      ['Trending Wall Arts', trending],
      ['New Arrivals', arrivals],
    ] as const) {
      const grid = region(page, name);
      await productLinks(grid).first().waitFor();
      const expected = feed.slice(0, 8);
      expect(await shownProductIds(grid)).toEqual(expected.map((p) => p.productId));
      const first = expected[0];
      if (!first) throw new Error(`${name} is empty`);
      const card = grid.locator('.mantine-Card-root').first();
      const text = await card.innerText();
      expect(text).toContain(first.name);
      expect(text.toUpperCase()).toContain(first.productId);
      expect(text).toContain(formatLKR(first.price));
    }
    expect(errors).toEqual([]);
  });

  it('a category page lists only that category, and the filter switches it', async () => {
    const { page } = await session.open('/products/Kitchen');
    await page.getByRole('heading', { level: 1, name: 'Kitchen' }).waitFor();
    const kitchen = await session.api.product.byCategory('Kitchen', { limit: 50 });
    const ids = await listedIds(page);
    expect(ids.length).toBe(kitchen.total);
    expect(ids.every((id) => id.startsWith('WA-KI-'))).toBe(true);
    await page.getByText(`${kitchen.total} prints`).waitFor();
    const filter = page.getByRole('combobox', { name: 'Category' });
    expect(await filter.inputValue()).toBe('Kitchen');

    await filter.selectOption('Resturant');
    await page.waitForURL(/\/products\/Resturant$/);
    await page.getByRole('heading', { level: 1, name: 'Resturant' }).waitFor();
    await expect
      .poll(async () => (await listedIds(page)).every((id) => id.startsWith('WA-RS-')))
      .toBe(true);
  });

  it('searches from the products page, and Reset brings every print back', async () => {
    const { page } = await session.open('/products');
    await page.getByText('44 prints').waitFor();
    const expected = await session.api.product.search('tea');
    expect(expected.total).toBeGreaterThan(0);

    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('tea');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/products\?search=tea$/);
    await page.getByRole('heading', { level: 1, name: 'Results for “tea”' }).waitFor();
    await expect.poll(() => listedIds(page)).toEqual(expected.items.map((p) => p.productId));
    await page.getByText(`${expected.total} result${expected.total === 1 ? '' : 's'}`).waitFor();

    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('no such print anywhere');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No products found.').waitFor();

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    await page.getByText('44 prints').waitFor();
    expect(await page.getByRole('textbox', { name: 'Search', exact: true }).inputValue()).toBe('');
  });

  it('searches from the side menu on a phone', async () => {
    const { page } = await session.open('/', { viewport: PHONE });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('textbox', { name: 'Search products' }).fill('lotus');
    await menu.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/products\?search=lotus$/);
    await page.getByRole('heading', { level: 1, name: 'Results for “lotus”' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    const expected = await session.api.product.search('lotus');
    await expect.poll(() => listedIds(page)).toEqual(expected.items.map((p) => p.productId));
  });

  it('shows "404 Not Found" on an unknown path, inside the shop shell', async () => {
    const { page } = await session.open('/no/such/page');
    await page.getByRole('heading', { level: 1, name: '404 Not Found' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  });
});

describe('cart and checkout', () => {
  it('adds a chosen size and quantity from the product page', async () => {
    const product = await session.api.product.get('WA-LR-001');
    const { page } = await session.open('/');
    await addFromDetail(page, product, '18x24 in', 2);
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 2 items');
    await page.getByText('4.8 out of 5').waitFor();
    expect(await page.getByText('In stock').isVisible()).toBe(true);
  });

  it('changes quantities, shows the discount of Σ(labeled − price)×qty, removes and empties', async () => {
    const discounted = await session.api.product.get('WA-KI-007');
    const flat = await session.api.product.get('WA-LR-002');
    const { page } = await session.open('/');
    await addFromDetail(page, discounted, '24x36 in', 3);
    await addFromDetail(page, flat, '12x18 in', 1);

    await page.goto(`${session.shop.url}/cart`);
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(2);
    const minusFlat = page.getByRole('button', { name: `Decrease quantity of ${flat.name}` });
    expect(await minusFlat.isDisabled()).toBe(true);

    const discountShown = () =>
      page
        .getByText('Discount', { exact: true })
        .locator('xpath=following-sibling::*[1]')
        .innerText();
    // Each line is priced by its size.
    const big = sizeOf(discounted, '24x36 in');
    const small = sizeOf(flat, '12x18 in');
    const discountOf = (items: { s: ProductSize; qty: number }[]) =>
      `- ${formatLKR(items.reduce((sum, { s, qty }) => sum + (s.labeledPrice - s.price) * qty, 0))}`;
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
    expect(await discountShown()).toBe(discountOf([]));
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
    await addFromDetail(page, product, '24x36 in', 2);

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

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${session.shop.url}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await toast(page, 'Login successfull').waitFor();
}

describe('accounts and my orders', () => {
  const account = {
    firstName: 'Kasun',
    lastName: 'kasun_p',
    email: 'kasun.perera@example.com',
    phone: '0712345678',
    password: 'Kasun!2345',
  };

  it('registers a new account, signs in to the home page and shows it under Manage My Account', async () => {
    const { page } = await session.open('/register');
    await page.getByRole('textbox', { name: 'First Name' }).fill(account.firstName);
    await page.getByRole('textbox', { name: 'Last Name' }).fill(account.lastName);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('textbox', { name: 'Phone' }).fill(account.phone);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByLabel(/^Confirm Password/).fill('Something else 1');
    await page.getByRole('button', { name: 'Register' }).click();
    await toast(page, 'Passwords do not match').waitFor();
    expect(page.url()).toMatch(/\/register$/);

    await page.getByLabel(/^Confirm Password/).fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await toast(page, 'Registration successful').waitFor();
    await page.waitForURL(/\/login$/);

    await signIn(page, account.email, account.password);
    await page.waitForURL(`${session.shop.url}/`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Account' });
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'My Profile',
      'My Orders',
      'Wishlist',
    ]);
    await menu.getByRole('link', { name: 'My Profile' }).click();

    await page.getByRole('heading', { level: 1, name: 'Manage My Account' }).waitFor();
    const card = page.locator('.mantine-Card-root').filter({ hasText: 'Personal Profile' });
    await card.getByText(account.email).waitFor();
    const field = (label: string) =>
      card.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').innerText();
    expect(await field('Name')).toBe(account.firstName);
    expect(await field('Username')).toBe(account.lastName);
    expect(await field('Phone')).toBe(account.phone);
  });

  it('lists my orders with their details, and deletes (cancels) a Pending one after "Yes, Delete"', async () => {
    const token = await session.tokenOf(account.email, account.password);
    const mine = session.apiAs(token);
    const first = await mine.order.place({
      name: 'Kasun Perera',
      address: '5 Lake Drive, Kurunegala',
      phoneNumber: account.phone,
      billItems: [{ productId: 'WA-KI-003', quantity: 2, size: '18x24 in' }],
    });
    const second = await mine.order.place({
      name: 'Kasun Perera',
      address: '5 Lake Drive, Kurunegala',
      phoneNumber: account.phone,
      billItems: [{ productId: 'WA-RS-005', quantity: 1 }],
    });
    const shipped = await mine.order.place({
      name: 'Kasun Perera',
      address: '5 Lake Drive, Kurunegala',
      phoneNumber: account.phone,
      billItems: [{ productId: 'WA-LR-004', quantity: 1 }],
    });
    const admin = session.apiAs(await session.tokenOf(DEMO.admin.email, DEMO.admin.password));
    await admin.order.setStatus(shipped.order.orderID, 'Shipped');

    const { page } = await session.open('/orders', { token });
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    await page.getByLabel('3 orders').waitFor();
    const card = page.getByRole('article', { name: `Order ${first.order.orderID}` });
    expect(await card.innerText()).toContain(formatLKR(first.order.total));
    expect(await card.getByText('Pending').count()).toBeGreaterThan(0);

    await card.getByRole('button', { name: 'View Details' }).click();
    await card.getByText('5 Lake Drive, Kurunegala').waitFor();
    const kitchen = await session.api.product.get('WA-KI-003');
    expect(await card.getByRole('listitem').innerText()).toContain(
      `${kitchen.name} · 18x24 in · Qty: 2`,
    );
    await card.getByRole('button', { name: 'Hide Details' }).click();
    await card.getByText('5 Lake Drive, Kurunegala').waitFor({ state: 'hidden' });

    const shippedCard = page.getByRole('article', { name: `Order ${shipped.order.orderID}` });
    expect(await shippedCard.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await shippedCard.innerText()).toContain('Questions about this order?');

    const doomed = page.getByRole('article', { name: `Order ${second.order.orderID}` });
    await doomed.getByRole('button', { name: 'Delete' }).click();
    const question = toast(page, `Delete order ${second.order.orderID}?`);
    await question.getByRole('button', { name: 'Yes, Delete' }).click();
    await toast(page, 'Order deleted successfully').waitFor();
    await doomed.waitFor({ state: 'detached' });
    await page.getByLabel('2 orders').waitFor();
    const left = await mine.order.list();
    expect(left.items.map((o) => o.orderID).sort()).toEqual(
      [first.order.orderID, shipped.order.orderID].sort(),
    );
    // Orders are records: the shop keeps it, Cancelled by the shopper.
    const kept = await admin.order.get(second.order.orderID);
    expect(kept.status).toBe('Cancelled');
    expect(kept.statusHistory?.at(-1)).toMatchObject({ to: 'Cancelled', by: account.email });
  });

  it('sends the demo admin to /admin after login', async () => {
    const { page } = await session.open('/login');
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    expect(await sections.getByRole('link', { name: 'Orders' }).isVisible()).toBe(true);
  });
});

describe('reviews, contact and FAQ', () => {
  it('asks for every review field, then puts a new review on top of the list', async () => {
    const { page } = await session.open('/reviews');
    await page.getByRole('heading', { level: 1, name: 'Customer Reviews' }).waitFor();
    await page.getByRole('article').first().waitFor();

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect
      .poll(() => alerts, { timeout: 10_000 })
      .toEqual(['Please fill out all fields and select a rating.']);

    await page.getByRole('textbox', { name: 'Name' }).fill('Dilani Fernando');
    await page.getByRole('textbox', { name: 'Title' }).fill('Perfect above the sofa');
    await page
      .getByRole('textbox', { name: 'Comment' })
      .fill('The colours are even richer in person.');
    // The fourth star, as drawn: the label that follows its (visually hidden) radio.
    await page
      .getByLabel('4 stars', { exact: true })
      .locator('xpath=following-sibling::label[1]')
      .click();
    expect(await page.getByLabel('4 stars', { exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Submit Review' }).click();

    const top = page.getByRole('article').first();
    await expect.poll(() => top.innerText()).toContain('Perfect above the sofa');
    expect(await top.innerText()).toContain('Dilani Fernando');
    expect(await top.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('');
    expect(alerts).toHaveLength(1);
  });

  it('sends a contact message: "Sending..." while in flight, then "Message sent successfully"', async () => {
    const { page } = await session.open('/contact');
    // Holds the real request a moment so the in-flight label can be seen.
    await page.route('**/api/inbox/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Ruwan Silva');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('ruwan@example.com');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Framing');
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you frame the 24x36 prints?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    await toast(page, 'Message sent successfully').waitFor();
    expect(await page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('');
  });

  it('opens one FAQ answer at a time, and closes the open one on a second click', async () => {
    const { page } = await session.open('/faq');
    const question = (name: string) => page.getByRole('button', { name });
    const shipping = question('How long does shipping take?');
    const tracking = question('How can I track my order?');
    await shipping.waitFor();
    expect(await page.locator('button[aria-expanded="true"]').count()).toBe(0);

    await shipping.click();
    await page.getByText('Orders are processed in 1–2 business days.', { exact: false }).waitFor();
    await tracking.click();
    await page.getByText('we email you a tracking number', { exact: false }).waitFor();
    await expect.poll(() => shipping.getAttribute('aria-expanded')).toBe('false');
    expect(await tracking.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('button[aria-expanded="true"]').count()).toBe(1);

    await tracking.click();
    await expect.poll(() => tracking.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('button[aria-expanded="true"]').count()).toBe(0);
  });
});
