import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPageStorefront } from '../test/first-page-storefront';
import { startTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
let storefrontDir: string;
beforeAll(async () => {
  storefrontDir = firstPageStorefront();
  app = await startTestApp({ storefrontDir });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(storefrontDir, { recursive: true, force: true });
});

const page = (path: string) => app.call('GET', path, { headers: { Accept: 'text/html' } });

describe("a guest order's page (/order/{token})", () => {
  it('is stored by no cache, indexed by no search engine and sends no referrer', async () => {
    const res = await page('/order/k3y_of-an-order');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('leaves the other pages as they were', async () => {
    const res = await page('/orders/lookup');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });
});
