import type { Sequelize, Transaction } from 'sequelize';
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
 * What a write changed: only the stock of these products (by productId), as orders move it,
 * or, when left out, anything about any product.
 */
export interface StockMoved {
  stockOf: readonly string[];
}
export type ProductWriteListener = (change?: StockMoved) => void;

const listenersOf = new WeakMap<Sequelize, Set<ProductWriteListener>>();

function callAt(
  listener: ProductWriteListener,
  transaction: Transaction | null | undefined,
  change?: StockMoved,
) {
  listener(change);
  transaction?.afterCommit(() => listener(change));
}

/**
 * Calls `listener` on every write to products — creates, edits, deletes, stock moved by
 * orders, CSV imports — at once, and again when the write's transaction commits, so nothing
 * read in between outlives it.
 */
export function onProductWrites(sequelize: Sequelize, listener: ProductWriteListener): void {
  const listeners = listenersOf.get(sequelize) ?? new Set();
  listenersOf.set(sequelize, listeners.add(listener));
  const fire = (...args: unknown[]) => {
    const withTransaction = args.find(
      (arg) => (arg as { transaction?: Transaction | null } | null)?.transaction,
    ) as { transaction: Transaction } | undefined;
    callAt(listener, withTransaction?.transaction);
  };
  for (const hook of HOOKS) ProductModel.addHook(hook, fire);
}

/** Writes through the models announce themselves; plain-SQL writes to products call this. */
export function announceProductWrite(sequelize: Sequelize, transaction: Transaction): void {
  for (const listener of listenersOf.get(sequelize) ?? []) callAt(listener, transaction);
}

/**
 * Orders taking or giving back stock: only these products' stock changed. Without a
 * transaction (a script commits its own, sqlite-writer-script.ts) the caller announces it as
 * the write starts and again once it is committed.
 */
export function announceStockMoved(
  sequelize: Sequelize,
  productIds: readonly string[],
  transaction: Transaction | null,
): void {
  const change = { stockOf: [...new Set(productIds)] };
  for (const listener of listenersOf.get(sequelize) ?? []) callAt(listener, transaction, change);
}

/**
 * A write another server made, notified through Redis (ops/product-writes-relay.ts): every listener
 * here but `except` (the relay itself) hears it as if made here, after its commit.
 */
export function announceOtherServersWrite(
  sequelize: Sequelize,
  change: StockMoved | undefined,
  except: ProductWriteListener,
): void {
  for (const listener of listenersOf.get(sequelize) ?? []) {
    if (listener !== except) listener(change);
  }
}
