import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstData, Product } from '@wallart/domain';
import { createProduct, sizeLadder } from '../../test/factories';
import { firstPageStorefront } from '../../test/first-page-storefront';
import { startTestApp, type TestApp } from '../../test/test-app';
import { pageStructuredData } from './structured-data';

const SHOP = 'https://shop.example.lk';

const size = (name: string, price: number, stock: number) => ({
  size: name,
  price,
  labeledPrice: price + 2000,
  stock,
  width: 12,
  height: 18,
  unit: 'in' as const,
});

const print: Product = {
  _id: '1',
  productId: 'WA-LR-001',
  name: 'Misty Ella Ridge </script> at Dawn',
  altNames: [],
  price: 18500,
  labeledPrice: 22000,
  category: 'Living Room',
  description: 'Tea hills at first light.',
  kind: 'print',
  stock: 3,
  sizes: [size('12x18 in', 18500, 3), size('24x36 in', 31000, 0)],
  images: ['/uploads/misty.jpg', 'https://cdn.example.lk/misty-room.jpg'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const productPage: FirstData = {
  product: { productId: print.productId, product: print, recommended: [] },
};
const listOf = (category: string, search = ''): FirstData => ({
  list: {
    category,
    search,
    page: 1,
    view: {},
    result: { items: [print], total: 1, page: 1, limit: 12 },
  },
});

describe('the structured data of a page', () => {
  it('a print: a Product with its brand, sku and an offer a size at that size’s price and stock', () => {
    const [product] = pageStructuredData(SHOP, 'product', productPage);
    const url = `${SHOP}/overview/WA-LR-001`;
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: print.name,
      sku: 'WA-LR-001',
      brand: { '@type': 'Brand', name: 'Wall Art Shop' },
      category: 'Living Room',
      description: 'Tea hills at first light.',
      image: [`${SHOP}/uploads/misty.jpg`, 'https://cdn.example.lk/misty-room.jpg'],
      url,
      offers: [
        {
          '@type': 'Offer',
          name: '12x18 in',
          price: '18500.00',
          priceCurrency: 'LKR',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          url,
        },
        expect.objectContaining({
          name: '24x36 in',
          price: '31000.00',
          availability: 'https://schema.org/OutOfStock',
        }),
      ],
    });
  });

  it('never claims a rating or a review: the page has none that real reviews back', () => {
    const text = JSON.stringify(pageStructuredData(SHOP, 'product', productPage));
    expect(text).not.toMatch(/rating|review/i);
  });

  it('a print: its breadcrumbs from the home page through its category, every step absolute', () => {
    const [, trail] = pageStructuredData(`${SHOP}/`, 'product', productPage);
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SHOP}/` },
        { '@type': 'ListItem', position: 2, name: 'All Products', item: `${SHOP}/products` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Living Room',
          item: `${SHOP}/products/Living%20Room`,
        },
        { '@type': 'ListItem', position: 4, name: print.name, item: `${SHOP}/overview/WA-LR-001` },
      ],
    });
  });

  it('a print without a description or sizes: no description, one offer at its own price', () => {
    const bare = { ...print, description: '', sizes: [], stock: 0 };
    const data = { product: { productId: bare.productId, product: bare, recommended: [] } };
    const [product] = pageStructuredData(SHOP, 'product', data);
    expect(product).not.toHaveProperty('description');
    expect(product).toMatchObject({
      offers: [{ price: '18500.00', availability: 'https://schema.org/OutOfStock' }],
    });
  });

  it('a category: its breadcrumbs; every print’s list and a search have none', () => {
    expect(pageStructuredData(SHOP, 'list', listOf('Kitchen'))).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1, name: 'Home' }),
          expect.objectContaining({ position: 2, name: 'All Products' }),
          expect.objectContaining({ position: 3, item: `${SHOP}/products/Kitchen` }),
        ],
      }),
    ]);
    expect(pageStructuredData(SHOP, 'list', listOf('All'))).toEqual([]);
    expect(pageStructuredData(SHOP, 'list', listOf('All', 'harbour'))).toEqual([]);
  });

  it('the home page: the shop as an Organization, and the site with the storefront’s search', () => {
    expect(pageStructuredData(SHOP, 'home', { feeds: { trending: [], newArrivals: [] } })).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Wall Art Shop',
        url: `${SHOP}/`,
        email: 'hello@wallart.test',
        telephone: '+94 11 234 5678',
        address: '42 Galle Road, Colombo 03, Sri Lanka',
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Wall Art Shop',
        url: `${SHOP}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${SHOP}/products?search={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ]);
  });

  it('a screen without its data (an unknown print, a refused list) has none', () => {
    expect(pageStructuredData(SHOP, 'product', null)).toEqual([]);
    expect(pageStructuredData(SHOP, 'list', null)).toEqual([]);
  });
});

describe('the structured data in the page the server sends', () => {
  let app: TestApp;
  let storefrontDir: string;
  let kitchenPrint: Product;
  beforeAll(async () => {
    storefrontDir = firstPageStorefront();
    app = await startTestApp({ storefrontDir, publicUrl: SHOP });
    kitchenPrint = await createProduct(app, { category: 'Kitchen', sizes: sizeLadder([2, 0, 1]) });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(storefrontDir, { recursive: true, force: true });
  });

  /** The page's head, asked for with a Host header of the caller's choosing. */
  function headOf(urlPath: string) {
    return new Promise<string>((resolve, reject) => {
      const headers = { Host: 'evil.example', Accept: 'text/html' };
      const req = http.get(`${app.baseUrl}${urlPath}`, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body.slice(0, body.indexOf('</head>'))));
      });
      req.on('error', reject);
    });
  }
  const itemsIn = (head: string) =>
    [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
    );

  it('a product page carries its Product and breadcrumbs in its head, on PUBLIC_URL', async () => {
    const head = await headOf(`/overview/${kitchenPrint.productId}`);
    const url = `${SHOP}/overview/${kitchenPrint.productId}`;
    expect(itemsIn(head)).toMatchObject([
      {
        '@type': 'Product',
        sku: kitchenPrint.productId,
        offers: [
          { name: '12x18 in', availability: 'https://schema.org/InStock', url },
          { name: '18x24 in', availability: 'https://schema.org/OutOfStock', url },
          { name: '24x36 in', availability: 'https://schema.org/InStock', url },
        ],
      },
      { '@type': 'BreadcrumbList' },
    ]);
    expect(head).not.toContain('evil.example');
  });

  it('the home page carries the Organization and the WebSite, a category its breadcrumbs', async () => {
    expect(itemsIn(await headOf('/')).map((item) => item['@type'])).toEqual([
      'Organization',
      'WebSite',
    ]);
    expect(itemsIn(await headOf('/products/Kitchen')).map((item) => item['@type'])).toEqual([
      'BreadcrumbList',
    ]);
  });
});
