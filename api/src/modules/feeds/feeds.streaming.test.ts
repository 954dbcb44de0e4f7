import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductModel, ProductSizeModel } from '../../db/models';
import { openTestRedis } from '../../test/redis-store';
import { startTestApp, type TestApp } from '../../test/test-app';
import { feedItemId } from './feed-items';
import { problemsOf, readGoogleFeed, readMetaFeed, type FeedRecord } from './testing/feed-readers';

/**
 * Prints enough that their feed (about 12 MB) is several times what the loopback connection
 * and the server's buffers hold while the caller waits (about 4 MB here).
 */
const PRINTS = 4000;
const SIZES = ['12x18 in', '18x24 in', '24x36 in'];
const idOf = (n: number) => `ST-${String(n).padStart(5, '0')}`;

const redis = openTestRedis();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ redis: redis.redis });
  const now = new Date();
  const products = await ProductModel.bulkCreate(
    Array.from({ length: PRINTS }, (_, n) => ({
      productId: idOf(n + 1),
      name: `Harbour Print ${n + 1}`,
      altNames: '[]',
      description: 'A harbour at dusk, boats drawn up on the sand and lamps lit along the wall.',
      priceCents: 650_000,
      labeledPriceCents: 650_000,
      maxPriceCents: 850_000,
      category: 'Living Room' as const,
      stock: 30,
      images: '["/uploads/harbour.jpg"]',
      createdAt: now,
      updatedAt: now,
    })),
  );
  await ProductSizeModel.bulkCreate(
    products.flatMap((product) =>
      SIZES.map((size, position) => ({
        productRefId: product.id,
        position,
        size,
        priceCents: 650_000 + position * 100_000,
        labeledPriceCents: 650_000 + position * 100_000,
        stock: 10,
        width: 12,
        height: 18,
        unit: 'in' as const,
        createdAt: now,
        updatedAt: now,
      })),
    ),
  );
}, 120_000);
afterAll(async () => {
  await app.close();
  await redis.close();
});

/** The feed, holding off once its first item has arrived until `meanwhile` has run. */
function fetchHolding(path: string, meanwhile: () => Promise<unknown>) {
  return new Promise<string>((resolve, reject) => {
    http
      .get(`${app.baseUrl}${path}`, (res) => {
        let body = '';
        let held = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          if (held || !body.includes('</item>')) return;
          held = true;
          res.pause();
          meanwhile().then(() => res.resume(), reject);
        });
        res.on('end', () => resolve(body));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('a large catalogue', () => {
  it('is streamed as it is read: a print changed after the first items arrived shows changed', async () => {
    const last = idOf(PRINTS);
    const body = await fetchHolding('/feeds/google.xml', () =>
      app.services.products.update(null, last, { name: 'Harbour at Dawn' }),
    );
    const items = new Map<string, FeedRecord>();
    await readGoogleFeed(body, (item) => items.set(item.id ?? '', item));
    expect(items.size).toBe(PRINTS * SIZES.length);
    for (const item of items.values()) expect(problemsOf(item)).toEqual([]);
    expect(items.get(feedItemId(idOf(1), '12x18 in'))?.title).toBe('Harbour Print 1 – 12x18 in');
    expect(items.get(feedItemId(last, '24x36 in'))?.title).toBe('Harbour at Dawn – 24x36 in');
  });

  it('leaves nothing behind from a caller that went away half way', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${app.baseUrl}/feeds/meta.csv`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => undefined);
      setTimeout(() => reject(new Error('no bytes')), 20_000);
    });
    const whole = await fetch(`${app.baseUrl}/feeds/meta.csv`);
    const rows: FeedRecord[] = [];
    await readMetaFeed(await whole.text(), (row) => rows.push(row));
    expect(rows).toHaveLength(PRINTS * SIZES.length);
    const kept = await fetch(`${app.baseUrl}/feeds/meta.csv`);
    expect(kept.headers.get('content-length')).not.toBeNull();
    expect((await kept.text()).length).toBeGreaterThan(0);
    // In DATA_DIR/feeds: the one kept copy, no part of the feed the caller left.
    const files = fs.readdirSync(path.join(app.dataDir, 'feeds'));
    expect(files.filter((name) => name.startsWith('meta-'))).toHaveLength(1);
  });
});
