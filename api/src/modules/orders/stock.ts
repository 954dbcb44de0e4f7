import type { Sequelize, Transaction } from 'sequelize';
import { changeRows } from '../../db/plain-sql';
import { announceProductWrite } from '../../db/product-writes';
import { conflict } from '../../lib/app-error';

export interface StockNeed {
  id: number;
  name: string;
  quantity: number;
}

const TAKE_SQL = `UPDATE products SET stock = stock - :quantity, "updatedAt" = :now
  WHERE id = :id AND stock >= :quantity`;
const RETURN_SQL = `UPDATE products SET stock = stock + :quantity, "updatedAt" = :now
  WHERE id = :id`;

const byId = <T extends { id: number }>(needs: T[]) => [...needs].sort((a, b) => a.id - b.id);

/**
 * Takes stock with one conditional UPDATE per product, in id order (so concurrent orders
 * never deadlock): the row changes only if enough is left, which makes overselling
 * impossible on SQLite and PostgreSQL alike, with one server or several.
 *
 * All or nothing: when a product is short, what was already taken for this order goes back
 * before the 409, so the transaction can go on writing other orders (group commit).
 */
export async function takeStock(
  sequelize: Sequelize,
  needs: StockNeed[],
  transaction: Transaction,
): Promise<void> {
  const now = new Date();
  const taken: StockNeed[] = [];
  for (const need of byId(needs)) {
    const changed = await changeRows(sequelize, TAKE_SQL, { ...need, now }, transaction);
    if (changed === 0) {
      if (taken.length > 0) await returnStock(sequelize, taken, transaction);
      throw conflict(`Not enough stock for ${need.name}`, 'out_of_stock');
    }
    taken.push(need);
  }
  announceProductWrite(sequelize, transaction);
}

export async function returnStock(
  sequelize: Sequelize,
  needs: Pick<StockNeed, 'id' | 'quantity'>[],
  transaction: Transaction,
): Promise<void> {
  const now = new Date();
  for (const need of byId(needs)) {
    await changeRows(
      sequelize,
      RETURN_SQL,
      { id: need.id, quantity: need.quantity, now },
      transaction,
    );
  }
  announceProductWrite(sequelize, transaction);
}
