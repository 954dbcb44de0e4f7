import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * Every admin write: who, when, what, and the record before and after as the API presented
 * it (JSON text, so both databases store it alike). Entries outlive the admin who wrote them.
 */
export const auditLog: Migration = {
  name: '20261122-0002-audit-log',
  async up({ queryInterface: qi }) {
    await qi.createTable('audit_log', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      actorId: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      actorEmail: { type: DataTypes.STRING(254), allowNull: true },
      action: { type: DataTypes.STRING(40), allowNull: false },
      entityType: { type: DataTypes.STRING(20), allowNull: false },
      entityId: { type: DataTypes.STRING(64), allowNull: false },
      before: { type: DataTypes.TEXT, allowNull: true },
      after: { type: DataTypes.TEXT, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    });
    // Newest first, with `id` breaking ties so paging is stable; the same within one type.
    await qi.addIndex('audit_log', ['createdAt', 'id'], { name: 'audit_log_newest' });
    await qi.addIndex('audit_log', ['entityType', 'createdAt', 'id'], {
      name: 'audit_log_type_newest',
    });
    await qi.addIndex('audit_log', ['actorId'], { name: 'audit_log_actor' });
  },
  async down({ queryInterface: qi }) {
    await qi.dropTable('audit_log');
  },
};
