import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLKR } from '@wallart/domain';
import { DEMO } from '../support/shop-server';
import { startStorefront, toast, type StorefrontSession } from '../support/storefront-session';

let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});

afterAll(async () => {
  await session?.close();
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
    // Registering signs the shopper in and lands on home.
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
