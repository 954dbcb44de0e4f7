import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@wallart/domain';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';

/** PRODUCT §13: up to 5 photos to a return, images by content, private to shopper and staff. */
let app: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => app.close());

async function requested() {
  const shopper = await createUser(app);
  const product = await createProduct(app, { stock: 5 });
  const asShopper = clientFor(app, shopper);
  const { order } = await asShopper.order.place({
    name: 'Ruwan',
    address: '5 Lake Drive, Colombo',
    phoneNumber: '0712345678',
    billItems: [{ productId: product.productId, quantity: 1 }],
  });
  for (const status of ['Processing', 'Shipped', 'Delivered'] as OrderStatus[]) {
    await clientFor(app, admin).order.setStatus(order.orderID, status);
  }
  const ret = await asShopper.returns.request(order.orderID, {
    lines: [{ productId: product.productId, size: product.sizes[0]?.size ?? '', quantity: 1 }],
    reason: 'damaged',
  });
  return { asShopper, id: Number(ret._id) };
}

const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#804020' } })
    .jpeg()
    .toBuffer();
const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);

describe('return photos', () => {
  it('takes up to 5 photos; the 6th is a 409; staff read the same bytes', async () => {
    const { asShopper, id } = await requested();
    const bytes = await photo();
    for (let n = 1; n <= 5; n += 1) {
      expect((await asShopper.returns.addPhoto(id, blob(bytes), `bent-${n}.jpg`)).photos).toBe(n);
    }
    const sixth = await apiError(asShopper.returns.addPhoto(id, blob(bytes), 'bent-6.jpg'));
    expect(sixth.status).toBe(409);
    const read = await clientFor(app, admin).returns.photo(id, 4);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a file that is not an image by its content, and a stranger gets a 404', async () => {
    const { asShopper, id } = await requested();
    const text = await apiError(
      asShopper.returns.addPhoto(id, blob(Buffer.from('hello')), 'a.jpg'),
    );
    expect(text.status).toBe(415);
    await asShopper.returns.addPhoto(id, blob(await photo()), 'ok.jpg');
    const stranger = clientFor(app, await createUser(app));
    expect((await apiError(stranger.returns.photo(id, 0))).status).toBe(404);
    const added = stranger.returns.addPhoto(id, blob(await photo()), 'x.jpg');
    expect((await apiError(added)).status).toBe(404);
    expect((await apiError(asShopper.returns.photo(id, 3))).status).toBe(404);
  });
});
