import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * Returns and refunds (PRODUCT §13).
 *
 * - `order_returns`: one shopper's request to return prints of one order, its status
 *   (`requested` → `approved` | `rejected` → `received` → `refunded`), staff's note, and the
 *   refund once made (amount in cents, method, reference, when), and the private keys of up
 *   to 5 photos (JSON, files under DATA_DIR/return-photos). Goes with its order.
 * - `order_return_lines`: the prints the return holds, by product and size label as the order's
 *   lines name them, with how many staff put back in stock on receipt.
 */
export const returns: Migration = {
  name: '20261202-0202-returns',
  async up({ queryInterface: qi }) {
    await qi.createTable('order_returns', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      orderRefId: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'orders', key: 'id' },
        onDelete: 'CASCADE',
      },
      status: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'requested' },
      reason: { type: DataTypes.STRING(20), allowNull: false },
      note: { type: DataTypes.TEXT, allowNull: true },
      staffNote: { type: DataTypes.TEXT, allowNull: true },
      photos: { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' },
      refundCents: { type: DataTypes.BIGINT, allowNull: true },
      refundMethod: { type: DataTypes.STRING(20), allowNull: true },
      refundReference: { type: DataTypes.STRING(120), allowNull: true },
      refundedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('order_returns', ['orderRefId'], { name: 'order_returns_order' });
    await qi.addIndex('order_returns', ['status', 'createdAt'], { name: 'order_returns_status' });
    await qi.createTable('order_return_lines', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      returnRefId: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'order_returns', key: 'id' },
        onDelete: 'CASCADE',
      },
      productId: { type: DataTypes.STRING(40), allowNull: false },
      size: { type: DataTypes.STRING(40), allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      restocked: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    });
    await qi.addIndex('order_return_lines', ['returnRefId'], { name: 'order_return_lines_return' });
  },
  async down({ queryInterface: qi }) {
    await qi.dropTable('order_return_lines');
    await qi.dropTable('order_returns');
  },
};
