import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '@wallart/domain';
import { rateLimitsWith, type RateLimitConfig } from '../config/rate-limits';
import { createProduct } from '../test/factories';
import { startTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
/** Each block its own app with its own limits (models bind to one database at a time). */
function withLimits(rateLimits: RateLimitConfig, storefrontDir?: string) {
  beforeAll(async () => {
    app = await startTestApp({ trustProxy: true, rateLimits, storefrontDir });
    await createProduct(app, { name: 'Mountain Dawn' });
  });
  afterAll(async () => app.close());
}

const getFrom = (ip: string, url: string) =>
  app.call('GET', url, { headers: { 'X-Forwarded-For': ip } });

async function statuses(ip: string, urls: string[]) {
  const seen: number[] = [];
  for (const url of urls) seen.push((await getFrom(ip, url)).status);
  return seen;
}

describe('searches per IP (SEARCH_LIMIT_PER_IP, here 3 a minute)', () => {
  withLimits(rateLimitsWith({ searchPerIp: 3 }));

  it('counts both search routes, cached answers included, then answers 429', async () => {
    const ip = '10.8.0.1';
    // The same search twice: the second is a catalogue-cache hit on SQLite, and still counts.
    const seen = await statuses(ip, [
      '/api/product/search/mountain',
      '/api/product/search/mountain',
      '/api/product?search=dawn',
      '/api/product?search=dawn&page=2',
    ]);
    expect(seen).toEqual([200, 200, 200, 429]);
    const refused = await getFrom(ip, '/api/product/search/mountain');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    // Another IP searches as usual.
    expect((await getFrom('10.8.0.2', '/api/product/search/mountain')).status).toBe(200);
  });

  it('leaves reads without search text alone', async () => {
    const ip = '10.8.0.3';
    await statuses(ip, ['/api/product/search/a', '/api/product/search/b', '/api/product/search/c']);
    const reads = await statuses(ip, [
      '/api/product',
      '/api/product?page=1&limit=5',
      '/api/product?search=',
      '/api/product/category/Kitchen',
      '/api/product/new-arrivals',
    ]);
    expect(reads).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('the shipped search limit', () => {
  withLimits(rateLimitsWith({}));

  it('never gets in the way of a shopper typing 60 searches in a row', async () => {
    const urls = Array.from({ length: 60 }, (_, i) => `/api/product/search/m${'o'.repeat(i % 5)}`);
    expect(new Set(await statuses('10.8.1.1', urls))).toEqual(new Set([200]));
  });
});

describe('SEARCH_LIMIT_PER_IP=0', () => {
  withLimits(rateLimitsWith({ searchPerIp: 0 }));

  it('turns the search limit off', async () => {
    const urls = Array.from({ length: 5 }, () => '/api/product/search/mountain');
    expect(await statuses('10.8.2.1', urls)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('the storefront search page', () => {
  // A storefront build as Vite lays it out, with just what the list page needs.
  const storefrontDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-search-page-'));
  fs.mkdirSync(path.join(storefrontDir, '.vite'));
  fs.writeFileSync(
    path.join(storefrontDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-E1.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(storefrontDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-E1.js' },
      'src/features/products/product-list-page.tsx': { file: 'assets/list-page-L1.js' },
    }),
  );
  withLimits(rateLimitsWith({ searchPerIp: 2 }), storefrontDir);
  afterAll(() => fs.rmSync(storefrontDir, { recursive: true, force: true }));

  const pageFrom = async (ip: string, url: string) => {
    const res = await fetch(app.baseUrl + url, {
      headers: { Accept: 'text/html', 'X-Forwarded-For': ip },
    });
    return { status: res.status, hasData: (await res.text()).includes(FIRST_DATA_ELEMENT_ID) };
  };

  it('counts a search page as a search; past the limit the page comes plain', async () => {
    const ip = '10.8.3.1';
    expect(await pageFrom(ip, '/products?search=mountain')).toEqual({ status: 200, hasData: true });
    expect(await pageFrom(ip, '/products?search=dawn')).toEqual({ status: 200, hasData: true });
    expect(await pageFrom(ip, '/products?search=mountain')).toEqual({
      status: 200,
      hasData: false,
    });
    expect((await getFrom(ip, '/api/product/search/mountain')).status).toBe(429);
    // The list page without a search is no search.
    expect(await pageFrom(ip, '/products')).toEqual({ status: 200, hasData: true });
  });
});
