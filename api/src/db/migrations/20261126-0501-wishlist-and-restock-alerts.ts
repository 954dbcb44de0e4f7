import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * Wishlists and back-in-stock requests (PRODUCT §9, decision 0043).
 *
 * - `wishlist_items`: one row per print an account saved; saving twice is still one row
 *   (unique per account and product). Both go with the account or the product.
 * - `restock_requests`: someone's wish for one mail when a sold-out size of a print is back.
 *   `status` is `pending` until the mail goes (`sent`) or the address asks for no more
 *   (`stopped`); at most one pending request per address, print and size (a partial unique
 *   index, so asking twice is one request and a later request may follow a done one).
 *   `stopTokenHash` is the SHA-256 of the mailed stop link's token, never the token itself.
 */
export const wishlistAndRestockAlerts: Migration = {
  name: '20261126-0501-wishlist-and-restock-alerts',
  async up({ queryInterface: qi }) {
    await qi.createTable('wishlist_items', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      userId: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      productRefId: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'products', key: 'id' },
        onDelete: 'CASCADE',
      },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('wishlist_items', ['userId', 'productRefId'], {
      name: 'wishlist_items_user_product',
      unique: true,
    });
    await qi.addIndex('wishlist_items', ['productRefId'], { name: 'wishlist_items_product' });

    await qi.createTable('restock_requests', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      productRefId: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'products', key: 'id' },
        onDelete: 'CASCADE',
      },
      size: { type: DataTypes.STRING(40), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'pending' },
      stopTokenHash: { type: DataTypes.STRING(64), allowNull: true },
      sentAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('restock_requests', ['productRefId', 'size', 'email'], {
      name: 'restock_requests_one_pending',
      unique: true,
      where: { status: 'pending' },
    });
    await qi.addIndex('restock_requests', ['email', 'status'], {
      name: 'restock_requests_address',
    });
    await qi.addIndex('restock_requests', ['stopTokenHash'], {
      name: 'restock_requests_stop_token',
      unique: true,
    });
  },
  async down({ queryInterface: qi }) {
    await qi.dropTable('restock_requests');
    await qi.dropTable('wishlist_items');
  },
};
