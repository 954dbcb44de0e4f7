import type { Page } from 'playwright-core';
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

/** A new shopper account, signed in: its token is what a disable or delete must stop. */
async function newShopper(firstName: string, lastName: string, email: string) {
  const password = 'Shopper123!';
  await session.apiAs(null).user.register({
    firstName,
    lastName,
    email,
    password,
    phone: '0771112233',
  });
  return {
    name: `${firstName} ${lastName}`,
    email,
    token: await login(session.shop.url, email, password),
  };
}

/** What GET /api/user/current answers to a token. */
async function currentUserStatus(token: string) {
  const res = await fetch(`${session.shop.url}/api/user/current`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.status;
}

const table = (page: Page) => page.getByRole('table', { name: 'Users' });
const rowOf = (page: Page, email: string) =>
  table(page).locator('tbody tr').filter({ hasText: email });
const shownStatus = async (page: Page, email: string) =>
  (await rowOf(page, email).getByRole('cell').nth(3).textContent())?.trim();

async function openUsers(): Promise<Page> {
  const { page } = await session.open('/admin/users');
  await page.getByRole('heading', { name: 'Users' }).waitFor();
  await table(page).locator('tbody tr').first().waitFor();
  return page;
}

describe('admin users', () => {
  it('lists every account', async () => {
    const page = await openUsers();
    const users = await session.api.user.listAll();
    await page.getByText(`${users.length} accounts`).waitFor();
    expect(await table(page).locator('tbody tr').count()).toBe(users.length);
    for (const email of [DEMO.admin.email, DEMO.shopper.email]) {
      expect(await rowOf(page, email).count()).toBe(1);
    }
  });

  it('disables a user, whose token then gets 401 for good, and enables them again', async () => {
    const shopper = await newShopper('Ruwan', 'Dias', 'ruwan.dias@wallart.test');
    expect(await currentUserStatus(shopper.token)).toBe(200);
    const page = await openUsers();
    expect(await shownStatus(page, shopper.email)).toBe('Active');

    await page.getByRole('button', { name: `Disable ${shopper.name}` }).click();
    await toastWith(page, 'User disabled').waitFor();
    await expect.poll(() => shownStatus(page, shopper.email)).toBe('Disabled');
    expect(await currentUserStatus(shopper.token)).toBe(401);
    const refused = await fetch(`${session.shop.url}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: shopper.email, password: 'Shopper123!' }),
    });
    expect(refused.ok).toBe(false);

    await page.getByRole('button', { name: `Enable ${shopper.name}` }).click();
    await toastWith(page, 'User enabled').waitFor();
    await expect.poll(() => shownStatus(page, shopper.email)).toBe('Active');
    // Disabling ended the session for good; enabled again, the shopper logs in afresh.
    expect(await currentUserStatus(shopper.token)).toBe(401);
    const again = await fetch(`${session.shop.url}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: shopper.email, password: 'Shopper123!' }),
    });
    expect(again.ok).toBe(true);
  });

  it('deletes a user after a confirmation; their account and token are gone', async () => {
    const shopper = await newShopper('Tharindu', 'Wickramasinghe', 'tharindu.w@wallart.test');
    const page = await openUsers();
    await page.getByRole('button', { name: `Delete ${shopper.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await dialog.getByText(`Delete ${shopper.name} (${shopper.email})?`).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastWith(page, 'User deleted successfully').waitFor();
    await expect.poll(() => rowOf(page, shopper.email).count()).toBe(0);

    const emails = (await session.api.user.listAll()).map((u) => u.email);
    expect(emails).not.toContain(shopper.email);
    expect(await currentUserStatus(shopper.token)).toBe(401);
  });

  it('refuses to delete the signed-in admin, showing the server’s reason', async () => {
    const me = await session.api.user.current();
    const page = await openUsers();
    await page.getByRole('button', { name: `Delete ${me.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    const refusal = toastWith(page, 'User delete failed');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('You cannot delete your own account');
    expect(await rowOf(page, DEMO.admin.email).count()).toBe(1);
    expect(await currentUserStatus(session.adminToken)).toBe(200);
  });
});
