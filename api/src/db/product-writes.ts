import type { Transaction } from 'sequelize';
import { ProductModel } from './models';

const HOOKS = [
  'afterCreate',
  'afterUpdate',
  'afterDestroy',
  'afterUpsert',
  'afterBulkCreate',
  'afterBulkUpdate',
  'afterBulkDestroy',
] as const;

/**
 * Calls `listener` on every write to products through the models — creates, edits, deletes,
 * stock moved by orders, CSV imports — at once, and again when the write's transaction
 * commits, so nothing read in between outlives it.
 */
export function onProductWrites(listener: () => void): void {
  const fire = (...args: unknown[]) => {
    listener();
    for (const arg of args) {
      const transaction = (arg as { transaction?: Transaction | null } | null)?.transaction;
      if (transaction) transaction.afterCommit(() => listener());
    }
  };
  for (const hook of HOOKS) ProductModel.addHook(hook, fire);
}
