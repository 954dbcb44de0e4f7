import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * Buying without an account (PRODUCT §11, decision 0111):
 * - `orders.tokenHash`: the SHA-256 of a guest order's private key (never the key itself),
 *   replaced when a lookup mails a fresh link;
 * - `orders.placedAsGuest`: placed without an account, kept once an account claims it;
 * - `discount_uses.shopperKey`: a keyed hash of the normalised address, so a "once per
 *   shopper" code counts guests and accounts by address, and keeps counting after the account
 *   is deleted (its `userId` goes to NULL, the key stays).
 */
export const guestOrders: Migration = {
  name: '20261202-0101-guest-orders',
  async up({ queryInterface: qi }) {
    await qi.addColumn('orders', 'tokenHash', { type: DataTypes.STRING(64), allowNull: true });
    await qi.addColumn('orders', 'placedAsGuest', {
      type: DataTypes.BOOLEAN,
      allowNull: false,
      defaultValue: false,
    });
    await qi.addIndex('orders', ['tokenHash'], { name: 'orders_token_hash', unique: true });
    await qi.addColumn('discount_uses', 'shopperKey', {
      type: DataTypes.STRING(64),
      allowNull: true,
    });
    await qi.addIndex('discount_uses', ['discountId', 'shopperKey'], {
      name: 'discount_uses_discount_shopper',
    });
  },
  async down({ queryInterface: qi }) {
    await qi.removeIndex('discount_uses', 'discount_uses_discount_shopper');
    await qi.removeColumn('discount_uses', 'shopperKey');
    await qi.removeIndex('orders', 'orders_token_hash');
    await qi.removeColumn('orders', 'placedAsGuest');
    await qi.removeColumn('orders', 'tokenHash');
  },
};
