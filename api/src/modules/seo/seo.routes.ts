import { Router } from 'express';
import { CATEGORIES, languageAlternates, LANGUAGES, pathInLanguage } from '@wallart/domain';
import { ProductModel } from '../../db/models';
import { NEWEST_FIRST } from '../../lib/paging';

/**
 * A sitemap holds at most 50,000 addresses: each language has a sitemap of its own, named by
 * the index at /sitemap.xml, with the newest prints first.
 */
const MAX_PRODUCTS = 49_000;
const PAGES = [
  '/',
  '/products',
  '/about',
  '/contact',
  '/reviews',
  '/faq',
  '/shipping-info',
  '/returns-and-exchanges',
  '/privacy-policy',
  '/terms',
];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pages a search engine has no business with: the admin and each shopper's own pages. */
const PRIVATE_PAGES = ['/admin', '/cart', '/checkout', '/orders', '/profile', '/quote'];

/**
 * `/robots.txt` and `/sitemap.xml`. Every address in them starts with the shop's public
 * address (`PUBLIC_URL`), never with the request's Host header, which the caller chooses.
 */
export function seoRoutes(publicUrl: string): Router {
  const base = publicUrl.replace(/\/+$/, '');
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PAGES.flatMap((page) =>
      page === '/admin'
        ? [`Disallow: ${page}`]
        : LANGUAGES.map((lang) => `Disallow: ${pathInLanguage(lang, page)}`),
    ),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');

  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots);
  });

  // The index: one sitemap a language, so that each keeps the newest 49,000 prints.
  router.get('/sitemap.xml', (_req, res) => {
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...LANGUAGES.map(
        (lang) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${lang}.xml`)}</loc></sitemap>`,
      ),
      '</sitemapindex>',
    ].join('\n');
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(body);
  });

  // One language's pages: the shop's pages, its categories and every print's page.
  router.get('/sitemap-:lang.xml', async (req, res, next) => {
    const lang = LANGUAGES.find((l) => l === req.params.lang);
    if (!lang) return next();
    const products = (await ProductModel.findAll({
      attributes: ['productId', 'updatedAt'],
      order: NEWEST_FIRST,
      limit: MAX_PRODUCTS,
      raw: true,
    })) as { productId: string; updatedAt: Date | string }[];
    // Each page naming all its versions (hreflang), as its head does.
    const url = (path: string, lastmod?: Date | string) => {
      const alternates = languageAlternates(base, path)
        .map(
          ({ hreflang, href }) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
        )
        .join('');
      const modified = lastmod
        ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>`
        : '';
      return `<url><loc>${escapeXml(base + pathInLanguage(lang, path))}</loc>${modified}${alternates}</url>`;
    };
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...PAGES.map((p) => url(p)),
      ...CATEGORIES.map((c) => url(`/products/${encodeURIComponent(c)}`)),
      ...products.map((p) => url(`/overview/${encodeURIComponent(p.productId)}`, p.updatedAt)),
      '</urlset>',
    ].join('\n');
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(body);
  });
  return router;
}
