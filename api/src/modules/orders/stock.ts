import { Op, type Sequelize, type Transaction } from 'sequelize';
import { ProductModel } from '../../db/models';
import { conflict } from '../../lib/app-error';

export interface StockNeed {
  id: number;
  name: string;
  quantity: number;
}

function shift(sequelize: Sequelize, quantity: number, sign: '+' | '-') {
  // Quantities are validated whole numbers; checked again because they go into SQL text.
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new Error('Invalid stock quantity');
  return sequelize.literal(`stock ${sign} ${quantity}`) as unknown as number;
}

/**
 * Takes stock with one conditional UPDATE per product, in id order (so concurrent orders
 * never deadlock): the row changes only if enough is left, which makes overselling
 * impossible on SQLite and PostgreSQL alike, with one server or several.
 */
export async function takeStock(
  sequelize: Sequelize,
  needs: StockNeed[],
  transaction: Transaction,
): Promise<void> {
  for (const need of [...needs].sort((a, b) => a.id - b.id)) {
    const [changed] = await ProductModel.update(
      { stock: shift(sequelize, need.quantity, '-') },
      { where: { id: need.id, stock: { [Op.gte]: need.quantity } }, transaction },
    );
    if (changed === 0) throw conflict(`Not enough stock for ${need.name}`);
  }
}

export async function returnStock(
  sequelize: Sequelize,
  needs: Pick<StockNeed, 'id' | 'quantity'>[],
  transaction: Transaction,
): Promise<void> {
  for (const need of [...needs].sort((a, b) => a.id - b.id)) {
    await ProductModel.update(
      { stock: shift(sequelize, need.quantity, '+') },
      { where: { id: need.id }, transaction },
    );
  }
}
