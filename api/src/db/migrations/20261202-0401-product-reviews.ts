import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * Reviews of a print by the buyers who received it (PRODUCT §16).
 *
 * - `reviews.productRefId`: the product reviewed; null for a review of the shop.
 * - `reviews_product_author`: one review per product and account (a shop review has no
 *   product, and a review written signed out no account, so neither is held back).
 * - `reviews_product_newest`: a product's published reviews, newest first, and its rating.
 */
export const productReviews: Migration = {
  name: '20261202-0401-product-reviews',
  async up({ queryInterface: qi }) {
    await qi.addColumn('reviews', 'productRefId', { type: DataTypes.INTEGER, allowNull: true });
    await qi.addIndex('reviews', ['productRefId', 'userId'], {
      name: 'reviews_product_author',
      unique: true,
    });
    await qi.addIndex('reviews', ['productRefId', 'isApproved', 'isHidden', 'createdAt', 'id'], {
      name: 'reviews_product_newest',
    });
  },
  async down({ queryInterface: qi }) {
    await qi.removeIndex('reviews', 'reviews_product_newest');
    await qi.removeIndex('reviews', 'reviews_product_author');
    await qi.removeColumn('reviews', 'productRefId');
  },
};
