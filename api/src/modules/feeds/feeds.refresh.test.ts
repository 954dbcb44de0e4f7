import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@wallart/domain';
import { createProduct, createUser, sizeLadder, type SignedIn } from '../../test/factories';
import { openTestRedis } from '../../test/redis-store';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { feedItemId } from './feed-items';
import { readGoogleFeed, readMetaFeed, type FeedRecord } from './testing/feed-readers';

// With Redis on PostgreSQL too, so the server hears every product write and keeps its feeds.
const redis = openTestRedis();
let app: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  app = await startTestApp({ redis: redis.redis });
  admin = await createUser(app, { role: 'admin' });
  await createProduct(app, { productId: 'KEEP-1', sizes: sizeLadder([4, 2, 1]) });
});
afterAll(async () => {
  await app.close();
  await redis.close();
});

const feedUrl = (name: string) => `${app.baseUrl}/feeds/${name}`;

/**
 * The Google feed as fetch reads it (gzip accepted, as the catalogues' fetchers send). A
 * conditional request goes without fetch, which adds `Cache-Control: no-cache` to it.
 */
async function google(headers: Record<string, string> = {}) {
  const conditional = Object.keys(headers).some((name) => /^if-/i.test(name));
  const res = conditional
    ? await rawGet(feedUrl('google.xml'), headers)
    : await fetch(feedUrl('google.xml'), { headers });
  const body = await res.text();
  const items = new Map<string, FeedRecord>();
  if (res.status === 200) await readGoogleFeed(body, (item) => items.set(item.id ?? '', item));
  return { res, body, items };
}

/** A GET with exactly these headers, read as a fetch Response. */
function rawGet(url: string, headers: Record<string, string>): Promise<Response> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const body = status === 304 ? null : Buffer.concat(chunks);
          const list = Object.entries(res.headers).map(
            ([k, v]) => [k, String(v)] as [string, string],
          );
          resolve(new Response(body, { status, headers: list }));
        });
      })
      .on('error', reject);
  });
}

describe('the feeds kept between fetches', () => {
  it('answers a repeat fetch from the kept copy, gzipped with its length, the same feed', async () => {
    await createProduct(app, { productId: 'KEEP-2' });
    const first = await google();
    const again = await google();
    expect(again.res.status).toBe(200);
    expect(again.res.headers.get('content-encoding')).toBe('gzip');
    expect(Number(again.res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(again.body).toBe(first.body);
    expect(again.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    expect(again.res.headers.get('cache-control')).toBe('public, no-cache');
    expect(again.res.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });

  it('gives fetches arriving together each the whole feed, then answers from one kept copy', async () => {
    await createProduct(app, { productId: 'KEEP-3' });
    const [one, two] = await Promise.all([google(), google()]);
    expect(one.items.has(feedItemId('KEEP-3', '12x18 in'))).toBe(true);
    expect(two.body).toBe(one.body);
    const kept = await google();
    expect(kept.res.headers.get('content-length')).not.toBeNull();
    expect(kept.body).toBe(one.body);
  });

  it('sends the kept copy unpacked to a caller that takes no gzip', async () => {
    const packed = await google();
    const plain = await google({ 'Accept-Encoding': 'identity' });
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toBe(packed.body);
  });

  it('answers 304 to a fetcher holding the feed as it is, and HEAD with headers alone', async () => {
    const { res } = await google();
    const etag = res.headers.get('etag') ?? '';
    const lastModified = res.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^W\/"google-/);
    expect(Date.parse(lastModified)).toBeGreaterThan(0);
    expect((await google({ 'If-None-Match': etag })).res.status).toBe(304);
    expect((await google({ 'If-Modified-Since': lastModified })).res.status).toBe(304);
    const head = await fetch(feedUrl('google.xml'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
  });
});

describe('the feeds refreshed when the catalogue changes', () => {
  it('shows an edited print at once, under a new ETag and a later Last-Modified', async () => {
    const before = await google();
    await clientFor(app, admin).product.update('KEEP-1', { name: 'Renamed Print' });
    const etag = before.res.headers.get('etag') ?? '';
    const after = await google({ 'If-None-Match': etag });
    expect(after.res.status).toBe(200);
    expect(after.res.headers.get('etag')).not.toBe(etag);
    expect(Date.parse(after.res.headers.get('last-modified') ?? '')).toBeGreaterThan(
      Date.parse(before.res.headers.get('last-modified') ?? ''),
    );
    expect(after.items.get(feedItemId('KEEP-1', '12x18 in'))?.title).toBe(
      'Renamed Print – 12x18 in',
    );
    // The new feed is kept in turn.
    expect(
      (await google({ 'If-None-Match': after.res.headers.get('etag') ?? '' })).res.status,
    ).toBe(304);
  });

  it('shows a size sold out as soon as an order takes its last print', async () => {
    const id = feedItemId('KEEP-1', '24x36 in');
    expect((await google()).items.get(id)?.availability).toBe('in stock');
    const shopper = await createUser(app);
    await clientFor(app, shopper).order.place({
      name: 'Ruwan',
      address: '5 Lake Drive, Colombo',
      phoneNumber: '0712345678',
      billItems: [{ productId: 'KEEP-1', size: '24x36 in', quantity: 1 }],
    });
    expect((await google()).items.get(id)?.availability).toBe('out of stock');
  });

  it('leaves out a deleted print and a print without a picture', async () => {
    await createProduct(app, { productId: 'GONE-1' });
    await createProduct(app, { productId: 'BARE-1', images: [] });
    expect((await google()).items.has(feedItemId('GONE-1', '12x18 in'))).toBe(true);
    await clientFor(app, admin).product.remove('GONE-1');
    const { items } = await google();
    expect([...items.keys()].filter((id) => /^(GONE|BARE)-1/.test(id))).toEqual([]);
  });

  it("follows the shop's name and shipping rates as staff change them", async () => {
    const before = await google();
    const shop = clientFor(app, admin);
    const settings = await shop.system.settings();
    await shop.system.updateSettings({
      ...settings,
      shop: { ...settings.shop, name: 'Lanka Canvas' },
      shipping: {
        ...settings.shipping,
        freeShippingThreshold: 1_000_000,
        standard: { ...settings.shipping.standard, fee: 600 },
      },
    });
    const after = await google({ 'If-None-Match': before.res.headers.get('etag') ?? '' });
    expect(after.res.status).toBe(200);
    const item = after.items.get(feedItemId('KEEP-1', '12x18 in'));
    expect(item?.brand).toBe('Lanka Canvas');
    expect(item?.shipping[0]).toBe('LK::Standard delivery:600.00 LKR');
    const meta = new Map<string, FeedRecord>();
    await readMetaFeed(await (await fetch(feedUrl('meta.csv'))).text(), (row) =>
      meta.set(row.id ?? '', row),
    );
    expect(meta.get(feedItemId('KEEP-1', '12x18 in'))).toMatchObject({
      brand: 'Lanka Canvas',
      shipping: ['LK::Standard delivery:600.00 LKR'],
    });
    await shop.system.updateSettings({ ...settings, shop: DEFAULT_SHOP_SETTINGS.shop });
  });
});
