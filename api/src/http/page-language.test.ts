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

  it('a page the browser draws still says its language and names its versions', async () => {
    const { status, html } = await page('/ta/cart');
    expect(status).toBe(200);
    expect(htmlLang(html)).toBe('ta');
    expect(alternates(html).map(({ href }) => href)).toContain(`${PUBLIC_URL}/si/cart`);
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
