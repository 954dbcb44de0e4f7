import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { createApiClient, type ApiClient } from '@wallart/domain/api-client';
import { launchBrowser, openPage, type PageWithErrors } from './browser';
import { STOREFRONT_DIR } from './paths';
import { DEMO, login, startShop, type ShopServer } from './shop-server';

/** One shop server, one browser and the demo admin's token: what every admin journey needs. */
export interface AdminSession {
  shop: ShopServer;
  browser: Browser;
  /** The private copy of the built storefront this shop serves. */
  storefrontDir: string;
  adminToken: string;
  /** The typed API client, signed in as the demo admin. */
  api: ApiClient;
  /** An API client with another token (or none). */
  apiAs(token: string | null): ApiClient;
  /** A fresh page signed in as the demo admin (or with `token`), at `path` of the shop. */
  open(path: string, options?: { token?: string | null }): Promise<PageWithErrors>;
  close(): Promise<void>;
}

/** True when index.html and every asset it names are in the folder (no build half-written). */
function isWholeBuild(dir: string): boolean {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const assets = [...fs.readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)];
  return assets.length > 0 && assets.every((m) => fs.existsSync(path.join(dir, m[1] ?? '')));
}

/**
 * A private copy of the built storefront: a rebuild in the working tree while the journeys run
 * would otherwise swap the hashed asset files under the open pages. Waits out a build that is
 * being written.
 */
export async function copyBuiltStorefront(): Promise<string> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-e2e-storefront-'));
  for (let attempt = 0; attempt < 60; attempt += 1) {
    fs.rmSync(copy, { recursive: true, force: true });
    try {
      fs.cpSync(STOREFRONT_DIR, copy, { recursive: true });
      if (isWholeBuild(copy)) return copy;
    } catch {
      // A file vanished during the copy: a build is running.
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  fs.rmSync(copy, { recursive: true, force: true });
  throw new Error(`${STOREFRONT_DIR} never held a whole build`);
}

/** Starts a shop on a private copy of the built storefront, with a browser beside it. */
export async function startAdminSession(): Promise<AdminSession> {
  const storefront = await copyBuiltStorefront();
  const shop = await startShop({ env: { STOREFRONT_DIR: storefront } });
  const cleanUp = async () => {
    await shop.stop();
    for (const dir of [storefront, shop.dataDir]) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const browser = await launchBrowser();
    const adminToken = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
    const apiAs = (token: string | null) =>
      createApiClient({ baseUrl: shop.url, getToken: () => token });
    const pages: PageWithErrors[] = [];
    return {
      shop,
      browser,
      storefrontDir: storefront,
      adminToken,
      api: apiAs(adminToken),
      apiAs,
      async open(path, options = {}) {
        const token = options.token === undefined ? adminToken : options.token;
        const opened = await openPage(browser, token ? { token } : {});
        pages.push(opened);
        // Fail within the test's time with the locator named, not at the test timeout.
        opened.page.setDefaultTimeout(20_000);
        await opened.page.goto(`${shop.url}${path}`);
        return opened;
      },
      async close() {
        for (const { context } of pages) await context.close().catch(() => undefined);
        await browser.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** A toast (Mantine notification) carrying exactly this text, as staff read it. */
export function toastWith(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** The main admin area, beside the sidebar. */
export function adminMain(page: Page): Locator {
  return page.locator('main');
}
