import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };

/** Password-reset codes (one live code per user, stored hashed) and the staff inbox. */
export const resetsAndInbox: Migration = {
  name: '20261121-0003-resets-and-inbox',
  async up({ queryInterface: qi }) {
    await qi.createTable('password_resets', {
      id,
      userId: {
        type: DataTypes.INTEGER,
        allowNull: false,
        unique: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      codeHash: { type: DataTypes.STRING(64), allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    });

    await qi.createTable('inbox_items', {
      id,
      kind: { type: DataTypes.STRING(20), allowNull: false },
      name: { type: DataTypes.STRING(120), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      subject: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      style: { type: DataTypes.STRING(120), allowNull: false, defaultValue: '' },
      message: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'new' },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('inbox_items', ['status', 'createdAt'], {
      name: 'inbox_items_status_newest',
    });
    await qi.addIndex('inbox_items', ['createdAt'], { name: 'inbox_items_newest' });
  },
  async down({ queryInterface: qi }) {
    await qi.dropTable('inbox_items');
    await qi.dropTable('password_resets');
  },
};
