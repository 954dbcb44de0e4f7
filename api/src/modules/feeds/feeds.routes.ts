import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import { DEFAULT_LANGUAGE, isLanguage } from '@wallart/domain';
import type { FeedAnswer, FeedName, FeedsService } from './feeds.service';

/**
 * Fetchers come back on their own schedule: they may keep a feed but ask again each time,
 * and the validators let an unchanged feed answer 304 (as the catalogue's answers do,
 * decision 0011).
 */
const CACHE_CONTROL = 'public, no-cache';

/** Sends the kept gzip as it is to a caller that takes gzip, unpacked to one that does not. */
async function sendKept(req: Request, res: Response, kept: NonNullable<FeedAnswer['kept']>) {
  const file = kept.handle.createReadStream();
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.set('Content-Encoding', 'gzip').set('Content-Length', String(kept.bytes));
    await pipeline(file, res);
  } else {
    await pipeline(file, zlib.createGunzip(), res);
  }
}

async function answer(req: Request, res: Response, feed: FeedAnswer) {
  res.type(feed.type).set('Cache-Control', CACHE_CONTROL).vary('Accept-Encoding');
  if (feed.etag) res.set('ETag', feed.etag);
  if (feed.lastModified) res.set('Last-Modified', feed.lastModified.toUTCString());
  const body = req.method === 'HEAD' || req.fresh ? null : feed;
  if (!body) {
    await feed.kept?.handle.close();
    res.status(req.fresh ? 304 : 200).end();
    return;
  }
  try {
    if (body.kept) await sendKept(req, res, body.kept);
    else await pipeline(body.render(), res);
  } catch {
    // The caller left, or the catalogue could not be read (the service logged it): the answer
    // stops short, which a fetcher sees as a failed fetch rather than a cut feed.
    res.destroy();
  }
}

/**
 * `GET /feeds/google.xml` and `GET /feeds/meta.csv` (PRODUCT §14): every print's sizes for
 * Google Merchant Center and Meta's catalogues, which fetch them by address on a schedule.
 * Like the sitemap they are files of the site, not API endpoints. `?lang=si` or `ta` links each
 * item to its page in that language; any other value is English, as the catalogue's is.
 */
export function feedsRoutes(feeds: FeedsService): Router {
  const routes: Record<string, FeedName> = {
    '/feeds/google.xml': 'google',
    '/feeds/meta.csv': 'meta',
  };
  const router = Router();
  for (const [route, name] of Object.entries(routes)) {
    router.get(route, async (req, res) => {
      const lang = isLanguage(req.query.lang) ? req.query.lang : DEFAULT_LANGUAGE;
      await answer(req, res, await feeds.open(name, lang));
    });
  }
  return router;
}
