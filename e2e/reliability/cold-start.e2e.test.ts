import { afterAll, describe, expect, it } from 'vitest';
import { startShop, type ShopServer } from '../support/shop-server';
import { call } from './http';
import { removeDir } from './shop-load';

let shop: ShopServer | undefined;
afterAll(async () => {
  await shop?.stop('SIGKILL');
  if (shop) await removeDir(shop.dataDir);
});

const drawn = (html: unknown) => /<div id="root" data-server-rendered>/.test(String(html));

describe('a shop just started', () => {
  it('answers health only once its renderer is warm, and draws the first page asked for', async () => {
    shop = await startShop({ env: { LOG_LEVEL: 'info' } });
    const health = await call(shop.url, 'GET', '/api/health');
    expect(health).toEqual({
      status: 200,
      body: { status: 'ok', database: 'ok', pages: 'drawn' },
    });
    // The warm-up ran before the port opened.
    const log = shop.output();
    expect(log.indexOf('"msg":"page renderer warm"')).toBeGreaterThan(-1);
    expect(log.indexOf('"msg":"page renderer warm"')).toBeLessThan(
      log.indexOf('"msg":"shop is open"'),
    );

    const [home, trending] = await Promise.all([
      call(shop.url, 'GET', '/'),
      call<{ productId: string; name: string }[]>(
        shop.url,
        'GET',
        '/api/product/trending-products',
      ),
    ]);
    expect(home.status).toBe(200);
    expect(drawn(home.body)).toBe(true);
    const [print] = trending.body;
    if (!print) throw new Error('the demo shop has no trending prints');
    const page = await call(shop.url, 'GET', `/overview/${print.productId}`);
    expect(drawn(page.body)).toBe(true);
    expect(String(page.body)).toContain(print.name);
  });
});
