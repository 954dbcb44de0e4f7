import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

const SHOP = 'https://shop.example.lk';
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ publicUrl: `${SHOP}/` });
});
afterAll(async () => app.close());

/** A GET with a Host header of the caller's choosing (fetch would send the real one). */
function getWithHost(urlPath: string, host: string) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = http.get(`${app.baseUrl}${urlPath}`, { headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
      );
    });
    req.on('error', reject);
  });
}

describe('GET /robots.txt', () => {
  it('names the sitemap by its absolute address on PUBLIC_URL, whatever the Host header', async () => {
    const res = await getWithHost('/robots.txt', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /checkout');
    expect(lines).toContain('Disallow: /si/checkout');
    expect(lines).toContain('Disallow: /ta/cart');
    expect(lines).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
    expect(res.body).not.toContain('evil.example');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the shop pages, every category and every print page, with escaped addresses', async () => {
    await createProduct(app, { productId: 'MAP-1' });
    const res = await fetch(`${app.baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await res.text();
    expect(xml).toContain(`<loc>${SHOP}/</loc>`);
    expect(xml).toContain(`<loc>${SHOP}/products/Living%20Room</loc>`);
    expect(xml).toContain(`<loc>${SHOP}/products/Resturant</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${SHOP}/overview/MAP-1</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
    );
  });

  it('lists each page in each language, each naming all three versions and x-default', async () => {
    await createProduct(app, { productId: 'MAP-2' });
    const xml = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${SHOP}/overview/MAP-2"/>`,
      `<xhtml:link rel="alternate" hreflang="si" href="${SHOP}/si/overview/MAP-2"/>`,
      `<xhtml:link rel="alternate" hreflang="ta" href="${SHOP}/ta/overview/MAP-2"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SHOP}/overview/MAP-2"/>`,
    ].join('');
    for (const loc of ['/overview/MAP-2', '/si/overview/MAP-2', '/ta/overview/MAP-2']) {
      expect(xml).toMatch(
        new RegExp(
          `<url><loc>${SHOP}${loc}</loc><lastmod>[^<]+</lastmod>${alternates.replace(/[.?]/g, '\\$&')}</url>`,
        ),
      );
    }
    expect(xml).toContain(`<loc>${SHOP}/si/</loc>`);
  });

  it('builds every address from PUBLIC_URL, never from the Host header', async () => {
    const res = await getWithHost('/sitemap.xml', 'evil.example');
    expect(res.status).toBe(200);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) expect(loc?.startsWith(`${SHOP}/`), loc).toBe(true);
    expect(res.body).not.toContain('evil.example');
  });
});
