import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, toCents } from '@wallart/domain';
import { DEMO_PRODUCTS, DEMO_SOLD_OUT_SIZES, demoSizes } from '../../../demo';
import { openTestRedis } from '../../test/redis-store';
import { startTestApp, type TestApp } from '../../test/test-app';
import { feedAmount, feedItemId } from './feed-items';
import { problemsOf, readGoogleFeed, readMetaFeed, type FeedRecord } from './testing/feed-readers';

const SHOP = 'https://shop.example.lk';
// With Redis on PostgreSQL too, so the server hears every product write and keeps its feeds.
const redis = openTestRedis();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ publicUrl: `${SHOP}/`, redis: redis.redis });
  // The demo shop's catalogue, each print with its ladder of sizes and a picture.
  for (const demo of DEMO_PRODUCTS) {
    const { createdDaysAgo: _days, art: _art, ...fields } = demo;
    await app.services.products.create(null, {
      ...fields,
      kind: 'print',
      sizes: demoSizes(demo),
      images: [`/uploads/demo-${demo.productId.toLowerCase()}-1.jpg`],
    });
  }
}, 120_000);
afterAll(async () => {
  await app.close();
  await redis.close();
});

/** GET with headers of the caller's choosing and no Accept-Encoding unless given. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get(`${app.baseUrl}${path}`, { headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject);
    },
  );
}

async function googleFeed(headers: Record<string, string> = {}, query = '') {
  const res = await get(`/feeds/google.xml${query}`, headers);
  const items: FeedRecord[] = [];
  const channel = await readGoogleFeed(res.body, (item) => items.push(item));
  return { ...res, channel, items, byId: new Map(items.map((item) => [item.id, item])) };
}

async function metaFeed() {
  const res = await get('/feeds/meta.csv');
  const items: FeedRecord[] = [];
  await readMetaFeed(res.body, (item) => items.push(item));
  return { ...res, items, byId: new Map(items.map((item) => [item.id, item])) };
}

const demoItems = () =>
  DEMO_PRODUCTS.flatMap((demo) =>
    demoSizes(demo).map((size) => ({ demo, size, id: feedItemId(demo.productId, size.size) })),
  );

describe('GET /feeds/google.xml', () => {
  it('is RSS 2.0 with one item a size of every print, each carrying every attribute', async () => {
    const feed = await googleFeed();
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(feed.channel.title).toBe(DEFAULT_SHOP_SETTINGS.shop.name);
    expect(feed.items.map((item) => item.id).sort()).toEqual(
      demoItems()
        .map((d) => d.id)
        .sort(),
    );
    for (const { demo, size, id } of demoItems()) {
      const item = feed.byId.get(id) as FeedRecord;
      expect(problemsOf(item), id).toEqual([]);
      expect(item).toMatchObject({
        item_group_id: demo.productId,
        title: `${demo.name} – ${size.size}`,
        description: demo.description,
        link: `${SHOP}/overview/${demo.productId}`,
        image_link: `${SHOP}/uploads/demo-${demo.productId.toLowerCase()}-1.jpg`,
        brand: DEFAULT_SHOP_SETTINGS.shop.name,
        condition: 'new',
        identifier_exists: 'no',
        size: size.size,
      });
    }
  });

  it('prices each size at its labeled price when higher, with its price as the sale price', async () => {
    const { byId } = await googleFeed();
    let onSale = 0;
    for (const { size, id } of demoItems()) {
      const item = byId.get(id);
      const [price, labeled] = [toCents(size.price), toCents(size.labeledPrice)];
      if (labeled > price) {
        onSale += 1;
        expect(item?.price).toBe(feedAmount(labeled));
        expect(item?.sale_price).toBe(feedAmount(price));
      } else {
        expect(item?.price).toBe(feedAmount(price));
        expect(item?.sale_price).toBeUndefined();
      }
    }
    expect(onSale).toBeGreaterThan(0);
    expect(byId.get('WA-LR-001-12x18-in')).toMatchObject({
      price: '22000.00 LKR',
      sale_price: '18500.00 LKR',
    });
    expect(byId.get('WA-LR-002-12x18-in')?.price).toBe('24000.00 LKR');
  });

  it('tells which sizes are sold out, on prints still for sale and on sold-out prints', async () => {
    const { byId } = await googleFeed();
    for (const { size, id } of demoItems()) {
      expect(byId.get(id)?.availability, id).toBe(
        (size.stock ?? 0) > 0 ? 'in stock' : 'out of stock',
      );
    }
    for (const [productId, size] of Object.entries(DEMO_SOLD_OUT_SIZES)) {
      expect(byId.get(feedItemId(productId, size))?.availability).toBe('out of stock');
      expect(byId.get(feedItemId(productId, '12x18 in'))?.availability).toBe('in stock');
    }
  });

  it('gives home delivery by standard (free above the threshold) and express, with days', async () => {
    const { body } = await get('/feeds/google.xml');
    const { byId } = await googleFeed();
    expect(byId.get('WA-LR-001-12x18-in')?.shipping).toEqual([
      'LK::Standard delivery:0.00 LKR',
      'LK::Express delivery:1200.00 LKR',
    ]);
    expect(body).toContain('<g:min_transit_time>3</g:min_transit_time>');
    expect(body).toContain('<g:max_transit_time>7</g:max_transit_time>');
  });

  it('builds every address from PUBLIC_URL, never from the Host header', async () => {
    const feed = await googleFeed({ Host: 'evil.example' });
    expect(feed.body).not.toContain('evil.example');
    for (const item of feed.items) {
      expect(item.link?.startsWith(`${SHOP}/`)).toBe(true);
      expect(item.image_link?.startsWith(`${SHOP}/`)).toBe(true);
    }
  });
});

describe('a feed in a language (?lang=)', () => {
  it("links every item to the print's page in Sinhala or Tamil, each language kept apart", async () => {
    const english = await googleFeed();
    for (const lang of ['si', 'ta']) {
      const feed = await googleFeed({}, `?lang=${lang}`);
      expect(feed.status).toBe(200);
      expect(feed.items).toHaveLength(english.items.length);
      for (const item of feed.items) {
        const same = english.byId.get(item.id) as FeedRecord;
        expect(item.link).toBe(same.link?.replace(`${SHOP}/`, `${SHOP}/${lang}/`));
        expect(item.title).toBe(same.title);
      }
      expect(feed.headers.etag).not.toBe(english.headers.etag);
    }
    // Asked again, English is still English: the copies kept for each language stay apart.
    expect((await googleFeed()).body).toBe(english.body);
  });

  it('is English for a language the shop does not speak', async () => {
    const english = await googleFeed();
    const french = await googleFeed({}, '?lang=fr');
    expect(french.body).toBe(english.body);
  });
});

describe('GET /feeds/meta.csv', () => {
  it("has Meta's columns and the Google feed's items, with the default delivery", async () => {
    const [meta, google] = [await metaFeed(), await googleFeed()];
    expect(meta.status).toBe(200);
    expect(meta.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(meta.items).toHaveLength(google.items.length);
    for (const item of meta.items) {
      expect(problemsOf(item), item.id).toEqual([]);
      const { shipping, ...rest } = google.byId.get(item.id) as FeedRecord;
      expect(item).toEqual({ ...rest, shipping: shipping.slice(0, 1) });
    }
  });
});

describe('texts in the feeds', () => {
  it('carry commas, quotes, markup and line breaks exactly, and drop control characters', async () => {
    const name = 'Lotus, "Pond" & <Temple>';
    await app.services.products.create(null, {
      productId: 'TXT-1',
      kind: 'print',
      name,
      altNames: [],
      price: 9000,
      labeledPrice: 9000,
      category: 'Religious',
      description: 'Line one, "quoted"\nLine two & <b>three</b>\u0007',
      stock: 2,
      images: ['https://images.example.lk/lotus.jpg'],
    });
    const expected = {
      title: `${name} – 12x18 in`,
      description: 'Line one, "quoted"\nLine two & <b>three</b>',
      image_link: 'https://images.example.lk/lotus.jpg',
    };
    const id = feedItemId('TXT-1', '12x18 in');
    expect((await googleFeed()).byId.get(id)).toMatchObject(expected);
    expect((await metaFeed()).byId.get(id)).toMatchObject(expected);
  });
});
