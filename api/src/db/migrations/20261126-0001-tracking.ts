import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * After the sale (PRODUCT §8): a change to Shipped may name the carrier and the parcel's
 * tracking number, kept on that entry of the order's status history.
 */
export const tracking: Migration = {
  name: '20261126-0001-tracking',
  async up({ queryInterface: qi }) {
    await qi.addColumn('order_status_changes', 'carrier', {
      type: DataTypes.STRING(60),
      allowNull: true,
    });
    await qi.addColumn('order_status_changes', 'trackingNumber', {
      type: DataTypes.STRING(40),
      allowNull: true,
    });
  },
  async down({ queryInterface: qi }) {
    await qi.removeColumn('order_status_changes', 'trackingNumber');
    await qi.removeColumn('order_status_changes', 'carrier');
  },
};
