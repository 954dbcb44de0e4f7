import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_RENDERED_ATTRIBUTE } from '@wallart/domain';
import { createProduct } from '../test/factories';
import { storefrontBuild } from '../test/storefront-build';
import { startTestApp, type TestApp } from '../test/test-app';

const PUBLIC_URL = 'https://shop.example.lk';
let app: TestApp;
let build: ReturnType<typeof storefrontBuild>;

beforeAll(async () => {
  build = storefrontBuild();
  app = await startTestApp({ storefrontDir: build.dir, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await app?.close();
  build?.remove();
});

async function page(urlPath: string, cookie?: string) {
  const res = await fetch(app.baseUrl + urlPath, {
    headers: { Accept: 'text/html', ...(cookie && { Cookie: cookie }) },
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    ([, hreflang = '', href = '']) => ({ hreflang, href }),
  );
const rootOf = (html: string) => /<div id="root"([^>]*)>([\s\S]*?)<\/div>\n/.exec(html);

describe('the shop in Sinhala and Tamil', () => {
  it('a Sinhala product page is drawn on the server for its address, in its language', async () => {
    const print = await createProduct(app, { name: 'Sigiriya at Dusk' });
    const { status, html } = await page(`/si/overview/${print.productId}`);
    expect(status).toBe(200);
    expect(htmlLang(html)).toBe('si');
    const root = rootOf(html);
    expect(root?.[1]).toBe(` ${SERVER_RENDERED_ATTRIBUTE}`);
    // The renderer is given the address with its language, the catalogue the page's own.
    expect(root?.[2]).toContain(`<p>/si/overview/${print.productId}</p>`);
    expect(root?.[2]).toContain('Sigiriya at Dusk');
  });

  it('every page names its three versions and x-default, absolute, and they name each other', async () => {
    const first = alternates((await page('/ta/products/Kitchen?page=1')).html);
    expect(first).toEqual([
      { hreflang: 'en', href: `${PUBLIC_URL}/products/Kitchen?page=1` },
      { hreflang: 'si', href: `${PUBLIC_URL}/si/products/Kitchen?page=1` },
      { hreflang: 'ta', href: `${PUBLIC_URL}/ta/products/Kitchen?page=1` },
      { hreflang: 'x-default', href: `${PUBLIC_URL}/products/Kitchen?page=1` },
    ]);
    for (const { href } of first) {
      const { html } = await page(href.slice(PUBLIC_URL.length));
      expect(alternates(html), href).toEqual(first);
    }
  });

  it('every other shopper page is drawn on the server, in its language, with its versions', async () => {
    const pages = ['/cart', '/checkout', '/profile', '/orders', '/orders/lookup', '/contact'];
    pages.push('/about', '/reviews', '/returns-and-exchanges', '/shipping-info', '/faq');
    pages.push('/privacy-policy', '/terms', '/wishlist', '/login', '/register', '/forget');
    for (const lang of ['en', 'si', 'ta']) {
      for (const path of pages) {
        const address = lang === 'en' ? path : `/${lang}${path}`;
        const { status, html } = await page(address);
        expect(status, address).toBe(200);
        expect(htmlLang(html), address).toBe(lang);
        expect(rootOf(html)?.[1], address).toBe(` ${SERVER_RENDERED_ATTRIBUTE}`);
        expect(rootOf(html)?.[2], address).toContain(`<p>${address}</p>`);
        expect(alternates(html).map(({ href }) => href)).toContain(`${PUBLIC_URL}/si${path}`);
      }
    }
  });

  it('an address that is no page answers 404, drawn in its language, and is never kept', async () => {
    for (const address of ['/no-such-page', '/si/no-such-page', '/ta/cart/extra']) {
      const { status, html } = await page(address);
      expect(status, address).toBe(404);
      expect(rootOf(html)?.[2], address).toContain(`<p>${address}</p>`);
    }
    expect(htmlLang((await page('/si/no-such-page')).html)).toBe('si');
    const draws = (globalThis as { storefrontDraws?: number }).storefrontDraws ?? 0;
    expect((await page('/no-such-page')).status).toBe(404);
    expect((globalThis as { storefrontDraws?: number }).storefrontDraws).toBe(draws + 1);
  });

  it('staff screens stay English and name no versions', async () => {
    const { html } = await page('/admin/products');
    expect(htmlLang(html)).toBe('en');
    expect(alternates(html)).toEqual([]);
  });

  it('the root opens in the remembered language; any other address keeps its own', async () => {
    expect(await page('/', 'lang=si')).toMatchObject({ status: 302, location: '/si/' });
    expect(await page('/', 'other=1; lang=ta')).toMatchObject({ status: 302, location: '/ta/' });
    expect((await page('/', 'lang=en')).status).toBe(200);
    expect((await page('/', 'lang=fr')).status).toBe(200);
    const english = await page('/products', 'lang=si');
    expect(english.status).toBe(200);
    expect(htmlLang(english.html)).toBe('en');
  });
});
