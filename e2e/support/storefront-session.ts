import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Product } from '@wallart/domain';
import { createApiClient, type ApiClient } from '@wallart/domain/api-client';
import { launchBrowser, openPage, type PageWithErrors } from './browser';
import { DEMO, login, startShop, type ShopServer, type StartOptions } from './shop-server';
import { parseMail } from '../../api/src/modules/mail/testing/mime';

export const PHONE = { width: 390, height: 844 } as const;

/** One shop server and one browser: what every shopper journey needs. */
export interface StorefrontSession {
  shop: ShopServer;
  browser: Browser;
  /** The typed API client without a token (what an anonymous visitor may read). */
  api: ApiClient;
  /** An API client with this token. */
  apiAs(token: string | null): ApiClient;
  /** The demo shopper's (or another account's) token, through the real login call. */
  tokenOf(email?: string, password?: string): Promise<string>;
  /** A fresh browser context at `path` of the shop: anonymous unless a token is given. */
  open(
    path: string,
    options?: { token?: string; viewport?: { width: number; height: number } },
  ): Promise<PageWithErrors>;
  close(): Promise<void>;
}

export async function startStorefront(options: StartOptions = {}): Promise<StorefrontSession> {
  const shop = await startShop(options);
  try {
    const browser = await launchBrowser();
    const apiAs = (token: string | null) =>
      createApiClient({ baseUrl: shop.url, getToken: () => token });
    const pages: PageWithErrors[] = [];
    return {
      shop,
      browser,
      api: apiAs(null),
      apiAs,
      tokenOf: (email = DEMO.shopper.email, password = DEMO.shopper.password) =>
        login(shop.url, email, password),
      async open(at, opts = {}) {
        const opened = await openPage(browser, opts);
        pages.push(opened);
        await opened.page.goto(`${shop.url}${at}`);
        return opened;
      },
      async close() {
        for (const { context } of pages) await context.close().catch(() => undefined);
        await browser.close();
        await shop.stop();
        fs.rmSync(shop.dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await shop.stop();
    throw error;
  }
}

/** A toast (Mantine notification) carrying this text, as the shopper reads it. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** Puts a print in the cart from its product page, in a size and a quantity. */
export async function addFromDetail(
  session: StorefrontSession,
  page: Page,
  product: Product,
  size: string,
  quantity: number,
) {
  await page.goto(`${session.shop.url}/overview/${product.productId}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('radio', { name: new RegExp(`^${size} — `) }).click();
  await expect
    .poll(() => page.getByRole('radio', { name: new RegExp(`^${size} — `) }).isChecked())
    .toBe(true);
  await page.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await toast(page, `${quantity} ${quantity === 1 ? 'item' : 'items'} added to cart`).waitFor();
}

/** The header's cart link, whose name tells how many prints are in the cart. */
export function cartLink(page: Page): Locator {
  return page.getByRole('link', { name: /^Cart, \d+ items?$/ });
}

/** A product card's name link (the picture's link beside it is hidden from assistive tech). */
export const NAME_LINK = 'a[href^="/overview/"]:not([aria-hidden="true"])';

/** The product cards' name links inside a region of the page (a grid section or the list). */
export function productLinks(scope: Page | Locator): Locator {
  return scope.locator(NAME_LINK);
}

/** The productIds the cards in `scope` show, top to bottom. */
export async function shownProductIds(scope: Page | Locator): Promise<string[]> {
  const hrefs = await productLinks(scope).evaluateAll((links) =>
    links.map((a) => a.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => decodeURIComponent(href.replace('/overview/', '')));
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
}

/** Every mail the shop wrote to its outbox (no SMTP_URL set), newest first. */
export function outboxMails(dataDir: string): OutboxMail[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => ({ name, at: fs.statSync(path.join(outbox, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name))
    .map(({ name }) => {
      const mail = parseMail(fs.readFileSync(path.join(outbox, name), 'utf8'));
      return {
        file: name,
        to: mail.headers.get('to') ?? '',
        subject: mail.subject,
        text: mail.text,
      };
    });
}
