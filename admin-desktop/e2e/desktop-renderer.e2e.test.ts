import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, outDir } from './built-app';
import { serveRenderer } from './serve-renderer';
import { freePort, startShopServer, type ShopServer } from './shop-server';
import { installStubBridge, type StubBridgeState } from './stub-bridge';

/**
 * The desktop renderer as built for Electron, in Chromium: served over http (plain Chromium has
 * no app:// scheme) with the preload's bridge stubbed in memory, talking to the real API server
 * on a freshly seeded shop.
 */
const rendererDir = path.join(outDir, 'renderer');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

let renderer: Awaited<ReturnType<typeof serveRenderer>>;
let shop: ShopServer;
let browser: Browser;

beforeAll(async () => {
  ensureBuilt();
  renderer = await serveRenderer(rendererDir);
  shop = await startShopServer(renderer.origin);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await renderer?.close();
});

async function openApp(initial: { serverUrl: string | null; token: string | null }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
  });
  await page.addInitScript(installStubBridge, initial);
  await page.goto(`${renderer.origin}/index.html`);
  return { page, problems, close: () => context.close() };
}

const bridgeState = (page: Page) =>
  page.evaluate(() => (window as unknown as { __desktopBridge: StubBridgeState }).__desktopBridge);

/** The figure under a dashboard card's label. */
async function statCard(page: Page, label: string): Promise<string> {
  const value = page
    .locator('p', { hasText: new RegExp(`^${label}$`, 'i') })
    .locator('xpath=following-sibling::p[1]');
  return (await value.textContent({ timeout: 20_000 })) ?? '';
}

async function adminStats(): Promise<{
  totalUsers: number;
  totalOrders: number;
  totalProducts: number;
}> {
  const login = await fetch(`${shop.url}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@wallart.test', password: 'Admin123!' }),
  });
  const { token } = (await login.json()) as { token: string };
  const stats = await fetch(`${shop.url}/api/admin/stats`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(stats.status).toBe(200);
  return (await stats.json()) as { totalUsers: number; totalOrders: number; totalProducts: number };
}

describe('desktop renderer in Chromium against the real API', () => {
  it('connects to the shop, signs the admin in and shows the dashboard with the right counts', async () => {
    const { page, problems, close } = await openApp({ serverUrl: null, token: null });

    await page.getByRole('heading', { name: 'Connect to your shop' }).waitFor();
    const address = page.getByLabel('Shop server address');
    expect(await address.inputValue()).toBe('http://localhost:3000');
    await address.fill(`${shop.url}/`);
    await page.getByRole('button', { name: 'Connect' }).click();

    await page.getByText(`Shop server: ${shop.url}`).waitFor();
    await page.getByLabel('Email').fill('admin@wallart.test');
    await page.locator('input[type="password"]').fill('Admin123!');
    await page.getByRole('button', { name: 'Login' }).click();

    await page.getByRole('navigation', { name: 'Admin sections' }).waitFor({ timeout: 20_000 });
    const expected = await adminStats();
    const count = new Intl.NumberFormat('en-US');
    expect(await statCard(page, 'Total users')).toBe(count.format(expected.totalUsers));
    expect(await statCard(page, 'Total orders')).toBe(count.format(expected.totalOrders));
    expect(await statCard(page, 'Total products')).toBe(count.format(expected.totalProducts));
    expect(expected.totalProducts).toBeGreaterThan(0);

    const state = await bridgeState(page);
    expect(state.serverUrl).toBe(shop.url);
    expect(state.calls.find(([name]) => name === 'setToken')?.[1]).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email').waitFor();
    expect((await bridgeState(page)).token).toBeNull();
    expect(problems).toEqual([]);
    await close();
  });

  it('refuses an address where no shop server answers, saving nothing', async () => {
    const { page, close } = await openApp({ serverUrl: null, token: null });
    const nobody = `http://127.0.0.1:${await freePort()}`;
    await page.getByLabel('Shop server address').fill(nobody);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText(`Cannot reach ${nobody}. Is the shop server running?`).waitFor();
    expect((await bridgeState(page)).calls).toEqual([]);
    await close();
  });

  it('turns a shopper away at sign-in', async () => {
    const { page, close } = await openApp({ serverUrl: shop.url, token: null });
    await page.getByLabel('Email').fill('shopper@wallart.test');
    await page.locator('input[type="password"]').fill('Shopper123!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('You are not an admin').waitFor();
    expect((await bridgeState(page)).token).toBeNull();
    await close();
  });
});
