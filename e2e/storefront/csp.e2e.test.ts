import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, type PageWithErrors } from '../support/browser';
import { NAME_LINK, startStorefront, type StorefrontSession } from '../support/storefront-session';

let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});

afterAll(async () => {
  await session?.close();
});

interface Watched extends PageWithErrors {
  /** Requests to the shop's own origin that failed or answered 400 or more. */
  failed: string[];
}

/** A page that also records every failed request to the shop itself. */
async function watchedPage(): Promise<Watched> {
  const opened = await openPage(session.browser);
  const failed: string[] = [];
  const own = (url: string) => url.startsWith(session.shop.url);
  opened.page.on('requestfailed', (request) => {
    if (own(request.url())) failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  opened.page.on('response', (response) => {
    if (own(response.url()) && response.status() >= 400) {
      failed.push(`${response.url()} ${response.status()}`);
    }
  });
  return { ...opened, failed };
}

/** Scrolls to the bottom in steps so lazy images load, then waits for the network to settle. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
}

/** The images on the page that the browser could not draw (sources of broken ones). */
function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}

function cspComplaints(errors: string[]): string[] {
  return errors.filter((e) => /Content Security Policy|Refused to/i.test(e));
}

describe('the built storefront under the server’s Content-Security-Policy', () => {
  it('sends a strict policy with the page', async () => {
    const res = await fetch(`${session.shop.url}/`);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self'[^;]*;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("script-src-attr 'none'");
  });

  it('is enforced in the browser: an injected inline script is refused and reported', async () => {
    const { page, errors } = await watchedPage();
    await page.goto(`${session.shop.url}/`);
    await page
      .getByRole('heading', { level: 1, name: 'Art that turns a house into a home' })
      .waitFor();
    await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await expect.poll(() => cspComplaints(errors).length).toBeGreaterThan(0);
  });

  it('home: scripts, styles, hero and grid pictures and the web fonts load with no refusal', async () => {
    const { page, errors, failed } = await watchedPage();
    await page.goto(`${session.shop.url}/`);
    await page
      .getByRole('heading', { level: 1, name: 'Art that turns a house into a home' })
      .waitFor();
    await page.getByRole('region', { name: 'New Arrivals' }).locator(NAME_LINK).first().waitFor();
    await scrollThrough(page);

    const drawn = (scope: string) =>
      page.evaluate(
        (selector) =>
          Array.from(document.querySelectorAll<HTMLImageElement>(`${selector} img`)).filter(
            (img) => img.naturalWidth > 0,
          ).length,
        scope,
      );
    const hero = page.getByRole('img', { name: 'A framed mountain print above a grey sofa' });
    expect(await hero.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await drawn('[aria-labelledby="shop-by-category-heading"]')).toBe(4);
    expect(await drawn('[aria-labelledby="trending-wall-arts-heading"]')).toBe(8);
    expect(await drawn('[aria-labelledby="new-arrivals-heading"]')).toBe(8);
    expect(await brokenImages(page)).toEqual([]);

    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() => {
      const loaded: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded')
          loaded.push(`${face.family.replace(/["']/g, '')} ${face.weight}`);
      });
      return loaded;
    });
    expect(fonts).toEqual(expect.arrayContaining(['Inter 400', 'Cormorant Garamond 600']));
    // Mantine's styles applied: the hero's button is the brand colour, not a bare link.
    const shopNow = page.getByRole('link', { name: 'Shop Now' }).first();
    expect(await shopNow.evaluate((a) => getComputedStyle(a).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );

    expect(cspComplaints(errors)).toEqual([]);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });

  it('products list: the grid and its pictures load, and a search still works', async () => {
    const { page, errors, failed } = await watchedPage();
    await page.goto(`${session.shop.url}/products`);
    await page.getByText('46 prints').waitFor();
    await scrollThrough(page);
    expect(await brokenImages(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('lotus');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Results for “lotus”' }).waitFor();
    await page.locator(NAME_LINK).first().waitFor();
    expect(cspComplaints(errors)).toEqual([]);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });

  it('a product page: gallery, structured data and recommendations load with no refusal', async () => {
    const { page, errors, failed } = await watchedPage();
    await page.goto(`${session.shop.url}/overview/WA-RE-001`);
    await page.getByRole('heading', { level: 1, name: 'Lotus at Moonrise' }).waitFor();
    await page
      .getByRole('region', { name: 'You may also like' })
      .locator(NAME_LINK)
      .first()
      .waitFor();
    await scrollThrough(page);
    expect(await brokenImages(page)).toEqual([]);
    const main = page.getByRole('img', { name: /Lotus at Moonrise/ }).first();
    await expect
      .poll(() => main.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(cspComplaints(errors)).toEqual([]);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });
});
