import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';

export const UPLOAD_CACHE_SECONDS = 3600;
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
    res.status(404).json({ message: 'Not found' });
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
    res.status(404).json({ message: 'Not found' });
  });
  return router;
}

/**
 * The built storefront: hashed assets cached for a year, everything else revalidated, and
 * every other GET for a page answered with index.html so client routes (and /admin) work.
 */
export function serveStorefront(dir: string): RequestHandler {
  const indexFile = path.join(dir, 'index.html');
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
  return (req, res, next) => {
    assets(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (!req.accepts('html') || !fs.existsSync(indexFile)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexFile);
    });
  };
}
