import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLKR } from '@wallart/domain';
import { isCatalogueCall, openPage, shopRunning } from '../support/browser';
import { PHONE, startStorefront, type StorefrontSession } from '../support/storefront-session';

let session: StorefrontSession;
let pages: { path: string; heading: string; price: number }[];

beforeAll(async () => {
  session = await startStorefront();
  const [kitchen] = (await session.api.product.byCategory('Kitchen', { limit: 1 })).items;
  const [newest] = (await session.api.product.byCategory('All', { limit: 1 })).items;
  const [trending] = await session.api.product.trending();
  if (!kitchen || !newest || !trending) throw new Error('the demo shop has no prints');
  pages = [
    { path: '/', heading: 'Trending Wall Arts', price: trending.price },
    { path: '/products', heading: 'Products', price: newest.price },
    { path: '/products/Kitchen', heading: 'Kitchen', price: kitchen.price },
    { path: `/overview/${kitchen.productId}`, heading: kitchen.name, price: kitchen.price },
  ];
});

afterAll(async () => {
  await session?.close();
});

describe('shopper pages drawn on the server', () => {
  it('each page shows its heading, prices and working links with JavaScript off', async () => {
    const { page, context } = await openPage(session.browser, {
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    for (const { path, heading, price } of pages) {
      await page.goto(`${session.shop.url}${path}`);
      // No script runs: what is there now is all the page will ever show.
      expect(await page.getByRole('heading', { name: heading }).first().isVisible(), path).toBe(
        true,
      );
      expect(await page.locator('#root').innerText(), path).toContain(formatLKR(price));
      const link = page.locator('main a[href^="/overview/"]').first();
      expect(await link.isVisible()).toBe(true);
      // A link works as a plain link: the next page arrives drawn as well.
      const href = (await link.getAttribute('href')) ?? '';
      await Promise.all([page.waitForURL(`**${href}`), link.click()]);
      expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    }
    await context.close();
  });

  it('the browser takes each page over with no hydration mismatch and no second catalogue call', async () => {
    for (const { path, heading } of pages) {
      const { page, context, errors } = await openPage(session.browser, { viewport: PHONE });
      const catalogueCalls: string[] = [];
      page.on('request', (request) => {
        if (isCatalogueCall(request.url())) catalogueCalls.push(request.url());
      });
      await page.goto(`${session.shop.url}${path}`);
      const shown = page.getByRole('heading', { name: heading }).first();
      await shown.waitFor();
      await shopRunning(page);
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
      expect(catalogueCalls, path).toEqual([]);
      await context.close();
    }
  });
});
