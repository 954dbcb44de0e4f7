import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * Orders are records (PRODUCT §8): a shopper's Delete cancels their Pending order and hides it
 * from their own list, while staff still see it. `hiddenByShopperAt` says when; null for every
 * order a shopper still sees. A shopper's list reads through `orders_user_newest` and leaves
 * the few hidden ones out as it goes, so it needs no index of its own.
 */
export const ordersHidden: Migration = {
  name: '20261126-0003-orders-hidden',
  async up({ queryInterface: qi }) {
    await qi.addColumn('orders', 'hiddenByShopperAt', { type: DataTypes.DATE, allowNull: true });
  },
  async down({ queryInterface: qi }) {
    await qi.removeColumn('orders', 'hiddenByShopperAt');
  },
};
