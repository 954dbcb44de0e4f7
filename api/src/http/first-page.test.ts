import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_HERO_IMAGE, TOTAL_COUNT_HEADER, type FirstData, type Product } from '@wallart/domain';
import { createProduct, createUser } from '../test/factories';
import { firstPageStorefront, INDEX_HTML, pageData } from '../test/first-page-storefront';
import { startTestApp, type TestApp } from '../test/test-app';

/** The page as built, but for the language versions every shop page names. */
const withoutAlternates = (html: string) => html.replace(/\n\s*<link rel="alternate"[^>]*>/g, '');

let app: TestApp;
let storefrontDir: string;
let kitchen: Product[];
let lounge: Product;

beforeAll(async () => {
  storefrontDir = firstPageStorefront();
  app = await startTestApp({ storefrontDir });
  kitchen = [];
  for (let i = 0; i < 14; i += 1) {
    kitchen.push(
      await createProduct(app, {
        category: 'Kitchen',
        name: `Spice Market ${i}`,
        images: [`/uploads/spice-${i}.jpg`, `/uploads/spice-${i}-room.jpg`],
      }),
    );
  }
  lounge = await createProduct(app, {
    category: 'Living Room',
    name: 'Harbour Lights',
    description: 'Closes with </script><script>alert("x")</script> and <!-- a comment',
    altNames: ['line\u2028separator', 'paragraph\u2029separator', 'a & b > c'],
    images: ['/uploads/harbour.jpg'],
  });
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(storefrontDir, { recursive: true, force: true });
});

async function page(urlPath: string, token?: string) {
  const res = await fetch(app.baseUrl + urlPath, {
    headers: { Accept: 'text/html', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The screen's own part of the JSON the page carries (the shop's config and its currencies have their own files). */
function firstData(html: string): FirstData | null {
  const data = pageData(html);
  if (data) {
    delete data.config;
    delete data.currencies;
  }
  return data;
}

/** The schema.org items in the page's head, read back as a search engine would. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );

const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map(
    (m) => m[1],
  );
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

async function apiPage(urlPath: string) {
  const res = await app.call('GET', urlPath);
  const items = res.body as Product[];
  return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER)) };
}

describe('the storefront page carries its first data', () => {
  it('home: both grids exactly as the API answers them, the hero preloaded, the home code preloaded', async () => {
    const { status, headers, html } = await page('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(firstData(html)).toEqual({
      feeds: {
        trending: (await app.call('GET', '/api/product/trending-products')).body,
        newArrivals: (await app.call('GET', '/api/product/new-arrivals')).body,
      },
      content: {
        language: 'en',
        texts: [(await app.call('GET', '/api/content/why-choose-us?language=en')).body],
      },
    });
    expect(imagePreloads(html)).toEqual([HOME_HERO_IMAGE]);
    // The home chunk and what it imports, but nothing the entry already loads.
    expect(modulePreloads(html)).toEqual([
      '/assets/vendor-V1.js',
      '/assets/home-page-H1.js',
      '/assets/grid-G1.js',
    ]);
    expect(stylesheets(html)).toEqual([
      '/assets/index-C1.css',
      '/assets/home-page-C3.css',
      '/assets/grid-C2.css',
    ]);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-E1.js">');
  });

  it('product list: the first page of 12 with its total, and the first row of pictures preloaded', async () => {
    const { html } = await page('/products');
    const api = await apiPage('/api/product/category/All?page=1&limit=12');
    expect(firstData(html)).toEqual({
      list: {
        category: 'All',
        search: '',
        page: 1,
        view: {},
        result: { items: api.items, total: api.total, page: 1, limit: 12 },
      },
    });
    expect(api.items).toHaveLength(12);
    expect(imagePreloads(html)).toEqual(
      api.items.slice(0, 2).map((p) => p.images[0]?.replace(/\.jpg$/, '-grid.webp')),
    );
    expect(modulePreloads(html)).toContain('/assets/list-page-L1.js');
  });

  it('product list: a category, a later page and a search read as the list page reads them', async () => {
    const second = firstData((await page('/products/Kitchen?page=2')).html);
    const api = await apiPage('/api/product/category/Kitchen?page=2&limit=12');
    expect(second?.list).toEqual({
      category: 'Kitchen',
      search: '',
      page: 2,
      view: {},
      result: { items: api.items, total: 14, page: 2, limit: 12 },
    });
    expect(api.items.map((p) => p.productId)).toEqual(
      kitchen
        .slice(0, 2)
        .reverse()
        .map((p) => p.productId),
    );
    const spaced = firstData((await page('/products/Living%20Room')).html);
    expect(spaced?.list?.category).toBe('Living Room');
    expect(spaced?.list?.result.items.map((p) => p.productId)).toEqual([lounge.productId]);

    const search = firstData((await page('/products?search=%20harbour%20')).html);
    expect(search?.list).toMatchObject({ category: 'All', search: 'harbour', page: 1 });
    expect(search?.list?.result).toEqual({
      ...(await apiPage('/api/product/search/harbour?page=1&limit=12')),
      page: 1,
      limit: 12,
    });
  });

  it('product list: the sort and filters in the address, as the list page asks the API', async () => {
    const filtered = firstData(
      (await page('/products/Kitchen?sort=price-desc&maxPrice=1500&size=12X18%20in&inStock=true'))
        .html,
    );
    const api = await apiPage(
      '/api/product/category/Kitchen?page=1&limit=12&sort=price-desc&maxPrice=1500&size=12X18%20in&inStock=true',
    );
    expect(filtered?.list).toEqual({
      category: 'Kitchen',
      search: '',
      page: 1,
      view: { sort: 'price-desc', maxPrice: 1500, size: '12X18 in', inStock: true },
      result: { items: api.items, total: api.total, page: 1, limit: 12 },
    });
    expect(api.total).toBe(14);
    const none = firstData((await page('/products/Kitchen?size=18x24%20in')).html);
    expect(none?.list?.view).toEqual({ size: '18x24 in' });
    expect(none?.list?.result).toEqual({ items: [], total: 0, page: 1, limit: 12 });

    // A search keeps its filters too; what the API would refuse is left out, as the page does.
    const search = firstData(
      (await page('/products?search=harbour&sort=name&minPrice=abc&inStock=true')).html,
    );
    expect(search?.list?.view).toEqual({ sort: 'name', inStock: true });
    expect(search?.list?.result).toEqual({
      ...(await apiPage('/api/product/search/harbour?page=1&limit=12&sort=name&inStock=true')),
      page: 1,
      limit: 12,
    });
  });

  it('product page: the product and its recommendations as the API answers them, its picture preloaded', async () => {
    const target = kitchen[3] as Product;
    const { html } = await page(`/overview/${target.productId}`);
    expect(firstData(html)).toEqual({
      product: {
        productId: target.productId,
        product: (await app.call('GET', `/api/product/${target.productId}`)).body,
        recommended: (
          await app.call('GET', `/api/product/recommended-products?productId=${target.productId}`)
        ).body,
      },
    });
    expect(firstData(html)?.product?.recommended).toHaveLength(8);
    expect(imagePreloads(html)).toEqual([target.images[0]]);
    expect(modulePreloads(html)).toContain('/assets/detail-page-D1.js');
  });
});

describe('the first data is safe and never about a shopper', () => {
  it('writes text that closes a script or opens a comment as escapes, and reads back unchanged', async () => {
    const { html } = await page(`/overview/${lounge.productId}`);
    const dataText = html.slice(html.indexOf('<script type="application/'));
    expect(dataText).not.toMatch(/<\/script><script>|<!--|\u2028|\u2029/);
    expect(dataText).toContain('\\u003c/script\\u003e');
    expect(dataText).toContain('\\u2028');
    expect(firstData(html)?.product?.product).toEqual(lounge);
    expect(structuredData(html)[0]).toMatchObject({ description: lounge.description });
    // The page's own scripts: its data, its Product and breadcrumbs, and the app's module.
    expect(html.match(/<script/g)).toHaveLength(4);
  });

  it('a search holding replacement patterns ($`, $&, $$) is written as text, the page intact', async () => {
    for (const search of ['$`', "$'", '$&', '$$', '$1']) {
      const { html } = await page(`/products?search=${encodeURIComponent(search)}`);
      expect(firstData(html)?.list?.search, search).toBe(search);
      // One page: one doctype, one head, one body, the app's module once.
      expect(html.match(/<!doctype html>/g), search).toHaveLength(1);
      expect(html.match(/<\/body>/g), search).toHaveLength(1);
      expect(html.match(/<script type="module"/g), search).toHaveLength(1);
    }
  });

  it('is the same page, with nothing of the shopper, whoever asks', async () => {
    const shopper = await createUser(app, { email: 'private-shopper@wallart.test' });
    const anonymous = await page('/');
    const signedIn = await page('/', shopper.token);
    expect(signedIn.html).toBe(anonymous.html);
    expect(signedIn.html).not.toContain('private-shopper');
    expect(signedIn.html).not.toContain(shopper.token);
  });
});

describe('pages without first data still work', () => {
  it('an unknown product: the plain page with the product screen’s code, which then says not found', async () => {
    const { status, html } = await page('/overview/NO-SUCH-PRINT');
    expect(status).toBe(200);
    expect(firstData(html)).toBeNull();
    expect(imagePreloads(html)).toEqual([]);
    expect(modulePreloads(html)).toContain('/assets/detail-page-D1.js');
    expect(structuredData(html)).toEqual([]);
    expect(html).toContain('<div id="root"></div>');
  });

  it('a malformed product id or category is never written into the page', async () => {
    for (const url of ['/overview/%3Cscript%3Ex', '/overview/%E0%A4%A', '/products/%3Cb%3E']) {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(firstData(html)).toBeNull();
      expect(html).not.toMatch(/<script>|<b>/);
    }
  });

  it('matches screens as the storefront router does: any case, a trailing slash, one segment', async () => {
    const target = kitchen[0] as Product;
    const shouted = firstData((await page(`/OVERVIEW/${target.productId}/`)).html);
    expect(shouted?.product?.product.productId).toBe(target.productId);
    expect(modulePreloads((await page('/Products/')).html)).toContain('/assets/list-page-L1.js');
    expect(firstData((await page('/products/Kitchen/')).html)?.list?.category).toBe('Kitchen');
    for (const url of ['/products/Kitchen/extra', '/overview', '/overview/a/b', '/home']) {
      const { html } = await page(url);
      expect(withoutAlternates(html), url).toBe(INDEX_HTML);
    }
  });

  it('any other page is index.html as built', async () => {
    for (const url of ['/contact', '/cart', '/admin/products']) {
      const { status, headers, html } = await page(url);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(withoutAlternates(html)).toBe(INDEX_HTML);
    }
    // Staff screens name no language versions (page-language.test.ts checks the shop's).
    expect((await page('/admin/products')).html).toBe(INDEX_HTML);
  });

  it('a HEAD for the home page is answered with the headers alone', async () => {
    const res = await fetch(`${app.baseUrl}/`, {
      method: 'HEAD',
      headers: { Accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});
