import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '@wallart/domain';
import { isCatalogueCall, openPage } from '../support/browser';
import { PHONE, startStorefront, type StorefrontSession } from '../support/storefront-session';

let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});

afterAll(async () => {
  await session?.close();
});

/** A page on which every catalogue call to the API fails, as if the API were down. */
async function pageWithoutCatalogueApi() {
  const opened = await openPage(session.browser, { viewport: PHONE });
  const refused: string[] = [];
  await opened.page.route('**/api/product/**', async (route) => {
    const url = route.request().url();
    if (isCatalogueCall(url)) refused.push(new URL(url).pathname);
    await route.abort();
  });
  return { ...opened, refused };
}

/**
 * Mantine's own class names (`m_` and eight hex digits) on the page that no stylesheet of the
 * page has a rule for: a part that would show unstyled.
 */
function unstyledMantineParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const name of rule.selectorText.match(/m_[0-9a-f]{8}/g) ?? []) styled.add(name);
        }
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of element.className.toString().match(/m_[0-9a-f]{8}/g) ?? []) {
        used.add(name);
      }
    }
    return [...used].filter((name) => !styled.has(name));
  });
}

describe('first paint from the page itself', () => {
  it('the home page shows both product grids with the catalogue API unreachable', async () => {
    const { page, refused } = await pageWithoutCatalogueApi();
    await page.goto(`${session.shop.url}/`);
    const feeds = {
      'Trending Wall Arts': await session.api.product.trending(),
      'New Arrivals': await session.api.product.newArrivals(),
    };
    for (const [name, products] of Object.entries(feeds)) {
      const grid = page.getByRole('region', { name, exact: true });
      for (const product of products.slice(0, 8)) {
        await grid.getByRole('button', { name: `Add ${product.name} to cart` }).waitFor();
      }
    }
    expect(refused).toEqual([]);
  });

  it('a product page shows the print and its recommendations with the catalogue API unreachable', async () => {
    const [product] = (await session.api.product.byCategory('Kitchen', { limit: 1 })).items;
    if (!product) throw new Error('the demo shop has no kitchen prints');
    const { page, refused } = await pageWithoutCatalogueApi();
    await page.goto(`${session.shop.url}/overview/${product.productId}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const also = page.getByRole('region', { name: 'You may also like' });
    await also
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .waitFor();
    expect(await page.locator(`#${FIRST_DATA_ELEMENT_ID}`).count()).toBe(1);
    expect(refused).toEqual([]);
  });

  it('the product list shows its first page with the catalogue API unreachable', async () => {
    const expected = await session.api.product.byCategory('All', { page: 1, limit: 12 });
    const { page, refused } = await pageWithoutCatalogueApi();
    await page.goto(`${session.shop.url}/products`);
    await page.getByText(`${expected.total} prints`).waitFor();
    const names = expected.items.map((p) => p.name);
    await page.getByRole('link', { name: names.at(-1), exact: true }).waitFor();
    expect(refused).toEqual([]);
  });

  it('an unknown product still gets its page, which says it was not found', async () => {
    const { page, errors } = await openPage(session.browser, { viewport: PHONE });
    await page.goto(`${session.shop.url}/overview/NO-SUCH-PRINT`);
    await page.getByRole('heading', { level: 1, name: 'Product Not Found' }).waitFor();
    // The only complaint is the API's own 404 for the product.
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  it('a drawn page fetches its code only once it is parsed and on screen, then takes it over', async () => {
    const { page, errors } = await openPage(session.browser, { viewport: PHONE });
    await page.goto(`${session.shop.url}/overview/WA-LR-001`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('1 item added to cart').waitFor();
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return {
        parsed: (navigation as PerformanceNavigationTiming).domInteractive,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
        held: document.getElementById('page-code')?.innerHTML,
      };
    });
    expect(timing.scripts).toBeGreaterThan(1);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.parsed);
    expect(timing.held).toBe('');
    // Under the shop's Content-Security-Policy: a refused script would show here.
    expect(errors).toEqual([]);
  });

  it('the screen’s code and first picture are preloaded, and the browser uses every preload', async () => {
    const html = await (await fetch(`${session.shop.url}/overview/WA-LR-001`)).text();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="[^"]*product-detail-page/);
    // One picture, preloaded from the head (React's own preload of it in the drawn markup is
    // the same request).
    const images = [
      ...new Set(
        [...html.matchAll(/<link rel="preload" as="image"[^>]* href="([^"]+)"/g)].map((m) => m[1]),
      ),
    ];
    expect(images).toHaveLength(1);

    const { page } = await openPage(session.browser, { viewport: PHONE });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(`${session.shop.url}/overview/WA-LR-001`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const shown = await page.evaluate(() =>
      Array.from(document.images, (img) => new URL(img.currentSrc || img.src).pathname),
    );
    for (const image of images) expect(shown).toContain(image);
    // Chromium warns a few seconds after load about any preload the page did not use.
    await page.waitForTimeout(3500);
    expect(warnings).toEqual([]);
  });
});

describe('the shopper pages’ share of Mantine’s styles', () => {
  it('styles every Mantine part on the shopper pages, menus and dropdowns open', async () => {
    const { page } = await openPage(session.browser, { viewport: PHONE });
    const unstyled: Record<string, string[]> = {};
    const check = async (label: string) => {
      await page.waitForLoadState('networkidle');
      const missing = await unstyledMantineParts(page);
      if (missing.length) unstyled[label] = missing;
    };

    const pages = ['/', '/products', '/overview/WA-LR-001', '/cart', '/login', '/register'];
    pages.push('/forget', '/contact', '/reviews', '/faq', '/about', '/no-such-page');
    for (const path of pages) {
      await page.goto(`${session.shop.url}${path}`);
      await page.locator('#root [class*="m_"]').first().waitFor();
      await check(path);
    }

    await page.goto(`${session.shop.url}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    await check('phone menu');

    await page.goto(`${session.shop.url}/overview/WA-LR-001`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('1 item added to cart').waitFor();
    await check('toast');

    await page.getByRole('button', { name: 'View on a wall' }).click();
    await page.getByRole('dialog').getByText('12 × 18 in on a wall above an 84 in sofa').waitFor();
    await check('view on a wall');

    const token = await session.tokenOf();
    const signedIn = await openPage(session.browser, { viewport: PHONE, token });
    for (const path of ['/profile', '/orders', '/checkout']) {
      await signedIn.page.goto(`${session.shop.url}${path}`);
      await signedIn.page.locator('#root [class*="m_"]').first().waitFor();
      await signedIn.page.waitForLoadState('networkidle');
      const missing = await unstyledMantineParts(signedIn.page);
      if (missing.length) unstyled[path] = missing;
    }

    expect(unstyled).toEqual({});
  });
});
