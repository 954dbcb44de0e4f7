import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * The order's language (PRODUCT §12, decision 0151): `orders.lang` is `en`, `si` or `ta`, the
 * language the order was placed in; its mails, invoice and packing slip come in it. Every
 * order placed before it was placed in English.
 */
export const orderLanguage: Migration = {
  name: '20261205-0101-order-language',
  async up({ queryInterface: qi }) {
    await qi.addColumn('orders', 'lang', {
      type: DataTypes.STRING(2),
      allowNull: false,
      defaultValue: 'en',
    });
  },
  // Plain DROP COLUMN on both databases: Sequelize's SQLite removeColumn rebuilds the table
  // and cannot describe its constraints.
  async down({ sequelize }) {
    await sequelize.query('ALTER TABLE orders DROP COLUMN "lang"');
  },
};
