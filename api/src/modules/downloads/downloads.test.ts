import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TOKEN_HEADER } from '@wallart/domain';
import { createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import {
  deliver,
  digitalPrint,
  follow,
  orderDetails,
  paidOrder,
  TIER,
} from './testing/digital-shop';

/** PRODUCT §13's downloads: a paid order's files, their signed links and their limit. */
let app: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await app.close();
});

/** A shopper's paid order of one digital tier, and its one download. */
async function boughtDownload() {
  const { product, bytes } = await digitalPrint(app, admin);
  const line = { productId: product.productId, size: TIER, quantity: 1 };
  const paid = await paidOrder(app, admin, [line]);
  const [download] = await paid.asShopper.downloads.forOrder(paid.order.orderID);
  if (!download) throw new Error('The paid order has no download');
  return { ...paid, product, bytes, download };
}

describe('downloads', () => {
  it('waits for payment, then streams the file staff uploaded, with its name', async () => {
    const { product, bytes } = await digitalPrint(app, admin);
    const shopper = clientFor(app, await createUser(app));
    const { order } = await shopper.order.place({
      ...orderDetails,
      billItems: [{ productId: product.productId, size: TIER, quantity: 1 }],
    });
    expect(await shopper.downloads.forOrder(order.orderID)).toEqual([]);
    await clientFor(app, admin).payment.review(order.orderID, { action: 'verify' });
    const [download] = await shopper.downloads.forOrder(order.orderID);
    expect(download).toMatchObject({ productId: product.productId, size: TIER, remaining: 5 });
    const days = (Date.parse(download?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    const { url } = await shopper.downloads.link(download?.id ?? 0);
    const res = await follow(app, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`${product.name} ${TIER}.png`);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    const [after] = await shopper.downloads.forOrder(order.orderID);
    expect(after?.remaining).toBe(4);
  });

  it('refuses the sixth download, and a range that stops short does not count', async () => {
    const { asShopper, order, download } = await boughtDownload();
    const { url } = await asShopper.downloads.link(download.id);
    const part = await follow(app, url, { Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    await part.arrayBuffer();
    for (let i = 0; i < 5; i += 1) {
      const res = await follow(app, url);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const [used] = await asShopper.downloads.forOrder(order.orderID);
    expect(used?.remaining).toBe(0);
    expect((await follow(app, url)).status).toBe(409);
    expect((await apiError(asShopper.downloads.link(download.id))).status).toBe(409);
  });

  it('answers a tampered or malformed link 404', async () => {
    const { asShopper, download } = await boughtDownload();
    const { url } = await asShopper.downloads.link(download.id);
    const [id, expiry, signature] = (url.split('/').pop() ?? '').split('.');
    const later = `${url.slice(0, url.lastIndexOf('/'))}/${id}.${Number(expiry) + 60_000}.${signature}`;
    expect((await follow(app, later)).status).toBe(404);
    const other = `${url.slice(0, url.lastIndexOf('/'))}/${Number(id) + 1}.${expiry}.${signature}`;
    expect((await follow(app, other)).status).toBe(404);
    expect((await follow(app, `${url}x`)).status).toBe(404);
  });

  it("answers another shopper's order and download 404", async () => {
    const { order, download } = await boughtDownload();
    const stranger = clientFor(app, await createUser(app));
    expect((await apiError(stranger.downloads.forOrder(order.orderID))).status).toBe(404);
    expect((await apiError(stranger.downloads.link(download.id))).status).toBe(404);
    expect((await apiError(clientFor(app).downloads.link(download.id))).status).toBe(401);
  });

  it("lets a guest download with the order's key, and no other order's", async () => {
    const { product, bytes } = await digitalPrint(app, admin);
    const guest = clientFor(app);
    const placed = await guest.order.place({
      ...orderDetails,
      email: 'guest-download@example.com',
      billItems: [{ productId: product.productId, size: TIER, quantity: 1 }],
    });
    const key = placed.orderToken ?? '';
    await clientFor(app, admin).payment.review(placed.order.orderID, { action: 'verify' });
    const [download] = await guest.downloads.forOrder(placed.order.orderID, key);
    const { url } = await guest.downloads.link(download?.id ?? 0, key);
    expect(Buffer.from(await (await follow(app, url)).arrayBuffer()).equals(bytes)).toBe(true);
    const other = await boughtDownload();
    const res = await app.call('POST', `/api/downloads/${other.download.id}/link`, {
      headers: { [ORDER_TOKEN_HEADER]: key },
    });
    expect(res.status).toBe(404);
  });

  it('a refund ends the downloads, and a link taken before it', async () => {
    const { asShopper, order, download } = await boughtDownload();
    const { url } = await asShopper.downloads.link(download.id);
    await deliver(app, admin, order.orderID);
    const ret = await asShopper.returns.request(order.orderID, {
      lines: [{ productId: download.productId, size: download.size, quantity: 1 }],
      reason: 'not-as-described',
    });
    const staff = clientFor(app, admin);
    await staff.returns.act(Number(ret._id), { action: 'approve', note: 'Refunding' });
    await staff.returns.act(Number(ret._id), { action: 'receive' });
    await staff.returns.act(Number(ret._id), { action: 'refund', amount: 4500, reference: 'R-1' });
    expect(await asShopper.downloads.forOrder(order.orderID)).toEqual([
      expect.objectContaining({ id: download.id, remaining: 0, expiresAt: null }),
    ]);
    expect((await follow(app, url)).status).toBe(409);
    expect((await apiError(asShopper.downloads.link(download.id))).status).toBe(409);
  });
});
