import type { Sequelize, Transaction } from 'sequelize';
import { sameSizeLabel } from '@wallart/domain';
import { changeRows, selectRows } from '../../db/plain-sql';
import { announceStockMoved } from '../../db/product-writes';
import { conflict } from '../../lib/app-error';
import type { HeldLine, StockNeed } from './order-store.types';

/**
 * The stock orders take and give back, per size, by conditional UPDATEs (decision 0018). Part
 * of the order store (order-store.ts), which owns this SQL; nothing else calls it.
 */

/** The sizes of these products, to find the one an order's line names by its label. */
const SIZES_OF_SQL = `SELECT id, "productRefId", size FROM product_sizes
  WHERE "productRefId" IN (:productRefIds)`;

/** The size's own stock: changes only if enough is left, which is what stops overselling. */
const TAKE_SQL = `UPDATE product_sizes SET stock = stock - :quantity, "updatedAt" = :now
  WHERE id = :id AND stock >= :quantity`;
const RETURN_SQL = `UPDATE product_sizes SET stock = stock + :quantity, "updatedAt" = :now
  WHERE id = :id`;
/** The product's summary stock (the sum of its sizes'), moved with them. */
const SUMMARY_SQL = `UPDATE products SET stock = stock + :delta, "updatedAt" = :now
  WHERE id = :id`;

const byId = <T extends { id: number }>(needs: T[]) => [...needs].sort((a, b) => a.id - b.id);

/** How much each product's summary stock moves for these sizes' needs, by product id. */
function byProduct(needs: readonly StockNeed[]): { id: number; quantity: number }[] {
  const sums = new Map<number, number>();
  for (const need of needs)
    sums.set(need.productRefId, (sums.get(need.productRefId) ?? 0) + need.quantity);
  return byId([...sums].map(([id, quantity]) => ({ id, quantity })));
}

export function createOrderStock(sequelize: Sequelize) {
  /**
   * Takes stock with one conditional UPDATE per size, in size-id order, then moves each
   * product's summary stock, in product-id order: every order locks rows in the same global
   * order (sizes by id, then products by id), so concurrent orders never deadlock. A size's row
   * changes only if enough is left, which makes overselling impossible on SQLite and
   * PostgreSQL alike, with one server or several.
   *
   * All or nothing: when a size is short, what was already taken for this order goes back
   * before the 409 (naming the product and the size), so the transaction can go on writing
   * other orders (group commit).
   */
  async function takeStock(needs: StockNeed[], transaction: Transaction): Promise<void> {
    const now = new Date();
    const taken: StockNeed[] = [];
    for (const need of byId(needs)) {
      const values = { id: need.id, quantity: need.quantity, now };
      const changed = await changeRows(sequelize, TAKE_SQL, values, transaction);
      if (changed === 0) {
        for (const back of taken) {
          await changeRows(sequelize, RETURN_SQL, { ...back, now }, transaction);
        }
        throw conflict(`Not enough stock for ${need.name} in size ${need.size}`, 'out_of_stock');
      }
      taken.push(need);
    }
    for (const { id, quantity } of byProduct(needs)) {
      await changeRows(sequelize, SUMMARY_SQL, { id, delta: -quantity, now }, transaction);
    }
    announceStockMoved(
      sequelize,
      needs.map((n) => n.productId),
      transaction,
    );
  }

  /** Gives stock back to the sizes it was taken from, and to their products' summary. */
  async function returnStock(needs: StockNeed[], transaction: Transaction): Promise<void> {
    const now = new Date();
    for (const need of byId(needs)) {
      const values = { id: need.id, quantity: need.quantity, now };
      await changeRows(sequelize, RETURN_SQL, values, transaction);
    }
    for (const { id, quantity } of byProduct(needs)) {
      await changeRows(sequelize, SUMMARY_SQL, { id, delta: quantity, now }, transaction);
    }
    announceStockMoved(
      sequelize,
      needs.map((n) => n.productId),
      transaction,
    );
  }

  /**
   * The sizes an order's lines hold, found by product and label (ignoring case). A line whose
   * product was deleted holds nothing; one whose size was removed since is listed as `gone`.
   */
  async function sizesHeld(
    lines: readonly HeldLine[],
    transaction: Transaction,
  ): Promise<{ needs: StockNeed[]; gone: HeldLine[] }> {
    const held = lines.filter(
      (l): l is HeldLine & { productRefId: number } => l.productRefId !== null,
    );
    if (held.length === 0) return { needs: [], gone: [] };
    const sizes = await selectRows<{ id: number; productRefId: number; size: string }>(
      sequelize,
      SIZES_OF_SQL,
      { productRefIds: [...new Set(held.map((l) => l.productRefId))] },
      transaction,
    );
    const needs: StockNeed[] = [];
    const gone: HeldLine[] = [];
    for (const line of held) {
      const size = sizes.find(
        (s) => Number(s.productRefId) === line.productRefId && sameSizeLabel(s.size, line.size),
      );
      if (!size) {
        gone.push(line);
        continue;
      }
      needs.push({
        id: Number(size.id),
        productRefId: line.productRefId,
        productId: line.productId,
        name: line.productName,
        size: size.size,
        quantity: line.quantity,
      });
    }
    return { needs, gone };
  }

  return {
    takeStock,
    returnStock,

    /**
     * Gives back the stock an order's lines hold, each to the size it was taken from. A size
     * removed since takes nothing back (decision 0018): its prints are no longer sold.
     */
    async returnHeld(lines: readonly HeldLine[], transaction: Transaction): Promise<void> {
      const { needs } = await sizesHeld(lines, transaction);
      if (needs.length > 0) await returnStock(needs, transaction);
    },

    /** Takes again the stock an order's lines name (409 if a size is short or no longer sold). */
    async takeHeld(lines: readonly HeldLine[], transaction: Transaction): Promise<void> {
      const { needs, gone } = await sizesHeld(lines, transaction);
      const [first] = gone;
      if (first) {
        throw conflict(
          `${first.productName} is no longer sold in size ${first.size}`,
          'out_of_stock',
        );
      }
      if (needs.length > 0) await takeStock(needs, transaction);
    },
  };
}
