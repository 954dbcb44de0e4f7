import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductModel } from '../db/models';
import { createProduct } from './factories';
import { startTestApp, type TestApp } from './test-app';

// SQLite transactions run one after another in this process; these are the ways code may
// open one, and none of them may leave the next transaction waiting forever.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const stockOf = async (productId: string) =>
  Number((await ProductModel.findOne({ where: { productId }, raw: true }))?.stock);

describe('database transactions', () => {
  it('run many managed transactions at once without losing a single change', async () => {
    const product = await createProduct(app, { stock: 0 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        app.sequelize.transaction(async (transaction) => {
          await ProductModel.increment('stock', {
            by: 1,
            where: { productId: product.productId },
            transaction,
          });
        }),
      ),
    );
    expect(await stockOf(product.productId)).toBe(20);
  });

  it('let the next transaction start after an unmanaged one commits or rolls back', async () => {
    const product = await createProduct(app, { stock: 1 });
    const where = { productId: product.productId };
    const committed = await app.sequelize.transaction();
    await ProductModel.update({ stock: 5 }, { where, transaction: committed });
    await committed.commit();
    const rolledBack = await app.sequelize.transaction();
    await ProductModel.update({ stock: 9 }, { where, transaction: rolledBack });
    await rolledBack.rollback();
    await app.sequelize.transaction(async (transaction) => {
      await ProductModel.update({ stock: 6 }, { where, transaction });
    });
    expect(await stockOf(product.productId)).toBe(6);
  });

  it('release the turn when a managed transaction fails, and undo its writes', async () => {
    const product = await createProduct(app, { stock: 3 });
    const where = { productId: product.productId };
    await expect(
      app.sequelize.transaction(async (transaction) => {
        await ProductModel.update({ stock: 0 }, { where, transaction });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await app.sequelize.transaction(async (transaction) => {
      await ProductModel.increment('stock', { by: 1, where, transaction });
    });
    expect(await stockOf(product.productId)).toBe(4);
  });

  it('pass a savepoint inside a running transaction straight through', async () => {
    const product = await createProduct(app, { stock: 2 });
    const where = { productId: product.productId };
    await app.sequelize.transaction(async (outer) => {
      await ProductModel.update({ stock: 7 }, { where, transaction: outer });
      await app.sequelize.transaction({ transaction: outer }, async (inner) => {
        await ProductModel.increment('stock', { by: 1, where, transaction: inner });
      });
    });
    expect(await stockOf(product.productId)).toBe(8);
  });
});
