import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing reaching outside this machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageWithErrors {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/**
 * Waits until React has taken the whole page over: drawn it, or hydrated every element the
 * server drew (React marks each element it owns). Typing into a field the browser has not
 * taken over yet is lost when it does.
 */
export function shopRunning(page: Page, timeout = 15_000): Promise<void> {
  return page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        const owned = (node: Element) => Object.keys(node).some((k) => k.startsWith('__react'));
        if (!root || !owned(root)) return false;
        // React's own resource hints (picture preloads) in the drawn markup are not its elements.
        return Array.from(root.querySelectorAll('*:not(link)')).every(owned);
      },
      undefined,
      { timeout, polling: 100 },
    )
    .then(() => undefined);
}

/**
 * A call for the catalogue's data, which a page the server drew already holds. A print's
 * buyers' reviews are not that: the product page asks for them once it is on screen.
 */
export function isCatalogueCall(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/product') && !pathname.endsWith('/reviews');
}

export async function openPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    token?: string;
    /** False for a browser that runs no script: what a page shows from its HTML alone. */
    javaScriptEnabled?: boolean;
  } = {},
): Promise<PageWithErrors> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  if (options.token) {
    await context.addInitScript((t) => window.localStorage.setItem('token', t), options.token);
  }
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) {
    // A drawn page is on screen before its script runs; a shopper's first tap lands once the
    // app has taken it over, as it would on any phone a moment later. A page whose app never
    // starts is left for the test to judge.
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await shopRunning(page, 30_000).catch(() => undefined);
      return response;
    };
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}
