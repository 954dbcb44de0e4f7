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

const SITEMAPS = ['/sitemap-en.xml', '/sitemap-si.xml', '/sitemap-ta.xml'];

describe('GET /sitemap.xml', () => {
  it('is an index naming one sitemap a language, by PUBLIC_URL', async () => {
    const res = await getWithHost('/sitemap.xml', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/application\/xml/);
    expect(res.body).toContain('<sitemapindex');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(SITEMAPS.map((path) => `${SHOP}${path}`));
  });

  it('lists the shop pages, every category and every print page, with escaped addresses', async () => {
    await createProduct(app, { productId: 'MAP-1' });
    const res = await fetch(`${app.baseUrl}/sitemap-en.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await res.text();
    expect(xml).toContain(`<loc>${SHOP}/</loc>`);
    expect(xml).toContain(`<loc>${SHOP}/products/Living%20Room</loc>`);
    expect(xml).toContain(`<loc>${SHOP}/products/Resturant</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${SHOP}/overview/MAP-1</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
    );
    expect(xml).not.toContain(`<loc>${SHOP}/si/`);
  });

  it('lists each page in its language, each naming all three versions and x-default', async () => {
    await createProduct(app, { productId: 'MAP-2' });
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${SHOP}/overview/MAP-2"/>`,
      `<xhtml:link rel="alternate" hreflang="si" href="${SHOP}/si/overview/MAP-2"/>`,
      `<xhtml:link rel="alternate" hreflang="ta" href="${SHOP}/ta/overview/MAP-2"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SHOP}/overview/MAP-2"/>`,
    ].join('');
    const locs = ['/overview/MAP-2', '/si/overview/MAP-2', '/ta/overview/MAP-2'];
    for (const [i, sitemap] of SITEMAPS.entries()) {
      const xml = await (await fetch(`${app.baseUrl}${sitemap}`)).text();
      expect(xml).toMatch(
        new RegExp(
          `<url><loc>${SHOP}${locs[i]}</loc><lastmod>[^<]+</lastmod>${alternates.replace(/[.?]/g, '\\$&')}</url>`,
        ),
      );
    }
    const sinhala = await (await fetch(`${app.baseUrl}/sitemap-si.xml`)).text();
    expect(sinhala).toContain(`<loc>${SHOP}/si/</loc>`);
  });

  it('builds every address from PUBLIC_URL, never from the Host header', async () => {
    for (const sitemap of SITEMAPS) {
      const res = await getWithHost(sitemap, 'evil.example');
      expect(res.status).toBe(200);
      const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locs.length).toBeGreaterThan(10);
      for (const loc of locs) expect(loc?.startsWith(`${SHOP}/`), loc).toBe(true);
      expect(res.body).not.toContain('evil.example');
    }
  });

  it('has no sitemap for a language the shop does not speak', async () => {
    expect((await fetch(`${app.baseUrl}/sitemap-fr.xml`)).status).toBe(404);
  });
});
