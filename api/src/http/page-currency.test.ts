import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_CURRENCIES, FIRST_DATA_ELEMENT_ID, type FirstData } from '@wallart/domain';
import { createProduct, createUser, type SignedIn } from '../test/factories';
import { storefrontBuild } from '../test/storefront-build';
import { clientFor, startTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
let admin: SignedIn;
let build: ReturnType<typeof storefrontBuild>;

beforeAll(async () => {
  build = storefrontBuild();
  app = await startTestApp({ storefrontDir: build.dir });
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.close();
  build?.remove();
});

async function page(urlPath: string, cookie?: string) {
  const res = await fetch(app.baseUrl + urlPath, {
    headers: { Accept: 'text/html', ...(cookie && { Cookie: cookie }) },
  });
  const html = await res.text();
  const json = new RegExp(`id="${FIRST_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  const data = json ? (JSON.parse(json) as FirstData) : null;
  return { status: res.status, html, data };
}

describe('shopper pages drawn in the display currency of their cookie', () => {
  it('draws a product page in the chosen currency, and hands the browser the list and the choice', async () => {
    const print = await createProduct(app, { name: 'Galle Fort Rampart', price: 24500 });
    const { status, html, data } = await page(
      `/overview/${print.productId}`,
      'lang=en; currency=usd',
    );
    expect(status).toBe(200);
    expect(html).toContain('<p>in USD</p>');
    expect(data?.currencies).toEqual({ chosen: 'USD', list: DEFAULT_DISPLAY_CURRENCIES });
    expect(data?.product?.product.price).toBe(24500);
  });

  it('draws in LKR without a cookie, or for a code no longer listed', async () => {
    for (const cookie of [undefined, 'currency=CHF', 'currency=<b>']) {
      const { html, data } = await page('/products', cookie);
      expect(html).not.toContain('<p>in ');
      expect(data?.currencies?.chosen).toBe('LKR');
    }
  });

  it('hands the currencies to a page drawn without catalogue data too', async () => {
    const { data } = await page('/contact', 'currency=EUR');
    expect(data).toEqual({ currencies: { chosen: 'EUR', list: DEFAULT_DISPLAY_CURRENCIES } });
  });

  it('draws with the rates staff saved, at once', async () => {
    const settings = await clientFor(app, admin).system.settings();
    const currencies = [
      { code: 'LKR', rate: 1, decimals: 2 },
      { code: 'JPY', rate: 2.05, decimals: 0 },
    ];
    await clientFor(app, admin).system.updateSettings({ ...settings, currencies });
    const { html, data } = await page('/', 'currency=JPY');
    expect(html).toContain('<p>in JPY</p>');
    expect(data?.currencies).toEqual({ chosen: 'JPY', list: currencies });
    // USD is no longer listed: the page is LKR's.
    expect((await page('/', 'currency=USD')).data?.currencies?.chosen).toBe('LKR');
  });
});
