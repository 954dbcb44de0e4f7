import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * The mail asking a buyer to review the prints of a delivered order (PRODUCT §16, decision
 * 0155):
 * - `orders.reviewRequestedAt`: when the request went, null until then; the sweep claims an
 *   order by setting it only where it is still null, so the mail goes once per order;
 * - `orders.reviewStopTokenHash`: the SHA-256 of the stop link's token in that mail;
 * - `mail_stops`: the addresses that opened a stop link, which get no review request again.
 */
export const reviewRequest: Migration = {
  name: '20261205-0201-review-request',
  async up({ queryInterface: qi }) {
    await qi.addColumn('orders', 'reviewRequestedAt', { type: DataTypes.DATE, allowNull: true });
    await qi.addColumn('orders', 'reviewStopTokenHash', {
      type: DataTypes.STRING(64),
      allowNull: true,
    });
    await qi.addIndex('orders', ['reviewStopTokenHash'], {
      name: 'orders_review_stop_token',
      unique: true,
    });
    await qi.createTable('mail_stops', {
      email: { type: DataTypes.STRING(254), primaryKey: true, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    });
  },
  // Plain DROP COLUMN on both databases: Sequelize's SQLite removeColumn rebuilds the table
  // and cannot describe its constraints.
  async down({ queryInterface: qi, sequelize }) {
    await qi.dropTable('mail_stops');
    await qi.removeIndex('orders', 'orders_review_stop_token');
    for (const column of ['reviewStopTokenHash', 'reviewRequestedAt']) {
      await sequelize.query(`ALTER TABLE orders DROP COLUMN "${column}"`);
    }
  },
};
