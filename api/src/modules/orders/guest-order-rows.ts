import { Op, fn, col, where as whereOf, type Sequelize, type Transaction } from 'sequelize';
import { OrderModel, type OrderRow, type RawRow } from '../../db/models';

/** Guest orders whose address is this one, compared case-insensitively, unclaimed yet. */
const unclaimedWith = (email: string) => ({
  [Op.and]: [
    { userId: null, placedAsGuest: true },
    whereOf(fn('LOWER', col('email')), email.trim().toLowerCase()),
  ],
});

/**
 * The rows of guest orders (PRODUCT §11): found by the hash of their key, their key replaced,
 * and claimed by the account that confirmed their address. Part of the order store.
 */
export const guestOrderRows = {
  async findByTokenHash(tokenHash: string): Promise<RawRow<OrderRow> | null> {
    return OrderModel.findOne({ where: { tokenHash }, raw: true });
  },

  /** The guest order with this number and address, or null (no hint which did not match). */
  async findGuestOrder(orderID: string, email: string): Promise<RawRow<OrderRow> | null> {
    return OrderModel.findOne({
      where: {
        [Op.and]: [
          { orderID, placedAsGuest: true },
          whereOf(fn('LOWER', col('email')), email.trim().toLowerCase()),
        ],
      },
      raw: true,
    });
  },

  /**
   * A fresh key for the order: the old one opens nothing from now on. `alongside` writes in the
   * same transaction (staff's audit entry), so neither stands without the other.
   */
  async setTokenHash(
    id: number,
    tokenHash: string,
    alongside?: (transaction: Transaction) => Promise<void>,
  ): Promise<void> {
    await (OrderModel.sequelize as Sequelize).transaction(async (transaction) => {
      await OrderModel.update({ tokenHash }, { where: { id }, transaction });
      await alongside?.(transaction);
    });
  },

  /** Every unclaimed guest order with the address becomes the account's; answers how many. */
  async claimGuestOrders(
    userId: number,
    email: string,
    transaction?: Transaction,
  ): Promise<number> {
    const [count] = await OrderModel.update(
      { userId },
      { where: unclaimedWith(email), transaction },
    );
    return count;
  },

  /** How many orders the account holds that were placed as a guest's. */
  async claimedCount(userId: number): Promise<number> {
    return OrderModel.count({ where: { userId, placedAsGuest: true } });
  },
};
