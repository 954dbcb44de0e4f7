import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID, type PlacedOrder } from '@wallart/domain';
import { ORDER_ADDRESS, uniqueEmail } from '../modules/account/testing/account-setup';
import { createProduct } from '../test/factories';
import { firstPageStorefront } from '../test/first-page-storefront';
import { pagesDrawn, storefrontBuild } from '../test/storefront-build';
import { startTestApp, type TestApp } from '../test/test-app';

const html = { headers: { Accept: 'text/html' } };

function expectPrivate(res: Awaited<ReturnType<TestApp['call']>>) {
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  const page = String(res.body);
  expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(page).toContain('<meta name="referrer" content="no-referrer">');
}

async function guestOrder(app: TestApp): Promise<PlacedOrder> {
  const { productId } = await createProduct(app, { stock: 10 });
  const placed = await app.call('POST', '/api/order', {
    body: { ...ORDER_ADDRESS, email: uniqueEmail('page'), billItems: [{ productId, quantity: 1 }] },
  });
  expect(placed.status).toBe(201);
  return placed.body as PlacedOrder;
}

describe("a guest order's page (/order/{token}), drawn on the server", () => {
  let app: TestApp;
  let build: ReturnType<typeof storefrontBuild>;
  beforeAll(async () => {
    build = storefrontBuild();
    app = await startTestApp({ storefrontDir: build.dir });
  });
  afterAll(async () => {
    await app.close();
    build.remove();
  });

  it('holds its order and the shop’s bank details, and is private', async () => {
    const { order, orderToken } = await guestOrder(app);
    const res = await app.call('GET', `/order/${orderToken}`, html);
    expect(res.status).toBe(200);
    expectPrivate(res);
    const page = String(res.body);
    expect(page).toContain(`<h1>Order ${order.orderID}</h1>`);
    // The browser draws it anew over the drawing: it is not taken over (hydrated).
    expect(page).toContain('<div id="root"><main>');
    const json = new RegExp(`id="${FIRST_DATA_ELEMENT_ID}">(.*?)</script>`).exec(page)?.[1];
    const data = JSON.parse(json ?? '{}') as { guestOrder?: { order: unknown; config: unknown } };
    expect(data.guestOrder?.order).toMatchObject({ orderID: order.orderID, email: order.email });
    expect(data.guestOrder?.config).toHaveProperty('bankDetails');
    // The key is in the address alone: the data the page starts from does not repeat it.
    expect(json).not.toContain(String(orderToken));
  });

  it('is drawn anew on every visit: no cache keeps it', async () => {
    const { orderToken } = await guestOrder(app);
    const before = pagesDrawn();
    await app.call('GET', `/order/${orderToken}`, html);
    await app.call('GET', `/order/${orderToken}`, html);
    expect(pagesDrawn() - before).toBe(2);
  });

  it('answers 404 for a key that opens no order, still private', async () => {
    const res = await app.call('GET', '/order/no-such-key-0123456789abcdef', html);
    expect(res.status).toBe(404);
    expectPrivate(res);
    expect(String(res.body)).not.toContain(FIRST_DATA_ELEMENT_ID);
  });

  it('in another language too, naming no alternates that would repeat the key', async () => {
    const { orderToken } = await guestOrder(app);
    const res = await app.call('GET', `/si/order/${orderToken}`, html);
    expect(res.status).toBe(200);
    expectPrivate(res);
    expect(String(res.body)).toContain('<html lang="si"');
    expect(String(res.body)).not.toContain('hreflang');
  });
});

describe('without a server renderer', () => {
  let app: TestApp;
  let storefrontDir: string;
  beforeAll(async () => {
    storefrontDir = firstPageStorefront();
    app = await startTestApp({ storefrontDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(storefrontDir, { recursive: true, force: true });
  });

  it('sends the page for the browser to draw, as private', async () => {
    const { orderToken } = await guestOrder(app);
    const res = await app.call('GET', `/order/${orderToken}`, html);
    expect(res.status).toBe(200);
    expectPrivate(res);
  });

  it('leaves the other pages as they were', async () => {
    const res = await app.call('GET', '/orders/lookup', html);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });
});
