import type { Request, RequestHandler } from 'express';
import { ipKeyOf } from '../lib/ip-key';
import { createLimiter, type LimiterStore } from '../lib/rate-limit';

/** The search text of a catalogue URL (`/search/:text` or `?search=`), if it has one. */
function searchesCatalogue(req: Request, searchPath: boolean): boolean {
  if (searchPath && req.path.startsWith('/search/')) return true;
  const q = req.url.indexOf('?');
  // A plain string test first: most catalogue reads carry no search at all.
  if (q < 0 || !req.url.includes('search=', q)) return false;
  return Boolean(new URLSearchParams(req.url.slice(q)).get('search')?.trim());
}

/**
 * Searches per IP (`SEARCH_LIMIT_PER_IP` a minute): one counter call, in memory or in Redis,
 * before the catalogue cache, so neither a cached nor an uncached search passes it. Reads
 * without search text never touch it.
 */
export function createSearchLimit(store: LimiterStore) {
  const perIp = createLimiter(store, 'searchPerIp');
  return {
    /** For `/api/product`: a search over the limit is a 429. */
    api: (perIp.on
      ? (req, _res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next();
          if (!searchesCatalogue(req, true)) return next();
          perIp.take(ipKeyOf(req.ip)).then(() => next(), next);
        }
      : (_req, _res, next) => next()) satisfies RequestHandler,
    /** For a storefront page's first data: false when that search is over the limit. */
    async allowsPage(req: Request): Promise<boolean> {
      if (!perIp.on || !searchesCatalogue(req, false)) return true;
      try {
        await perIp.take(ipKeyOf(req.ip));
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type SearchLimit = ReturnType<typeof createSearchLimit>;
