import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * Discount codes (PRODUCT §9, decision 0041).
 *
 * - `discounts`: a code's terms. `code` is kept in capitals and unique, so a code is unique
 *   whatever its case. Percent codes keep the percent in `value`; fixed codes keep cents.
 * - `discount_uses`: one row per order that used a code, written in the order's own
 *   transaction. A cancelled order's row gets `releasedAt` (its use given back), a row with
 *   none counts towards the total and per-customer limits. A code with any row is "used"
 *   (orders point at it) and is deactivated, never deleted. An order deleted outright takes
 *   its row with it.
 * - `orders.discountCode` and `orders.discountCents`: what the order used and took off.
 */
export const discounts: Migration = {
  name: '20261126-0401-discounts',
  async up({ queryInterface: qi }) {
    await qi.createTable('discounts', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      code: { type: DataTypes.STRING(32), allowNull: false, unique: true },
      type: { type: DataTypes.STRING(10), allowNull: false },
      value: { type: DataTypes.INTEGER, allowNull: false },
      minSubtotalCents: { type: DataTypes.BIGINT, allowNull: true },
      startsAt: { type: DataTypes.DATE, allowNull: true },
      endsAt: { type: DataTypes.DATE, allowNull: true },
      totalLimit: { type: DataTypes.INTEGER, allowNull: true },
      perCustomerLimit: { type: DataTypes.INTEGER, allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.createTable('discount_uses', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      discountId: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'discounts', key: 'id' },
        onDelete: 'RESTRICT',
      },
      userId: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      orderId: {
        type: DataTypes.INTEGER,
        allowNull: false,
        unique: true,
        references: { model: 'orders', key: 'id' },
        onDelete: 'CASCADE',
      },
      releasedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    });
    // The re-check counts a code's live uses, and one shopper's, through this.
    await qi.addIndex('discount_uses', ['discountId', 'userId'], {
      name: 'discount_uses_discount_user',
    });
    await qi.addColumn('orders', 'discountCode', { type: DataTypes.STRING(32), allowNull: true });
    await qi.addColumn('orders', 'discountCents', {
      type: DataTypes.BIGINT,
      allowNull: false,
      defaultValue: 0,
    });
  },
  async down({ queryInterface: qi }) {
    await qi.removeColumn('orders', 'discountCents');
    await qi.removeColumn('orders', 'discountCode');
    await qi.dropTable('discount_uses');
    await qi.dropTable('discounts');
  },
};
