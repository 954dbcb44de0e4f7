import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { fromCents, sameSizeLabel, type OrderReturn, type ReturnLine } from '@wallart/domain';
import { OrderReturnLineModel, OrderReturnModel } from '../../db/models';
import { announceStockMoved } from '../../db/product-writes';
import { conflict } from '../../lib/app-error';
import { parseJsonList, toIso } from '../../lib/rows';

/** The reads and writes of returns and their lines, and the stock a receipt gives back. */

export type ReturnRow = OrderReturnModel;

export async function linesOfReturns(
  returnIds: number[],
  transaction?: Transaction,
): Promise<Map<number, OrderReturnLineModel[]>> {
  const byReturn = new Map<number, OrderReturnLineModel[]>();
  if (returnIds.length === 0) return byReturn;
  const rows = await OrderReturnLineModel.findAll({
    where: { returnRefId: returnIds },
    order: [['id', 'ASC']],
    transaction,
  });
  for (const row of rows)
    byReturn.set(row.returnRefId, [...(byReturn.get(row.returnRefId) ?? []), row]);
  return byReturn;
}

export function presentReturn(
  row: OrderReturnModel,
  orderID: string,
  lines: readonly OrderReturnLineModel[],
): OrderReturn {
  return {
    _id: String(row.id),
    orderID,
    status: row.status ?? 'requested',
    reason: row.reason,
    note: row.note ?? null,
    staffNote: row.staffNote ?? null,
    lines: lines.map((line) => ({
      productId: line.productId,
      size: line.size,
      quantity: line.quantity,
      restocked: line.restocked ?? 0,
    })),
    photos: photoKeysOf(row).length,
    refund:
      row.refundCents == null || row.refundedAt == null
        ? null
        : {
            amount: fromCents(Number(row.refundCents)),
            method: row.refundMethod ?? '',
            reference: row.refundReference,
            at: toIso(row.refundedAt),
          },
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** The photos' private keys, oldest first. */
export const photoKeysOf = (row: OrderReturnModel): string[] => parseJsonList(row.photos ?? '[]');

/** The cents already refunded on an order, over all its returns. */
export async function refundedCentsOf(orderRefId: number, transaction: Transaction) {
  const rows = await OrderReturnModel.findAll({
    attributes: ['refundCents'],
    where: { orderRefId },
    raw: true,
    transaction,
  });
  return rows.reduce((sum, row) => sum + Number(row.refundCents ?? 0), 0);
}

const SIZES_SQL = `SELECT ps.id, ps."productRefId", ps.size, p."productId"
  FROM product_sizes ps JOIN products p ON p.id = ps."productRefId"
  WHERE p."productId" IN (:productIds) ORDER BY ps.id`;

/**
 * Puts these prints back in stock: each size's own stock and its product's summary, in id
 * order as orders lock them. A print deleted since, or a size renamed, is a 409 naming it.
 */
export async function restock(
  sequelize: Sequelize,
  lines: readonly ReturnLine[],
  transaction: Transaction,
): Promise<void> {
  if (lines.length === 0) return;
  const sizes = await sequelize.query<{
    id: number;
    productRefId: number;
    size: string;
    productId: string;
  }>(SIZES_SQL, {
    type: QueryTypes.SELECT,
    replacements: { productIds: [...new Set(lines.map((l) => l.productId))] },
    transaction,
  });
  const now = new Date();
  const moves = lines.map((line) => {
    const size = sizes.find(
      (s) => s.productId === line.productId && sameSizeLabel(s.size, line.size),
    );
    if (!size)
      throw conflict(`${line.productId} (${line.size}) is no longer in the shop to restock`);
    return { ...size, quantity: line.quantity };
  });
  for (const move of [...moves].sort((a, b) => a.id - b.id)) {
    await sequelize.query(
      'UPDATE product_sizes SET stock = stock + :quantity, "updatedAt" = :now WHERE id = :id',
      { replacements: { id: move.id, quantity: move.quantity, now }, transaction },
    );
  }
  for (const move of [...moves].sort((a, b) => a.productRefId - b.productRefId)) {
    await sequelize.query(
      'UPDATE products SET stock = stock + :quantity, "updatedAt" = :now WHERE id = :id',
      { replacements: { id: move.productRefId, quantity: move.quantity, now }, transaction },
    );
  }
  announceStockMoved(
    sequelize,
    moves.map((m) => m.productId),
    transaction,
  );
}
