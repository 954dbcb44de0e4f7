import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCT_CSV_COLUMNS, type Product } from '@wallart/domain';
import { AuditEntryModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
import { entriesAddedBy, onlyEntryOf } from './testing/read-audit';

let app: TestApp;
let admin: SignedIn;
let asAdmin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  asAdmin = clientFor(app, admin);
});
afterAll(async () => app.close());

const by = () => ({ actorId: admin.user._id, actorEmail: admin.user.email });
const entryOf = (step: () => Promise<unknown>) => onlyEntryOf(app, admin, step);
const noEntryFrom = async (step: () => Promise<unknown>) =>
  expect(await entriesAddedBy(app, admin, step)).toEqual([]);

describe('products', () => {
  it('records a creation with the product as created, by the admin', async () => {
    let created: Product | undefined;
    const entry = await entryOf(async () => {
      created = (
        await asAdmin.product.create({
          productId: 'AUD-1',
          name: 'Audit Print',
          price: 1000,
          labeledPrice: 1200,
          category: 'Kitchen',
          stock: 3,
        })
      ).product;
      expect(asAdmin.lastAnswer().status).toBe(201);
    });
    expect(entry).toMatchObject({
      ...by(),
      action: 'product.create',
      entityType: 'product',
      entityId: 'AUD-1',
      before: null,
      after: created,
    });
    expect(Date.parse(entry.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records an edit with the product before and after', async () => {
    const product = await createProduct(app, { price: 1000, stock: 4 });
    let after: Product | undefined;
    const entry = await entryOf(async () => {
      after = (await asAdmin.product.update(product.productId, { price: 1500, stock: 2 })).product;
    });
    expect(entry).toMatchObject({ ...by(), action: 'product.update', entityId: product.productId });
    expect(entry.before).toEqual(product);
    expect(entry.after).toEqual(after);
    expect(entry.after).toMatchObject({ price: 1500, stock: 2, name: product.name });
  });

  it('leaves no entry for an edit that changes nothing, or one that is refused', async () => {
    const product = await createProduct(app, { price: 1000 });
    await noEntryFrom(async () => {
      const same = await asAdmin.product.update(product.productId, {
        price: 1000,
        name: product.name,
      });
      expect(same.product).toEqual(product);
      const bad = await apiError(asAdmin.product.update(product.productId, { price: -5 }));
      expect(bad.status).toBe(400);
      const { _id, createdAt: _created, updatedAt: _updated, ...again } = product;
      const duplicate = await apiError(
        asAdmin.product.create({ ...again, stock: again.stock ?? 0, sizes: undefined }),
      );
      expect(duplicate.status).toBe(409);
    });
  });

  it('records a deletion with the product as it was', async () => {
    const product = await createProduct(app);
    const entry = await entryOf(async () => {
      await asAdmin.product.remove(product.productId);
      expect(asAdmin.lastAnswer().status).toBe(200);
    });
    expect(entry).toMatchObject({
      ...by(),
      action: 'product.delete',
      before: product,
      after: null,
    });
  });

  it('undoes the write when its entry cannot be kept, so nothing changes unrecorded', async () => {
    const product = await createProduct(app, { stock: 7 });
    const failing = vi
      .spyOn(AuditEntryModel, 'create')
      .mockRejectedValueOnce(new Error('disk full'));
    const refused = await apiError(asAdmin.product.update(product.productId, { stock: 1 }));
    failing.mockRestore();
    expect(refused.status).toBe(500);
    expect((await asAdmin.product.get(product.productId)).stock).toBe(7);
  });
});

describe('catalogue import', () => {
  // A file without the sizes column: each product keeps or gets one size from price and stock.
  // Nor the translation columns, which a file may leave out too.
  const header = PRODUCT_CSV_COLUMNS.filter(
    (c) => c !== 'sizes' && c !== 'kind' && !/_(si|ta)$/.test(c),
  ).join(',');
  const csv = (...rows: string[]) => [header, ...rows].join('\n');
  const importCsv = (body: string, dryRun: boolean) => asAdmin.product.importCsv(body, { dryRun });

  it('records one entry per import: new products whole, existing ones by changed field', async () => {
    const kept = await createProduct(app, { name: 'Kept', price: 1000, stock: 5 });
    const changed = await createProduct(app, { name: 'Changed', price: 1000, stock: 5 });
    const rowOf = (p: Product, price: number) =>
      `${p.productId},${p.name},${p.altNames.join('|')},${price},${p.labeledPrice},${p.category},${p.description},${p.stock},${p.images.join('|')}`;
    const file = csv(
      rowOf(kept, 1000),
      rowOf(changed, 2500),
      'AUD-NEW,Fresh Print,,900,1000,Kitchen,,2,',
    );

    await noEntryFrom(async () => {
      expect(await importCsv(file, true)).toMatchObject({ created: 1, updated: 2 });
      expect((await apiError(importCsv(csv('BAD,,,x,1,Kitchen,,1,'), false))).status).toBe(400);
    });
    const entry = await entryOf(async () => {
      expect(await importCsv(file, false)).toMatchObject({ created: 1, updated: 2 });
    });
    expect(entry).toMatchObject({ ...by(), action: 'catalogue.import', entityType: 'catalogue' });
    // The price lives in the product's one size too, so the entry shows that size change.
    const oneSize = (price: number) => [
      { size: '12x18 in', price, labeledPrice: 1200, stock: 5, width: 12, height: 18, unit: 'in' },
    ];
    expect(entry.before).toEqual({
      [changed.productId]: { price: 1000, sizes: oneSize(1000) },
    });
    expect(Object.keys(entry.after ?? {}).sort()).toEqual(['AUD-NEW', changed.productId].sort());
    expect(entry.after?.[changed.productId]).toEqual({ price: 2500, sizes: oneSize(2500) });
    expect(entry.after?.['AUD-NEW']).toMatchObject({ name: 'Fresh Print', price: 900, stock: 2 });
  });
});
