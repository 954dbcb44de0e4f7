import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, formatLKR } from '@wallart/domain';
import {
  PHONE,
  productLinks,
  shownProductIds,
  startStorefront,
  type StorefrontSession,
} from '../support/storefront-session';

let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});

afterAll(async () => {
  await session?.close();
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The product list's cards, once the list has settled after a navigation. */
async function listedIds(page: Page): Promise<string[]> {
  await page.locator('[aria-live="polite"][aria-busy="false"]').first().waitFor();
  return shownProductIds(page.locator('main'));
}

describe('home and browsing', () => {
  it('shows the hero, the category tiles and both product grids with their cards', async () => {
    const { page, errors } = await session.open('/');
    await page
      .getByRole('heading', { level: 1, name: 'Art that turns a house into a home' })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Shop Now' }).first().getAttribute('href')).toBe(
      '/products',
    );
    const dots = page.getByRole('tab', { name: /^Show slide \d$/ });
    await dots.first().waitFor();
    expect(await dots.count()).toBe(3);
    await dots.nth(2).click();
    await expect.poll(() => dots.nth(2).getAttribute('aria-selected')).toBe('true');

    const tiles = region(page, 'Shop by Category');
    for (const category of CATEGORIES) {
      const tile = tiles.getByRole('link', { name: new RegExp(`^${category}`) });
      expect(await tile.getAttribute('href')).toBe(`/products/${encodeURIComponent(category)}`);
    }

    const [trending, arrivals] = await Promise.all([
      session.api.product.trending(),
      session.api.product.newArrivals(),
    ]);
    for (const [name, feed] of [
      ['Trending Wall Arts', trending],
      ['New Arrivals', arrivals],
    ] as const) {
      const grid = region(page, name);
      await productLinks(grid).first().waitFor();
      const expected = feed.slice(0, 8);
      expect(await shownProductIds(grid)).toEqual(expected.map((p) => p.productId));
      const first = expected[0];
      if (!first) throw new Error(`${name} is empty`);
      const card = grid.locator('.mantine-Card-root').first();
      const text = await card.innerText();
      expect(text).toContain(first.name);
      // The product code is for staff: a shopper's card leaves it off (PRODUCT §16).
      expect(text.toUpperCase()).not.toContain(first.productId);
      expect(text).toContain(formatLKR(first.price));
    }
    expect(errors).toEqual([]);
  });

  it('a category page lists only that category, and the filter switches it', async () => {
    const { page } = await session.open('/products/Kitchen');
    await page.getByRole('heading', { level: 1, name: 'Kitchen' }).waitFor();
    const kitchen = await session.api.product.byCategory('Kitchen', { limit: 50 });
    const ids = await listedIds(page);
    expect(ids.length).toBe(kitchen.total);
    expect(ids.every((id) => id.startsWith('WA-KI-'))).toBe(true);
    await page.getByText(`${kitchen.total} prints`).waitFor();
    const filter = page.getByRole('combobox', { name: 'Category' });
    expect(await filter.inputValue()).toBe('Kitchen');

    await filter.selectOption('Resturant');
    await page.waitForURL(/\/products\/Resturant$/);
    await page.getByRole('heading', { level: 1, name: 'Resturant' }).waitFor();
    await expect
      .poll(async () => (await listedIds(page)).every((id) => id.startsWith('WA-RS-')))
      .toBe(true);
  });

  it('searches from the products page, and Reset brings every print back', async () => {
    const { page } = await session.open('/products');
    await page.getByText('46 prints').waitFor();
    const expected = await session.api.product.search('tea');
    expect(expected.total).toBeGreaterThan(0);

    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('tea');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/products\?search=tea$/);
    await page.getByRole('heading', { level: 1, name: 'Results for “tea”' }).waitFor();
    await expect.poll(() => listedIds(page)).toEqual(expected.items.map((p) => p.productId));
    await page.getByText(`${expected.total} result${expected.total === 1 ? '' : 's'}`).waitFor();

    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('no such print anywhere');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No products found.').waitFor();

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    await page.getByText('46 prints').waitFor();
    expect(await page.getByRole('textbox', { name: 'Search', exact: true }).inputValue()).toBe('');
  });

  it('searches from the side menu on a phone', async () => {
    const { page } = await session.open('/', { viewport: PHONE });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('textbox', { name: 'Search products' }).fill('lotus');
    await menu.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/products\?search=lotus$/);
    await page.getByRole('heading', { level: 1, name: 'Results for “lotus”' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    const expected = await session.api.product.search('lotus');
    await expect.poll(() => listedIds(page)).toEqual(expected.items.map((p) => p.productId));
  });

  it('shows "404 Not Found" on an unknown path, inside the shop shell', async () => {
    const { page } = await session.open('/no/such/page');
    await page.getByRole('heading', { level: 1, name: '404 Not Found' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  });
});
