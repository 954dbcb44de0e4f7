import crypto from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { TOTAL_COUNT_HEADER } from '@wallart/domain';

interface Entry {
  body: string;
  etag: string;
  total: string | undefined;
}

const MAX_ENTRIES = 2000;

/**
 * Catalogue answers kept as serialised bytes, so a repeated read skips the database, the
 * presenters and JSON. Every write to a product (stock moved by orders included) clears it
 * (see db/product-writes.ts), and a read that raced a write never stores what it read. Only
 * for a database one process owns (SQLite): with several servers, each would keep its own
 * stale copy.
 */
export function createCatalogueCache() {
  const entries = new Map<string, Entry>();
  let generation = 0;

  function clear() {
    generation += 1;
    entries.clear();
  }

  function send(res: Response, entry: Entry, ifNoneMatch: string | undefined) {
    if (entry.total !== undefined) res.set(TOTAL_COUNT_HEADER, entry.total);
    res.set({ ETag: entry.etag, 'Cache-Control': 'no-cache' });
    if (ifNoneMatch === entry.etag) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(entry.body);
  }

  /** For GET routes: answer from the cache, or remember the answer on the way out. */
  const read: RequestHandler = (req, res, next) => {
    // Only what anyone may see is shared: calls carrying a token are never cached.
    if (req.method !== 'GET' || req.get('authorization')) return next();
    const key = req.originalUrl;
    const cached = entries.get(key);
    if (cached) return send(res, cached, req.get('if-none-match'));
    const startedAt = generation;
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      if (res.statusCode === 200 && generation === startedAt) {
        const body = JSON.stringify(value);
        const total = res.get(TOTAL_COUNT_HEADER);
        const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        const entry = { body, etag, total: total === undefined ? undefined : String(total) };
        entries.set(key, entry);
        send(res, entry, req.get('if-none-match'));
        return res;
      }
      return json(value);
    };
    next();
  };

  return { read, clear, size: () => entries.size };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
