import { sameSizeLabel } from '@wallart/domain';
import { conflict } from '../../lib/app-error';
import type { OrderSql } from './order-sql';
import type { HeldLine, StockNeed } from './order-store.types';

/**
 * The stock orders take and give back, per size, by conditional UPDATEs (decision 0018), inside
 * an order writer's write (order-writer.ts).
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

/** A group's stock, read once and moved once (order-claims.ts). */
export const TAKE_STOCK = {
  read: 'SELECT id, stock FROM product_sizes WHERE id IN (:ids) ORDER BY id',
};

/** `CASE id WHEN :prefix_id0 THEN :prefix_q0 … END` with its values: a per-row amount. */
function amountById(rows: readonly { id: number; quantity: number }[], prefix: string) {
  const values: Record<string, number> = {};
  const arms = rows.map((row, index) => {
    values[`${prefix}id${index}`] = row.id;
    values[`${prefix}q${index}`] = row.quantity;
    return `WHEN :${prefix}id${index} THEN :${prefix}q${index}`;
  });
  return { sql: `CASE id ${arms.join(' ')} END`, values, ids: rows.map((r) => r.id) };
}

const byId = <T extends { id: number }>(needs: T[]) => [...needs].sort((a, b) => a.id - b.id);

/** How much each product's summary stock moves for these sizes' needs, by product id. */
function byProduct(needs: readonly StockNeed[]): { id: number; quantity: number }[] {
  const sums = new Map<number, number>();
  for (const need of needs)
    sums.set(need.productRefId, (sums.get(need.productRefId) ?? 0) + need.quantity);
  return byId([...sums].map(([id, quantity]) => ({ id, quantity })));
}

/**
 * Takes stock with one conditional UPDATE per size, in size-id order, then moves each product's
 * summary stock, in product-id order: every write locks rows in the same global order, so
 * concurrent writes never deadlock on them. A size's row changes only if enough is left, which
 * makes overselling impossible with one server or several. A short size is a 409 naming the
 * product and the size; the caller's savepoint undoes what was taken before it.
 */
export async function takeStock(sql: OrderSql, needs: readonly StockNeed[]): Promise<void> {
  const now = new Date();
  for (const need of byId([...needs])) {
    const values = { id: need.id, quantity: need.quantity, now };
    if ((await sql.run(TAKE_SQL, values)) === 0) {
      throw conflict(`Not enough stock for ${need.name} in size ${need.size}`, 'out_of_stock');
    }
  }
  for (const { id, quantity } of byProduct(needs)) {
    await sql.run(SUMMARY_SQL, { id, delta: -quantity, now });
  }
}

/**
 * Takes what a group's accepted orders need, checked already against the stock as read inside
 * the same write (order-claims.ts): one UPDATE of the sizes and one of the products' summary.
 */
export async function takeStockOf(sql: OrderSql, needs: readonly StockNeed[]): Promise<void> {
  if (needs.length === 0) return;
  const now = new Date();
  const sizes = new Map<number, number>();
  for (const need of needs) sizes.set(need.id, (sizes.get(need.id) ?? 0) + need.quantity);
  const bySize = amountById(byId([...sizes].map(([id, quantity]) => ({ id, quantity }))), 's');
  await sql.later(
    `UPDATE product_sizes SET stock = stock - ${bySize.sql}, "updatedAt" = :now
      WHERE id IN (:ids)`,
    { ...bySize.values, ids: bySize.ids, now },
  );
  const byProducts = amountById(byProduct(needs), 'p');
  await sql.later(
    `UPDATE products SET stock = stock - ${byProducts.sql}, "updatedAt" = :now
      WHERE id IN (:ids)`,
    { ...byProducts.values, ids: byProducts.ids, now },
  );
}

/** Gives stock back to the sizes it was taken from, and to their products' summary. */
async function returnStock(sql: OrderSql, needs: readonly StockNeed[]): Promise<void> {
  const now = new Date();
  for (const need of byId([...needs])) {
    await sql.run(RETURN_SQL, { id: need.id, quantity: need.quantity, now });
  }
  for (const { id, quantity } of byProduct(needs)) {
    await sql.run(SUMMARY_SQL, { id, delta: quantity, now });
  }
}

/**
 * The sizes an order's lines hold, found by product and label (ignoring case). A line whose
 * product was deleted holds nothing; one whose size was removed since is listed as `gone`.
 */
async function sizesHeld(sql: OrderSql, lines: readonly HeldLine[]) {
  // A digital line (its file named) holds no stock (decision 0125).
  const held = lines.filter(
    (l): l is HeldLine & { productRefId: number } => l.productRefId !== null && !l.fileKey,
  );
  const needs: StockNeed[] = [];
  const gone: HeldLine[] = [];
  if (held.length === 0) return { needs, gone };
  const sizes = await sql.all<{ id: number; productRefId: number; size: string }>(SIZES_OF_SQL, {
    productRefIds: [...new Set(held.map((l) => Number(l.productRefId)))],
  });
  for (const line of held) {
    const size = sizes.find(
      (s) =>
        Number(s.productRefId) === Number(line.productRefId) && sameSizeLabel(s.size, line.size),
    );
    if (!size) {
      gone.push(line);
      continue;
    }
    needs.push({
      id: Number(size.id),
      productRefId: Number(line.productRefId),
      productId: line.productId,
      name: line.productName,
      size: size.size,
      quantity: Number(line.quantity),
    });
  }
  return { needs, gone };
}

/**
 * Gives back the stock an order's lines hold, each to the size it was taken from. A size
 * removed since takes nothing back (decision 0018): its prints are no longer sold.
 */
export async function returnHeld(sql: OrderSql, lines: readonly HeldLine[]): Promise<void> {
  const { needs } = await sizesHeld(sql, lines);
  if (needs.length > 0) await returnStock(sql, needs);
}

/** Takes again the stock an order's lines name (409 if a size is short or no longer sold). */
export async function takeHeld(sql: OrderSql, lines: readonly HeldLine[]): Promise<void> {
  const { needs, gone } = await sizesHeld(sql, lines);
  const [first] = gone;
  if (first) {
    throw conflict(`${first.productName} is no longer sold in size ${first.size}`, 'out_of_stock');
  }
  if (needs.length > 0) await takeStock(sql, needs);
}
