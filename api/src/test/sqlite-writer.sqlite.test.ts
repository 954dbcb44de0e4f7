import { QueryTypes, type Transaction } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductModel } from '../db/models';
import { selectRows } from '../db/plain-sql';
import { createProduct } from './factories';
import { startTestApp, type TestApp } from './test-app';

// On SQLite every transaction runs on one long-lived writer connection; plain reads use
// another, so they never see a write before its transaction commits.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

/** What Sequelize keeps on a transaction but leaves out of its types. */
type Internals = { connection: object; forceCleanup(): Promise<void> };
const connectionOf = (t: Transaction) => (t as unknown as Internals).connection;

const pragma = async (name: string, transaction?: Transaction) => {
  const [row] = await app.sequelize.query<Record<string, number>>(`PRAGMA ${name}`, {
    type: QueryTypes.SELECT,
    transaction,
  });
  return row ? Object.values(row)[0] : undefined;
};

describe('the SQLite writer connection', () => {
  it('is the same connection for one transaction after another', async () => {
    const first = await app.sequelize.transaction(async (t) => connectionOf(t));
    const second = await app.sequelize.transaction(async (t) => connectionOf(t));
    expect(second).toBe(first);
  });

  it('syncs every commit to disk (synchronous FULL), like plain reads and writes', async () => {
    const FULL = 2;
    expect(await app.sequelize.transaction((t) => pragma('synchronous', t))).toBe(FULL);
    expect(await pragma('synchronous')).toBe(FULL);
  });

  it('gives every connection a 32 MiB page cache, so the search index’s long word lists stay in memory', async () => {
    const KIB = -32 * 1024;
    expect(await app.sequelize.transaction((t) => pragma('cache_size', t))).toBe(KIB);
    expect(await pragma('cache_size')).toBe(KIB);
    const [fromReader] = await selectRows<{ cache_size: number }>(
      app.sequelize,
      'PRAGMA cache_size',
      {},
    );
    expect(fromReader?.cache_size).toBe(KIB);
  });

  it('keeps a transaction’s writes from plain reads until it commits', async () => {
    const product = await createProduct(app, { stock: 5 });
    const where = { productId: product.productId };
    const stockOutside = async () =>
      Number((await ProductModel.findOne({ where, raw: true }))?.stock);
    const t = await app.sequelize.transaction();
    await ProductModel.update({ stock: 1 }, { where, transaction: t });
    expect(await stockOutside()).toBe(5);
    await t.commit();
    expect(await stockOutside()).toBe(1);
  });

  it('starts the next transaction on a fresh connection after one had to be thrown away', async () => {
    const product = await createProduct(app, { stock: 2 });
    const where = { productId: product.productId };
    const broken = await app.sequelize.transaction();
    await ProductModel.update({ stock: 0 }, { where, transaction: broken });
    await (broken as unknown as Internals).forceCleanup();
    const after = await app.sequelize.transaction(async (t) => {
      await ProductModel.increment('stock', { by: 3, where, transaction: t });
      return connectionOf(t);
    });
    expect(after).not.toBe(connectionOf(broken));
    expect(Number((await ProductModel.findOne({ where, raw: true }))?.stock)).toBe(5);
  });
});
