import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/** Shoppers' reviews of the shop; staff may hide one without deleting it. */
export const reviews: Migration = {
  name: '20261121-0004-reviews',
  async up({ queryInterface: qi }) {
    await qi.createTable('reviews', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      name: { type: DataTypes.STRING(80), allowNull: false },
      title: { type: DataTypes.STRING(120), allowNull: false },
      comment: { type: DataTypes.TEXT, allowNull: false },
      rating: { type: DataTypes.INTEGER, allowNull: false },
      isHidden: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('reviews', ['isHidden', 'createdAt'], { name: 'reviews_visible_newest' });
    await qi.addIndex('reviews', ['createdAt'], { name: 'reviews_newest' });
  },
  async down({ queryInterface: qi }) {
    await qi.dropTable('reviews');
  },
};
