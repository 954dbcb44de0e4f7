import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '@wallart/domain/api-client';
import { seriousAxeFindings } from '../support/admin-axe';
import {
  PHONE,
  startStorefront,
  toast,
  type StorefrontSession,
} from '../support/storefront-session';

/** A fresh account of the journey's own, through the shop's registration. */
async function registerShopper(session: StorefrontSession, password: string) {
  const email = `journey-${crypto.randomBytes(4).toString('hex')}@example.com`;
  await session.api.user.register({
    firstName: 'Dilani',
    lastName: 'Wickrama',
    email,
    phone: '0712223334',
    password,
  });
  return email;
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The status the server answers a signed-in call with this token. */
async function statusWith(session: StorefrontSession, token: string): Promise<number> {
  try {
    await session.apiAs(token).user.current();
    return 200;
  } catch (error) {
    if (isApiError(error)) return error.status;
    throw error;
  }
}

describe('a session that expires', () => {
  // Tokens that last seconds, not days, so the journey sees a real expiry.
  const LIFETIME_MS = 10_000;
  let session: StorefrontSession;
  beforeAll(async () => {
    session = await startStorefront({ env: { JWT_EXPIRES_IN: `${LIFETIME_MS / 1000}s` } });
  });
  afterAll(async () => session?.close());

  it('sends the shopper to log in with "Please log in again", then back to the page', async () => {
    const password = 'Dilani!2345';
    const email = await registerShopper(session, password);
    const { page } = await session.open('/login', { viewport: PHONE });
    await fillLogin(page, email, password);
    await toast(page, 'Login successfull').waitFor();
    await page.waitForURL(`${session.shop.url}/`);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(await statusWith(session, token ?? '')).toBe(200);

    await page.goto(`${session.shop.url}/orders`);
    await page
      .getByRole('heading', { level: 1, name: /Orders/ })
      .first()
      .waitFor();
    // Past the token's lifetime, the shopper comes back to their orders.
    await page.waitForTimeout(LIFETIME_MS + 1500);
    expect(await statusWith(session, token ?? '')).toBe(401);
    await page.goto(`${session.shop.url}/orders?order=none`);

    await page.waitForURL(`${session.shop.url}/login?next=%2Forders%3Forder%3Dnone`);
    await page.getByText('Please log in again').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await fillLogin(page, email, password);
    await toast(page, 'Login successfull').waitFor();
    await page.waitForURL(`${session.shop.url}/orders?order=none`);
    await page.getByText('No Orders Yet').waitFor();
  });
});

describe('changing the password on /profile', () => {
  let session: StorefrontSession;
  beforeAll(async () => {
    session = await startStorefront();
  });
  afterAll(async () => session?.close());

  it('signs in with the new password, and the old one and the old session are refused', async () => {
    const oldPassword = 'First!2345';
    const newPassword = 'Second!6789';
    const email = await registerShopper(session, oldPassword);
    const { page } = await session.open('/login?next=%2Fprofile', { viewport: PHONE });
    await fillLogin(page, email, oldPassword);
    await page.waitForURL(`${session.shop.url}/profile`);
    const oldToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

    // Every section readable on a phone, with no serious accessibility finding, dialog included.
    for (const name of ['Personal Profile', 'Your details', 'Password', 'Your data']) {
      await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
    }
    await page.waitForLoadState('networkidle');
    if (process.env.ACCOUNT_SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.ACCOUNT_SCREENSHOTS}/profile.png`,
        fullPage: true,
      });
    }
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel(/^Your password/).waitFor();
    if (process.env.ACCOUNT_SCREENSHOTS) {
      await page.waitForTimeout(500); // the dialog's opening transition
      await page.screenshot({ path: `${process.env.ACCOUNT_SCREENSHOTS}/delete.png` });
    }
    expect(await seriousAxeFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current password/).fill(oldPassword);
    await form.getByLabel(/^New password/).fill(newPassword);
    await form.getByLabel(/^Confirm new password/).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Your password has been changed').waitFor();

    const newToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(newToken).not.toBe(oldToken);
    expect(await statusWith(session, oldToken)).toBe(401);
    expect(await statusWith(session, newToken ?? '')).toBe(200);

    // On a phone the account's pages and Sign Out are in the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
    await page.goto(`${session.shop.url}/login`);
    await fillLogin(page, email, oldPassword);
    await toast(page, 'Invalid email or password').waitFor();
    expect(page.url()).toBe(`${session.shop.url}/login`);

    await fillLogin(page, email, newPassword);
    await toast(page, 'Login successfull').waitFor();
    await page.waitForURL(`${session.shop.url}/`);
  });
});
