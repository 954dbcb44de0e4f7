import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/admin-axe';
import {
  NAME_LINK,
  PHONE,
  cartLink,
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

/** Waits until nothing on the page is still loading (skeletons and spinners gone). */
async function settled(page: Page) {
  await page
    .locator('[aria-busy="true"], [role="status"][aria-label^="Loading"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

describe('storefront accessibility (axe-core: no serious or critical finding)', () => {
  it('home page, with hero, category tiles, both grids and the custom art form', async () => {
    const { page, errors } = await session.open('/');
    await page.getByRole('region', { name: 'New Arrivals' }).locator(NAME_LINK).first().waitFor();
    await settled(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('products page', async () => {
    const { page } = await session.open('/products');
    await page.getByText('46 prints').waitFor();
    await settled(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('a product page, discounted, with its recommendations', async () => {
    const { page } = await session.open('/overview/WA-KI-007');
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    await page
      .getByRole('region', { name: 'You may also like' })
      .locator(NAME_LINK)
      .first()
      .waitFor();
    await settled(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('a product page with "View on a wall" open, on a phone', async () => {
    const { page } = await session.open('/overview/WA-LR-001', { viewport: PHONE });
    await page.getByRole('button', { name: 'View on a wall' }).click();
    const dialog = page.getByRole('dialog', { name: 'Misty Ella Ridge at Dawn on a wall' });
    await dialog.getByText('Bedroom', { exact: true }).click();
    await dialog.getByText('12 × 18 in on a wall above a 64 in bed headboard').waitFor();
    await settled(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('the cart with an item in it', async () => {
    const { page } = await session.open('/overview/WA-LR-001');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toast(page, '1 item added to cart').waitFor();
    await cartLink(page).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();
    await settled(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('home page on a phone, with the side menu open', async () => {
    const { page } = await session.open('/', { viewport: PHONE });
    await page.getByRole('region', { name: 'New Arrivals' }).locator(NAME_LINK).first().waitFor();
    await settled(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('textbox', { name: 'Search products' })
      .waitFor();
    await page.waitForTimeout(300);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('a search with no match, with its categories and the custom-art form', async () => {
    const { page } = await session.open('/products?search=zzqqxx&inStock=true');
    await page.getByRole('form', { name: 'Custom art request' }).waitFor();
    await settled(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('a filtered category on a phone, with its filter chips', async () => {
    const { page } = await session.open('/products/Religious?maxPrice=20000&inStock=true', {
      viewport: PHONE,
    });
    await page.getByRole('list', { name: 'Active filters' }).waitFor();
    await settled(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
