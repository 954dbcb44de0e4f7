import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { TOTAL_COUNT_EXACT_HEADER, TOTAL_COUNT_HEADER, type FirstData } from '@wallart/domain';
import type { StockMoved } from '../db/product-writes';
import {
  catalogueCacheKey,
  followsSalesOrStock,
  neverCached,
  productsOnPage,
  productsShown,
} from './catalogue-cache-keys';

export { catalogueCacheKey };

type Encoding = 'br' | 'gzip';

interface Entry {
  key: string;
  /** The answer's Content-Type: the API's JSON, or a storefront page's HTML. */
  type: string;
  /** What the entry holds in memory: its key, body and compressed copies. */
  bytes: number;
  body: Buffer;
  etag: string;
  total: string | undefined;
  /** 'false' when the total is a lower bound (decision 0047). */
  totalExact: string | undefined;
  /** Compressed copies, made the first time a caller accepts them. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /**
   * The products the answer shows (by productId), whose stock it shows with them; empty for a
   * list that found none; null when it depends on stock or sales beyond them (best sellers,
   * in-stock filters, an answer of no known shape): any stock moved drops it.
   */
  products: ReadonlySet<string> | null;
}

/** Stock moves remembered, so a read that raced one never stores what it read. */
const MOVES_KEPT = 256;

/** The memory all entries may hold together, compressed copies included. */
export const CATALOGUE_CACHE_BYTES = 64 * 1024 * 1024;
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

export interface CatalogueCacheOptions {
  maxBytes?: number;
  /** Told of each look-up: whether a kept answer was found (the shop's metrics count them). */
  looked?: (hit: boolean) => void;
}

/**
 * Catalogue answers kept as serialised (and compressed) bytes, so a repeated read skips the
 * database, the presenters, JSON and compression. It is mounted ahead of the API's routers and
 * the compression middleware, so a hit costs little more than writing the bytes. Every write to
 * a product clears it (see db/product-writes.ts), except stock moved by orders, which drops only
 * the answers showing those products and those that follow sales or stock; a read that raced a
 * write never stores what it read. For a database one process owns (SQLite), or with servers
 * that tell each other of their writes (ops/product-writes-relay.ts, decision 0053).
 */
export function createCatalogueCache(options: CatalogueCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? CATALOGUE_CACHE_BYTES;
  /** In order of last use, so the least recently read goes first. */
  const entries = new Map<string, Entry>();
  /** The keys of the entries showing each product, and of those that follow sales or stock. */
  const byProduct = new Map<string, Set<string>>();
  const anyStock = new Set<string>();
  let bytes = 0;
  let generation = 0;
  /** Stock moves so far, and the products of the last MOVES_KEPT of them. */
  let moveCount = 0;
  const recentMoves: (readonly string[])[] = [];

  function clear() {
    generation += 1;
    entries.clear();
    byProduct.clear();
    anyStock.clear();
    bytes = 0;
  }

  function drop(entry: Entry) {
    entries.delete(entry.key);
    bytes -= entry.bytes;
    if (!entry.products) anyStock.delete(entry.key);
    for (const id of entry.products ?? []) {
      const keys = byProduct.get(id);
      keys?.delete(entry.key);
      if (keys?.size === 0) byProduct.delete(id);
    }
  }

  function index(entry: Entry) {
    if (!entry.products) anyStock.add(entry.key);
    for (const id of entry.products ?? []) {
      const keys = byProduct.get(id) ?? new Set<string>();
      byProduct.set(id, keys.add(entry.key));
    }
  }

  /** Orders moved these products' stock: only the answers that show it go. */
  function stockMoved(productIds: readonly string[]) {
    moveCount += 1;
    recentMoves.push(productIds);
    if (recentMoves.length > MOVES_KEPT) recentMoves.shift();
    const keys = new Set(anyStock);
    for (const id of productIds) for (const key of byProduct.get(id) ?? []) keys.add(key);
    for (const key of keys) {
      const entry = entries.get(key);
      if (entry) drop(entry);
    }
  }

  /** Whether stock moved since `since` for a product this answer shows (or may depend on). */
  function movedSince(since: number, products: ReadonlySet<string> | null): boolean {
    const missed = moveCount - since;
    if (missed === 0) return false;
    if (!products || missed > recentMoves.length) return true;
    return recentMoves.slice(-missed).some((ids) => ids.some((id) => products.has(id)));
  }

  /** Makes room for `more` bytes; false when they would not fit even in an empty cache. */
  function makeRoom(more: number): boolean {
    if (more > maxBytes) return false;
    for (const oldest of entries.values()) {
      if (bytes + more <= maxBytes) break;
      drop(oldest);
    }
    return true;
  }

  function store(entry: Entry) {
    const old = entries.get(entry.key);
    if (old) drop(old);
    if (!makeRoom(entry.bytes)) return;
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    index(entry);
  }

  /** A compressed copy, kept with its entry while the budget allows. */
  function encoded(entry: Entry, encoding: Encoding): Buffer {
    const kept = entry.encoded[encoding];
    if (kept) return kept;
    const copy = compressors[encoding](entry.body);
    if (entries.get(entry.key) === entry) {
      drop(entry);
      entry.encoded[encoding] = copy;
      entry.bytes += copy.length;
      if (makeRoom(entry.bytes)) {
        entries.set(entry.key, entry);
        bytes += entry.bytes;
        index(entry);
      }
    }
    return copy;
  }

  function send(req: Request, res: Response, entry: Entry) {
    if (entry.total !== undefined) res.setHeader(TOTAL_COUNT_HEADER, entry.total);
    if (entry.totalExact !== undefined) res.setHeader(TOTAL_COUNT_EXACT_HEADER, entry.totalExact);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = encodingFor(req, entry);
    let payload = entry.body;
    if (encoding) {
      payload = encoded(entry, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Content-Length', payload.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  /** Where the cache stood when a read began: what it read is kept only if nothing moved since. */
  const ticket = () => ({ generation, moves: moveCount });
  type Ticket = ReturnType<typeof ticket>;

  /**
   * Keeps an answer read since `at`, unless a write since then may have changed it. Null when
   * it was not kept (the caller sends what it has).
   */
  function remember(
    at: Ticket,
    answer: Pick<Entry, 'key' | 'type' | 'body' | 'total' | 'totalExact' | 'products'>,
  ): Entry | null {
    if (at.generation !== generation || movedSince(at.moves, answer.products)) return null;
    const entry: Entry = {
      ...answer,
      bytes: Buffer.byteLength(answer.key) + answer.body.length,
      etag: `W/"${crypto.createHash('sha1').update(answer.body).digest('base64url')}"`,
      encoded: {},
    };
    store(entry);
    return entry;
  }

  /** Sends the kept answer for `key`, if there is one. */
  function answer(req: Request, res: Response, key: string): boolean {
    const cached = entries.get(key);
    options.looked?.(cached !== undefined);
    if (!cached) return false;
    // Read again: to the back of the line for eviction.
    entries.delete(key);
    entries.set(key, cached);
    send(req, res, cached);
    return true;
  }

  /** For GET routes: answer from the cache, or remember the answer on the way out. */
  const read: RequestHandler = (req, res, next) => {
    // Only what anyone may see is shared: calls carrying a token are never cached.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization) {
      return next();
    }
    const key = catalogueCacheKey(req.originalUrl);
    if (neverCached(key)) return next();
    if (answer(req, res, key)) return;
    const at = ticket();
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      if (res.statusCode !== 200) return json(value);
      const total = res.getHeader(TOTAL_COUNT_HEADER);
      const totalExact = res.getHeader(TOTAL_COUNT_EXACT_HEADER);
      const entry = remember(at, {
        key,
        type: 'application/json; charset=utf-8',
        body: Buffer.from(JSON.stringify(value)),
        total: total === undefined ? undefined : String(total),
        totalExact: totalExact === undefined ? undefined : String(totalExact),
        products: followsSalesOrStock(key) ? null : productsShown(value),
      });
      if (!entry) return json(value);
      send(req, res, entry);
      return res;
    };
    next();
  };

  /**
   * Storefront pages drawn on the server (decision 0055), kept beside the API's answers and
   * dropped by the same writes, as the answers of the data they show would be.
   */
  const pages = {
    answer,
    ticket,
    keep(at: Ticket, key: string, html: string, data: FirstData) {
      const body = Buffer.from(html);
      const type = 'text/html; charset=utf-8';
      const products = productsOnPage(data);
      return remember(at, { key, type, body, total: undefined, totalExact: undefined, products });
    },
    send,
  };

  return {
    read,
    pages,
    clear,
    /** What db/product-writes.ts tells of a write: stock moved by orders, or anything. */
    changed(change?: StockMoved) {
      if (change) stockMoved(change.stockOf);
      else clear();
    },
    size: () => entries.size,
    bytes: () => bytes,
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
