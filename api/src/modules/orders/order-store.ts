import type { Sequelize, Transaction } from 'sequelize';
import type { Outcome } from '../../db/group-commit';
import { announceStockMoved } from '../../db/product-writes';
import { dialectOf } from '../../db/sequelize';
import { AppError } from '../../lib/app-error';
import { claimQuotes } from '../quotes/quoted-lines';
import { createOrderDiscounts } from './order-discount';
import { createGroupStock, groupStockShort, groupStockSteps } from './order-group-stock';
import { createGroupScript } from './order-group-script';
import { createOrderInserts } from './order-inserts';
import { createOrderRows } from './order-rows-store';
import type { PendingCap } from './order-pending-cap';
import { createOrderStock } from './order-stock';
import { createStatusScript } from './order-status-script';
import type { OrderToPlace, PlacedOrderRows } from './order-store.types';

export type * from './order-store.types';

/**
 * The one owner of the SQL of orders, their lines and their status history (and of the stock
 * that orders take and give back). The services above hold the rules and the transactions.
 * Its parts live beside it:
 * - `order-rows-store.ts`: reads, lists, counts, status, payment, deletion, hiding, best sellers;
 * - `order-stock.ts`: stock taken and returned per size, and the stock an order's lines hold;
 * - `order-group-stock.ts`: a group commit's stock in one or two statements;
 * - `order-inserts.ts`: the group commit's multi-row inserts;
 * - `order-group-script.ts`: on SQLite, a group of plain orders as one script;
 * - `order-status-script.ts`: on SQLite, a change of status as one script.
 *
 * Checkout's path is plain SQL, with statements that write many rows at once, because the
 * group commit (db/group-commit.ts) writes every order arriving together in one transaction and
 * the model layer would cost more than the writes; everything else goes through the models.
 */

/**
 * An order with nothing to check one by one (no cap on its account, no discount code, no
 * quote): it takes its stock together with the others of its group.
 */
const isPlain = (request: OrderToPlace, cap?: PendingCap) =>
  !cap?.applies(request) && !request.discount && !request.quotes?.length;

export function createOrderStore(sequelize: Sequelize) {
  const stock = createOrderStock(sequelize);
  const inserts = createOrderInserts(sequelize);
  const rows = createOrderRows(sequelize, inserts.addStatusChanges);
  const group = createGroupStock(sequelize, stock.takeStock);
  const discounts = createOrderDiscounts(sequelize);
  const postgres = dialectOf(sequelize) === 'postgres';
  const script = createGroupScript(sequelize);

  /** PostgreSQL: the group's stock and rows as one statement, or null when it was undone. */
  async function inOneStatement(requests: OrderToPlace[]) {
    const taking = groupStockSteps(requests.flatMap((r) => r.stock));
    try {
      return await inserts.insertTogether(requests, null, taking);
    } catch (error) {
      if (groupStockShort(error)) return null;
      throw error;
    }
  }

  return {
    ...stock,
    ...rows,
    statusScript: createStatusScript(sequelize),

    /**
     * The whole group in one trip to the database, with no transaction of statements around it,
     * when every order in it is plain: on SQLite one script (decision 0073), on PostgreSQL one
     * statement (decision 0074). Null when an order is not plain, or when some size could not
     * cover the whole group (nothing was written): then `placeOrders` settles each order in a
     * transaction.
     */
    async placeWhole(
      requests: OrderToPlace[],
      cap?: PendingCap,
    ): Promise<Outcome<PlacedOrderRows>[] | null> {
      if (!requests.every((r) => isPlain(r, cap))) return null;
      const moved = requests.flatMap((r) => r.stock.map((need) => need.productId));
      announceStockMoved(sequelize, moved, null);
      const written = postgres ? await inOneStatement(requests) : await script.place(requests);
      if (!written) return null;
      announceStockMoved(sequelize, moved, null);
      return requests.map((request) => {
        const placed = written.get(request.order.orderID) as PlacedOrderRows;
        return { ok: true, value: placed };
      });
    },

    /** A cancelled order gives its discount code's use back; one taken out of it holds it again. */
    releaseDiscount: discounts.release,
    restoreDiscount: discounts.restore,

    /**
     * The group writer for checkout. An order the cap on unproven accounts looks at, one with a
     * discount code and one claiming a custom-art quote pass those checks and take their stock
     * one by one (the checks count the group's earlier orders); the others take theirs together
     * (order-group-stock.ts). A refusal fails that order alone; then every order that got its
     * stock is written together, with the uses of their codes.
     */
    async placeOrders(
      requests: OrderToPlace[],
      transaction: Transaction,
      cap?: PendingCap,
    ): Promise<Outcome<PlacedOrderRows>[]> {
      const refused = new Map<OrderToPlace, AppError>();
      const admission = cap?.forGroup(transaction);
      const codes = discounts.forGroup(transaction);
      const together = requests.filter((r) => isPlain(r, cap));
      const batched = new Set(together.length > 1 ? together : []);
      if (batched.size > 0) {
        const outcomes = await group.takeForGroup(
          together.map((r) => r.stock),
          transaction,
        );
        outcomes.forEach((error, index) => {
          if (error) refused.set(together[index] as OrderToPlace, error);
        });
      }
      for (const request of requests) {
        if (batched.has(request)) continue;
        try {
          await admission?.admit(request);
          await codes.admit(request);
          await stock.takeStock(request.stock, transaction);
          if (request.quotes?.length) {
            try {
              await claimQuotes(sequelize, request.quotes, request.order.orderID, transaction);
            } catch (error) {
              await stock.returnStock(request.stock, transaction);
              throw error;
            }
          }
          admission?.accepted(request);
          codes.accepted(request);
        } catch (error) {
          codes.refused(request);
          if (!(error instanceof AppError)) throw error;
          refused.set(request, error);
        }
      }
      const accepted = requests.filter((r) => !refused.has(r));
      script.forgetNextId();
      const written = await inserts.insertOrders(accepted, transaction);
      await codes.record(written);
      return requests.map((request): Outcome<PlacedOrderRows> => {
        const error = refused.get(request);
        if (error) return { ok: false, error };
        const placed = written.get(request.order.orderID);
        return placed
          ? { ok: true, value: placed }
          : { ok: false, error: new Error('Not written') };
      });
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
