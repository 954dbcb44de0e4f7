import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminSession, toastWith, type AdminSession } from '../support/admin-session';
import { DEMO, login } from '../support/shop-server';

let session: AdminSession;

beforeAll(async () => {
  session = await startAdminSession();
});

afterAll(async () => {
  await session?.close();
});

describe('admin guard', () => {
  it('sends an anonymous visitor to /login with "You are not logged in"', async () => {
    const { page } = await session.open('/admin', { token: null });
    await toastWith(page, 'You are not logged in').waitFor();
    await page.waitForURL(/\/login$/);
    // The sign-in page's code may still be arriving when the address changes.
    const signIn = page.getByRole('button', { name: 'Login', exact: true });
    await signIn.waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0);
    expect(await signIn.isVisible()).toBe(true);
  });

  it('sends a shopper to /login with "You are not an admin" and shows no admin screen', async () => {
    const token = await login(session.shop.url, DEMO.shopper.email, DEMO.shopper.password);
    const { page } = await session.open('/admin/products', { token });
    await toastWith(page, 'You are not an admin').waitFor();
    await page.waitForURL(/\/login$/);
    expect(await page.getByRole('heading', { name: 'Product Management' }).count()).toBe(0);
    expect(await page.getByText('Back office').count()).toBe(0);
  });

  it('lets the demo admin in: the sidebar names every section', async () => {
    const { page, errors } = await session.open('/admin');
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await sections.getByRole('link', { name: 'Dashboard' }).waitFor();
    for (const name of ['Users', 'Products', 'Orders']) {
      expect(await sections.getByRole('link', { name }).isVisible()).toBe(true);
    }
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(page.url()).toMatch(/\/admin$/);
    expect(errors).toEqual([]);
  });
});
