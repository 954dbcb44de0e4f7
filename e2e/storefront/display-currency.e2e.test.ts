import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_CURRENCIES, formatLKR, approximatePrice } from '@wallart/domain';
import type { Product } from '@wallart/domain';
import { openPage, shopRunning } from '../support/browser';
import {
  addFromDetail,
  PHONE,
  startStorefront,
  type StorefrontSession,
} from '../support/storefront-session';

let session: StorefrontSession;
let print: Product;
const USD = DEFAULT_DISPLAY_CURRENCIES.find((c) => c.code === 'USD');

beforeAll(async () => {
  session = await startStorefront();
  const [first] = (await session.api.product.byCategory('Kitchen', { limit: 1 })).items;
  if (!first || !USD) throw new Error('the demo shop has no prints or no USD');
  print = first;
});

afterAll(async () => {
  await session?.close();
});

describe('a display currency picked in the header', () => {
  it('shows the ≈ figure beside each price at once, and the next page arrives drawn in it', async () => {
    const { page, context, errors } = await session.open(`/overview/${print.productId}`);
    await shopRunning(page);
    const figure = approximatePrice(print.price, USD) ?? '';
    expect(await page.locator('#root').innerText()).not.toContain('≈');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    await page.getByText(figure).first().waitFor();
    expect(await page.locator('#root').innerText()).toContain(formatLKR(print.price));
    const cookies = await context.cookies(session.shop.url);
    expect(cookies.find((c) => c.name === 'currency')?.value).toBe('USD');
    await page.screenshot({ path: '/tmp/dc-desktop-product.png' });

    // The server reads the cookie: the list arrives drawn in US dollars, and is taken over as is.
    await page.goto(`${session.shop.url}/products/Kitchen`);
    await shopRunning(page);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('combobox', { name: 'Currency' }).inputValue()).toBe('USD');
    expect(await page.locator('#root').innerText()).toContain(figure);
    expect(errors).toEqual([]);
  });

  it('is drawn by the server alone, for a browser that runs no script', async () => {
    const { page, context } = await openPage(session.browser, {
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    await context.addCookies([{ name: 'currency', value: 'USD', url: session.shop.url }]);
    await page.goto(`${session.shop.url}/overview/${print.productId}`);
    const text = await page.locator('#root').innerText();
    expect(text).toContain(formatLKR(print.price));
    expect(text).toContain(approximatePrice(print.price, USD) ?? '');
    await context.close();
  });

  it('on a phone, is in the menu, and the header still fits the screen', async () => {
    const { page } = await session.open(`/overview/${print.productId}`, { viewport: PHONE });
    await shopRunning(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    const EUR = DEFAULT_DISPLAY_CURRENCIES.find((c) => c.code === 'EUR');
    await page.keyboard.press('Escape');
    await page
      .getByText(approximatePrice(print.price, EUR) ?? '')
      .first()
      .waitFor();
    await page.screenshot({ path: '/tmp/dc-phone-product.png' });
  });

  it('the checkout says the charge is in LKR, and gives the total its ≈ figure', async () => {
    const { page, context } = await openPage(session.browser, { viewport: PHONE });
    await context.addCookies([{ name: 'currency', value: 'USD', url: session.shop.url }]);
    const size = print.sizes[0]?.size ?? '';
    await addFromDetail(session, page, print, size, 2);
    await page.goto(`${session.shop.url}/checkout`);
    await page
      .getByText('You will be charged in Sri Lankan rupees (LKR). Amounts in USD are approximate.')
      .first()
      .waitFor();
    const line = print.sizes[0]?.price ?? print.price;
    expect(await page.locator('main').innerText()).toContain(approximatePrice(line * 2, USD) ?? '');
    await page.screenshot({ path: '/tmp/dc-phone-checkout.png', fullPage: true });
    await context.close();
  });
});
