import { Router, type Request } from 'express';
import { CATEGORIES } from '@wallart/domain';
import { ProductModel } from '../../db/models';
import { NEWEST_FIRST } from '../../lib/paging';

/** A sitemap holds at most 50,000 addresses; the newest prints come first. */
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

function origin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** `/sitemap.xml`: the shop's pages, its categories and every print's page. */
export function sitemapRoutes(): Router {
  const router = Router();
  router.get('/sitemap.xml', async (req, res) => {
    const base = origin(req);
    const products = (await ProductModel.findAll({
      attributes: ['productId', 'updatedAt'],
      order: NEWEST_FIRST,
      limit: MAX_PRODUCTS,
      raw: true,
    })) as { productId: string; updatedAt: Date | string }[];
    const url = (path: string, lastmod?: Date | string) =>
      `<url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...PAGES.map((p) => url(p)),
      ...CATEGORIES.map((c) => url(`/products/${encodeURIComponent(c)}`)),
      ...products.map((p) => url(`/overview/${encodeURIComponent(p.productId)}`, p.updatedAt)),
      '</urlset>',
    ].join('\n');
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(body);
  });
  return router;
}
