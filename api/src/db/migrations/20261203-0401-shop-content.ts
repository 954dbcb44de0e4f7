import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * `shop_content`: the owner's texts (PRODUCT §16), one Markdown text per key and language.
 * A key with no row reads as the demo shop's text, so a new shop needs no rows.
 */
export const shopContent: Migration = {
  name: '20261203-0401-shop-content',
  async up({ queryInterface: qi }) {
    await qi.createTable('shop_content', {
      key: { type: DataTypes.STRING(40), primaryKey: true, allowNull: false },
      language: { type: DataTypes.STRING(5), primaryKey: true, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    });
  },
  async down({ queryInterface: qi }) {
    await qi.dropTable('shop_content');
  },
};
