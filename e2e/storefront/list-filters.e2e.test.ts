import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/admin-axe';
import {
  PHONE,
  shownProductIds,
  startStorefront,
  type StorefrontSession,
} from '../support/storefront-session';

/**
 * A shopper narrows the product list by size and price on a phone, and the address of that
 * list, opened in another browser, shows the same prints (decision 0042).
 */
let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});

afterAll(async () => {
  await session?.close();
});

const SIZE = '24x36 in';

describe('sort and filters on the product list', () => {
  it('filters by size and price on a phone; the shared address shows the same list', async () => {
    // A price range holding about the middle half of the demo shop's 24x36 in prices.
    const all = await session.api.product.list({ limit: 100 });
    const prices = all.items
      .flatMap((p) => p.sizes.filter((s) => s.size === SIZE).map((s) => s.price))
      .sort((a, b) => a - b);
    const minPrice = prices[Math.floor(prices.length / 4)] ?? 0;
    const maxPrice = prices[Math.floor((prices.length * 3) / 4)] ?? 0;
    const expected = await session.api.product.byCategory('All', {
      page: 1,
      limit: 12,
      size: SIZE,
      minPrice,
      maxPrice,
      sort: 'price-asc',
    });
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.total);

    const { page, errors } = await session.open('/products', { viewport: PHONE });
    await page
      .getByRole('link', { name: all.items[0]?.name ?? '' })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('button', { name: 'Apply filters' }).waitFor();
    await page.waitForTimeout(300); // the drawer's slide-in
    expect(await seriousAxeFindings(page)).toEqual([]);
    await dialog.getByLabel('Lowest price (LKR)').fill(String(minPrice));
    await dialog.getByLabel('Highest price (LKR)').fill(String(maxPrice));
    await dialog.getByRole('combobox', { name: 'Size' }).selectOption(SIZE);
    await dialog.getByRole('button', { name: 'Apply filters' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');

    await page.waitForURL(/sort=price-asc/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sort: 'price-asc',
      minPrice: String(minPrice),
      maxPrice: String(maxPrice),
      size: SIZE,
    });
    await page.getByRole('button', { name: 'Filters, 2 active' }).waitFor();
    const wanted = expected.items.map((p) => p.productId);
    await expect.poll(() => shownProductIds(page.locator('main'))).toEqual(wanted);
    await page
      .getByText(`${expected.total} ${expected.total === 1 ? 'print' : 'prints'}`)
      .waitFor();

    // The address, opened by someone else on a desktop: the same prints, the filters shown.
    const other = await session.open(url.pathname + url.search);
    await expect.poll(() => shownProductIds(other.page.locator('main'))).toEqual(wanted);
    expect(await other.page.getByLabel('Lowest price (LKR)').inputValue()).toBe(String(minPrice));
    expect(await other.page.getByRole('combobox', { name: 'Size' }).inputValue()).toBe(SIZE);
    expect(await other.page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe(
      'price-asc',
    );
    expect(await seriousAxeFindings(other.page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });
});
