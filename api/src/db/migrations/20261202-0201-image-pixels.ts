import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * `image_pixels`: the pixel size of each uploaded image, by the URL the shop stores it under,
 * written once on upload, so the product writes can tell the resolution a size prints at
 * (PRODUCT §13). An image from outside the shop has no row and is not checked.
 */
export const imagePixels: Migration = {
  name: '20261202-0201-image-pixels',
  async up({ queryInterface: qi }) {
    await qi.createTable('image_pixels', {
      url: { type: DataTypes.STRING(500), primaryKey: true, allowNull: false },
      width: { type: DataTypes.INTEGER, allowNull: false },
      height: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    });
  },
  async down({ queryInterface: qi }) {
    await qi.dropTable('image_pixels');
  },
};
