import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { TOTAL_COUNT_HEADER } from '@wallart/domain';

type Encoding = 'br' | 'gzip';

interface Entry {
  body: Buffer;
  etag: string;
  total: string | undefined;
  /** Compressed copies, made the first time a caller accepts them. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

const MAX_ENTRIES = 2000;
/** Below this, compressing saves less than it costs (the compression middleware's threshold too). */
export const COMPRESS_FROM_BYTES = 1024;

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  // Quality 5 compresses a catalogue page nearly as well as 11, in a fraction of the time.
  br: (body) =>
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => zlib.gzipSync(body),
};

function encodingFor(req: Request, entry: Entry): Encoding | null {
  if (entry.body.length < COMPRESS_FROM_BYTES || !req.headers['accept-encoding']) return null;
  const accepted = req.acceptsEncodings('br', 'gzip');
  return accepted === 'br' || accepted === 'gzip' ? accepted : null;
}

/**
 * Catalogue answers kept as serialised (and compressed) bytes, so a repeated read skips the
 * database, the presenters, JSON and compression. It is mounted ahead of the API's routers and
 * the compression middleware, so a hit costs little more than writing the bytes. Every write to
 * a product (stock moved by orders included) clears it (see db/product-writes.ts), and a read
 * that raced a write never stores what it read. Only for a database one process owns (SQLite):
 * with several servers, each would keep its own stale copy.
 */
export function createCatalogueCache() {
  const entries = new Map<string, Entry>();
  let generation = 0;

  function clear() {
    generation += 1;
    entries.clear();
  }

  function send(req: Request, res: Response, entry: Entry) {
    if (entry.total !== undefined) res.setHeader(TOTAL_COUNT_HEADER, entry.total);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = encodingFor(req, entry);
    let bytes = entry.body;
    if (encoding) {
      bytes = entry.encoded[encoding] ??= compressors[encoding](entry.body);
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', bytes.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  /** For GET routes: answer from the cache, or remember the answer on the way out. */
  const read: RequestHandler = (req, res, next) => {
    // Only what anyone may see is shared: calls carrying a token are never cached.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization) {
      return next();
    }
    const key = req.originalUrl;
    const cached = entries.get(key);
    if (cached) return send(req, res, cached);
    const startedAt = generation;
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      if (res.statusCode !== 200 || generation !== startedAt) return json(value);
      const body = Buffer.from(JSON.stringify(value));
      const total = res.getHeader(TOTAL_COUNT_HEADER);
      const entry: Entry = {
        body,
        etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
        total: total === undefined ? undefined : String(total),
        encoded: {},
      };
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
      send(req, res, entry);
      return res;
    };
    next();
  };

  return { read, clear, size: () => entries.size };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
