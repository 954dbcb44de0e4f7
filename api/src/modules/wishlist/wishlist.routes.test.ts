import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@wallart/domain';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let amaya: SignedIn;
let nuwan: SignedIn;
let first: Product;
let second: Product;

beforeAll(async () => {
  app = await startTestApp();
  amaya = await createUser(app);
  nuwan = await createUser(app);
  first = await createProduct(app, { name: 'Misty Ella Ridge' });
  second = await createProduct(app, { name: 'Temple at Dusk' });
});
afterAll(async () => app?.close());

describe('the wishlist', () => {
  it('is for a signed-in shopper only', async () => {
    const anyone = clientFor(app);
    expect((await apiError(anyone.wishlist.list())).status).toBe(401);
    expect((await apiError(anyone.wishlist.save(first.productId))).status).toBe(401);
  });

  it('saves prints idempotently and lists them as products, the latest saved first', async () => {
    const api = clientFor(app, amaya);
    expect(await api.wishlist.get(first.productId)).toEqual({
      productId: first.productId,
      saved: false,
    });
    expect(await api.wishlist.save(first.productId)).toEqual({
      productId: first.productId,
      saved: true,
    });
    await api.wishlist.save(first.productId);
    await api.wishlist.save(second.productId);
    const page = await api.wishlist.list();
    expect(page.total).toBe(2);
    expect(page.items.map((p) => p.productId)).toEqual([second.productId, first.productId]);
    // Each entry is the product as the catalogue answers it.
    expect(page.items[1]).toEqual(await clientFor(app).product.get(first.productId));
    expect((await api.wishlist.get(first.productId)).saved).toBe(true);
  });

  it('removes idempotently', async () => {
    const api = clientFor(app, amaya);
    expect(await api.wishlist.remove(second.productId)).toEqual({
      productId: second.productId,
      saved: false,
    });
    expect((await api.wishlist.remove(second.productId)).saved).toBe(false);
    const page = await api.wishlist.list();
    expect(page.items.map((p) => p.productId)).toEqual([first.productId]);
  });

  it("shows nobody another shopper's list, and their changes leave it as it is", async () => {
    const other = clientFor(app, nuwan);
    expect(await other.wishlist.list()).toMatchObject({ items: [], total: 0 });
    expect((await other.wishlist.get(first.productId)).saved).toBe(false);
    await other.wishlist.remove(first.productId);
    const mine = await clientFor(app, amaya).wishlist.list();
    expect(mine.items.map((p) => p.productId)).toEqual([first.productId]);
  });

  it('answers 404 for an unknown product, and saves nothing', async () => {
    const api = clientFor(app, amaya);
    // One call at a time: a call already sent would fail unheard while the one before is awaited.
    for (const call of [
      () => api.wishlist.get('NO-SUCH-PRINT'),
      () => api.wishlist.save('NO-SUCH-PRINT'),
      () => api.wishlist.remove('NO-SUCH-PRINT'),
    ]) {
      const error = await apiError(call());
      expect([error.status, error.code]).toEqual([404, 'not_found']);
    }
    expect((await api.wishlist.list()).total).toBe(1);
  });

  it('drops a print from every list when staff delete it', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const gone = await createProduct(app);
    const api = clientFor(app, nuwan);
    await api.wishlist.save(gone.productId);
    await clientFor(app, admin).product.remove(gone.productId);
    expect((await api.wishlist.list()).items).toEqual([]);
  });
});
