import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import type { Language, ShopSettings } from '@wallart/domain';
import { onProductWrites } from '../../db/product-writes';
import { findAfterId } from '../products/product-listing';
import { presentProducts } from '../products/product-sizes';
import { createFeedFiles, type FeedWriter, type OpenedFeed } from './feed-files';
import { feedItemsOf, type FeedItem, type FeedShop } from './feed-items';
import { googleFeed } from './google-feed';
import { metaFeed } from './meta-feed';

/** Products read a statement: a few hundred kilobytes of feed. */
export const FEED_BATCH = 250;
/**
 * Batches rendered ahead of what the caller has taken: one, so an answer holds about one batch
 * in memory however large the catalogue (a stream's default would read sixteen ahead).
 */
const BATCHES_AHEAD = 1;

const FEEDS = {
  google: {
    type: 'application/xml; charset=utf-8',
    render: (batches: AsyncIterable<FeedItem[]>, shop: FeedShop) => googleFeed(batches, shop),
  },
  meta: {
    type: 'text/csv; charset=utf-8',
    render: (batches: AsyncIterable<FeedItem[]>) => metaFeed(batches),
  },
} as const;
export type FeedName = keyof typeof FEEDS;

/** What a feed request is answered with. */
export interface FeedAnswer {
  type: string;
  /**
   * Validators of the feed as it is now, or null when this server cannot hear every product
   * write (several servers without Redis): then it never claims a feed is unchanged.
   */
  etag: string | null;
  lastModified: Date | null;
  /** The copy kept for the feed as it is now (gzipped), when there is one. */
  kept: OpenedFeed | null;
  /** Otherwise the feed, rendered from the catalogue as it is read. */
  render(): Readable;
}

export interface FeedsDeps {
  sequelize: Sequelize;
  readSettings: () => Promise<ShopSettings>;
  publicUrl: string;
  dataDir: string;
  logger: Logger;
  /**
   * Whether this server hears every product write: it owns its database (SQLite), or servers
   * tell each other of theirs (decision 0053). Only then is a rendered feed kept.
   */
  hearsEveryWrite: boolean;
}

const digest = (text: string) => crypto.createHash('sha1').update(text).digest('base64url');

/**
 * The product feeds of PRODUCT §14 (decision 0108). A feed is rendered batch by batch from the
 * catalogue and streamed to its caller while a gzipped copy is written beside it; the copy
 * answers later requests until a product write (the signal that clears the catalogue cache)
 * or a change to the shop's name or shipping rates makes it out of date.
 */
export function createFeedsService(deps: FeedsDeps) {
  const { sequelize, logger } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');
  const files = createFeedFiles(path.join(deps.dataDir, 'feeds'), logger);
  /** Which process and which of its catalogue states a feed was rendered from. */
  const boot = crypto.randomUUID();
  let catalogueVersion = 0;
  onProductWrites(sequelize, () => {
    catalogueVersion += 1;
  });
  /** When the feeds last changed, to the second, later at each change (Last-Modified). */
  let current = { key: '', since: 0 };

  function versionOf(key: string): Date {
    if (current.key !== key) {
      const now = Math.floor(Date.now() / 1000) * 1000;
      current = { key, since: Math.max(now, current.since + 1000) };
    }
    return new Date(current.since);
  }

  async function* batches(shop: FeedShop): AsyncGenerator<FeedItem[]> {
    let afterId = 0;
    for (;;) {
      const rows = await findAfterId(sequelize, afterId, FEED_BATCH);
      const products = await presentProducts(rows);
      yield products.flatMap((product) => feedItemsOf(product, shop));
      const last = rows.at(-1);
      if (!last || rows.length < FEED_BATCH) return;
      afterId = Number(last.id);
    }
  }

  /**
   * The feed's text, copied into `writer` as it goes when there is one; `version` is the
   * catalogue's when the request came.
   */
  async function* rendered(
    name: FeedName,
    shop: FeedShop,
    version: number,
    writer: FeedWriter | null,
  ) {
    let whole = false;
    let left = false;
    try {
      for await (const chunk of FEEDS[name].render(batches(shop), shop)) {
        await writer?.write(chunk);
        try {
          yield chunk;
        } catch (err) {
          // Thrown in where the chunk was handed over: the caller went away.
          left = true;
          throw err;
        }
      }
      whole = true;
    } catch (err) {
      if (!left) logger.error({ err, feed: name }, 'the product feed could not be rendered');
      throw err;
    } finally {
      // Kept only if no product changed while it was read.
      if (whole) await writer?.finish(catalogueVersion === version);
      else await writer?.discard();
    }
  }

  return {
    async open(name: FeedName, lang: Language): Promise<FeedAnswer> {
      const version = catalogueVersion;
      const settings = await deps.readSettings();
      const shop: FeedShop = {
        base,
        lang,
        brand: settings.shop.name,
        shipping: settings.shipping,
      };
      // Each language's feed is kept apart.
      const file = `${name}-${lang}`;
      const key = `${boot}:${version}:${digest(JSON.stringify(shop))}`;
      const { type } = FEEDS[name];
      if (!deps.hearsEveryWrite) {
        return {
          type,
          etag: null,
          lastModified: null,
          kept: null,
          render: () =>
            Readable.from(rendered(name, shop, version, null), { highWaterMark: BATCHES_AHEAD }),
        };
      }
      const kept = await files.open(file, key);
      return {
        type,
        etag: `W/"${file}-${digest(key).slice(0, 20)}"`,
        lastModified: versionOf(key),
        kept,
        render: () =>
          Readable.from(rendered(name, shop, version, files.start(file, key)), {
            highWaterMark: BATCHES_AHEAD,
          }),
      };
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
