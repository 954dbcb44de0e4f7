import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler } from 'express';
import { FIRST_PAGE_MODULES } from '@wallart/domain';
import type { ProductsService } from '../modules/products/products.service';
import { AppError } from '../lib/app-error';
import { sendError } from './errors';
import { loadFirstPage } from './first-page';
import type { SearchLimit } from './search-limit';
import { buildFiles, renderIndex } from './storefront-html';

export const UPLOAD_CACHE_SECONDS = 3600;
const notFound = new AppError('not_found', 'Not found');
const IMAGE_FILE = /^\/[^/]+\.(jpe?g|png|webp|gif|avif)$/i;

/**
 * Uploaded images: cached for an hour, never sniffed or run as a page, and a missing file is
 * a plain 404 (never the storefront's HTML). Only image files are served, whatever else might
 * end up in the folder.
 */
export function serveUploads(dir: string): Router {
  const router = Router();
  router.use((req, res, next) => {
    if (IMAGE_FILE.test(req.path)) return next();
    sendError(res, notFound);
  });
  router.use(
    express.static(dir, {
      index: false,
      dotfiles: 'deny',
      redirect: false,
      setHeaders(res) {
        res.setHeader('Cache-Control', `public, max-age=${UPLOAD_CACHE_SECONDS}`);
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      },
    }),
  );
  router.use((_req, res) => {
    sendError(res, notFound);
  });
  return router;
}

/**
 * The built storefront: hashed assets cached for a year, everything else revalidated, and
 * every other GET for a page answered with index.html so client routes (and /admin) work.
 * With the products service, the home page, the product list and a product page also carry
 * their first catalogue data and preload their code and first picture (see first-page.ts).
 */
export function serveStorefront(
  dir: string,
  products?: ProductsService,
  searchLimit?: Pick<SearchLimit, 'allowsPage'>,
): RequestHandler {
  const indexFile = path.join(dir, 'index.html');
  const build = buildFiles(dir);
  const assets = express.static(dir, {
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  async function withFirstPage(req: Request): Promise<string | null> {
    if (!products || req.method !== 'GET') return null;
    // A search page over its IP's search limit is served plain; its own API call says why.
    if (searchLimit && !(await searchLimit.allowsPage(req))) return null;
    const first = await loadFirstPage(products, req.path, req.query);
    if (!first) return null;
    const template = await build.template();
    if (template === null) return null;
    return renderIndex(template, await build.manifest(), {
      data: first.data,
      images: first.images,
      module: FIRST_PAGE_MODULES[first.route],
    });
  }

  return (req, res, next) => {
    assets(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (!req.accepts('html') || !fs.existsSync(indexFile)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      withFirstPage(req)
        .catch((error: unknown) => {
          // The page still works without its first data: it fetches it as before.
          req.log.warn({ err: error }, 'first page data failed; serving the plain page');
          return null;
        })
        .then((html) => {
          if (html === null) res.sendFile(indexFile);
          else res.type('html').send(html);
        })
        .catch(next);
    });
  };
}
