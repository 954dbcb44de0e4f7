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

const pragma = async (name: string, transaction?: Transaction) => {
  const [row] = await app.sequelize.query<Record<string, number>>(`PRAGMA ${name}`, {
    type: QueryTypes.SELECT,
    transaction,
  });
  return row ? Object.values(row)[0] : undefined;
};

describe('the SQLite writer connection', () => {
  it('is the same connection for one transaction after another', async () => {
    // A temporary table lives on the connection that made it, and on no other.
    await app.sequelize.transaction((transaction) =>
      app.sequelize.query('CREATE TEMP TABLE writer_probe (n INTEGER)', { transaction }),
    );
    const [row] = await app.sequelize.transaction((transaction) =>
      app.sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM temp.writer_probe', {
        type: QueryTypes.SELECT,
        transaction,
      }),
    );
    expect(row).toEqual({ n: 0 });
    await expect(
      app.sequelize.query('SELECT COUNT(*) AS n FROM temp.writer_probe', {
        type: QueryTypes.SELECT,
      }),
    ).rejects.toThrow(/no such table/);
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

  it('gives the writer back when a COMMIT fails, and the next transaction runs', async () => {
    const product = await createProduct(app, { stock: 2 });
    const where = { productId: product.productId };
    // A foreign key checked at COMMIT: the commit itself fails.
    await expect(
      app.sequelize.transaction(async (transaction) => {
        await app.sequelize.query('PRAGMA defer_foreign_keys = ON', { transaction });
        await ProductModel.update({ stock: 0 }, { where, transaction });
        await app.sequelize.query(
          `INSERT INTO order_items ("orderId", "productId", "productName", image, size, quantity, "priceCents", "labeledPriceCents")
            VALUES (999999, 'gone', 'Gone', '', 'A4', 1, 100, 100)`,
          { transaction },
        );
      }),
    ).rejects.toThrow(/FOREIGN KEY/);
    await app.sequelize.transaction((transaction) =>
      ProductModel.increment('stock', { by: 3, where, transaction }),
    );
    expect(Number((await ProductModel.findOne({ where, raw: true }))?.stock)).toBe(5);
  });
});
