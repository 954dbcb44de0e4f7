import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

describe('GET /sitemap.xml', () => {
  it('lists the shop pages, every category and every print page, with escaped addresses', async () => {
    await createProduct(app, { productId: 'MAP-1' });
    const res = await fetch(`${app.baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await res.text();
    expect(xml).toContain(`<loc>${app.baseUrl}/</loc>`);
    expect(xml).toContain(`<loc>${app.baseUrl}/products/Living%20Room</loc>`);
    expect(xml).toContain(`<loc>${app.baseUrl}/products/Resturant</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${app.baseUrl}/overview/MAP-1</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
    );
  });
});
