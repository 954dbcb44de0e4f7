import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login } from '../support/shop-server';
import {
  outboxMails,
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

const { email, password: oldPassword } = DEMO.shopper;
const newPassword = 'Fresh-Start-2026';

/** Waits for the reset mail the shop writes after `since` mails, and reads the code in it. */
async function codeFromNewMail(since: number): Promise<string> {
  await expect
    .poll(() => outboxMails(session.shop.dataDir).length, { timeout: 10_000 })
    .toBeGreaterThan(since);
  const [mail] = outboxMails(session.shop.dataDir);
  if (!mail) throw new Error('no mail in the outbox');
  expect(mail.to).toContain(email);
  expect(mail.subject).toMatch(/password reset code/i);
  // The code is in the body only, never in the subject.
  expect(mail.subject).not.toMatch(/\d{6}/);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail:\n${mail.text}`);
  return code;
}

async function requestCode(page: Page): Promise<string> {
  const before = outboxMails(session.shop.dataDir).length;
  await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await toast(page, 'Email sent successfully').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
  return codeFromNewMail(before);
}

async function fillReset(page: Page, otp: string, password: string, confirm: string) {
  await page.getByRole('textbox', { name: 'OTP' }).fill(otp);
  await page.getByLabel(/^New Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(confirm);
  await page.getByRole('button', { name: 'Reset Password' }).click();
}

describe('forgot password, with the code read from the mail the shop sent', () => {
  it('a wrong code fails and starts over at the email step', async () => {
    const { page } = await session.open('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forget$/);
    const code = await requestCode(page);
    const wrong = code === '000000' ? '111111' : '000000';
    await fillReset(page, wrong, newPassword, newPassword);
    await toast(page, 'Password reset failed').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    // The password is unchanged.
    expect(await login(session.shop.url, email, oldPassword)).toBeTruthy();
  });

  it('mails a code, refuses mismatched passwords without a call, then resets and signs in', async () => {
    const { page } = await session.open('/forget');
    const code = await requestCode(page);
    expect(await page.getByText(`Enter the code we sent to ${email}.`).isVisible()).toBe(true);

    const resetCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/changePW')) resetCalls.push(request.method());
    });
    await fillReset(page, code, newPassword, `${newPassword}!`);
    await toast(page, 'Passwords do not match').waitFor();
    expect(resetCalls).toEqual([]);
    expect(await page.getByRole('heading', { level: 1, name: 'Reset Password' }).isVisible()).toBe(
      true,
    );

    await page.getByLabel(/^Confirm Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toast(page, 'Password reset successfully').waitFor();
    await page.waitForURL(/\/login$/);
    expect(resetCalls).toEqual(['POST']);

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toast(page, 'Login successfull').waitFor();
    await page.waitForURL(`${session.shop.url}/`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'My Orders' })
      .waitFor();

    await expect(login(session.shop.url, email, oldPassword)).rejects.toThrow(/401/);
    expect(await login(session.shop.url, email, newPassword)).toBeTruthy();
  });

  it('a used code does not work a second time', async () => {
    const [mail] = outboxMails(session.shop.dataDir);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    const res = await fetch(`${session.shop.url}/api/user/changePW`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, otp: code, password: 'Another-Try-2026' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await login(session.shop.url, email, newPassword)).toBeTruthy();
  });
});
