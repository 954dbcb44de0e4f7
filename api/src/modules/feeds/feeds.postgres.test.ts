import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { feedItemId } from './feed-items';
import { readMetaFeed, type FeedRecord } from './testing/feed-readers';

// PostgreSQL without Redis: another server's writes go unheard here (decision 0053).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await createProduct(app, { productId: 'PG-1', name: 'Temple Steps' });
});
afterAll(async () => app.close());

async function meta() {
  const res = await fetch(`${app.baseUrl}/feeds/meta.csv`);
  const items = new Map<string, FeedRecord>();
  await readMetaFeed(await res.text(), (item) => items.set(item.id ?? '', item));
  return { res, items };
}

describe('the feeds on PostgreSQL without Redis', () => {
  it('never claim to be unchanged, and show another server’s write at the next fetch', async () => {
    const first = await meta();
    expect(first.res.headers.get('etag')).toBeNull();
    expect(first.res.headers.get('last-modified')).toBeNull();
    // Another server's edit: nothing on this one hears of it.
    await app.sequelize.query(
      `UPDATE products SET name = 'Temple Steps at Noon' WHERE "productId" = 'PG-1'`,
    );
    const { items } = await meta();
    expect(items.get(feedItemId('PG-1', '12x18 in'))?.title).toBe(
      'Temple Steps at Noon – 12x18 in',
    );
  });
});
