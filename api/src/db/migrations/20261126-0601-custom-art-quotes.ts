import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * Custom art that can be bought (PRODUCT §9, decision 0044): one quote per custom-art request.
 *
 * The quote is the one-off product itself. It lives here, never in `products`, so no catalogue
 * read (list, category, search, feeds, sitemap, counts, CSV) can meet it. Its link's token is
 * kept only as a SHA-256 hash; `userId` is the account that accepted it, the only one that may
 * order it, and `orderID` the order that holds it (one at a time, claimed in the order's own
 * transaction).
 */
export const customArtQuotes: Migration = {
  name: '20261126-0601-custom-art-quotes',
  async up({ queryInterface: qi }) {
    await qi.createTable('custom_art_quotes', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      inboxItemId: {
        type: DataTypes.INTEGER,
        allowNull: false,
        unique: true,
        references: { model: 'inbox_items', key: 'id' },
        onDelete: 'CASCADE',
      },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      productId: { type: DataTypes.STRING(40), allowNull: false, unique: true },
      priceCents: { type: DataTypes.INTEGER, allowNull: false },
      size: { type: DataTypes.STRING(40), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      deliveryDays: { type: DataTypes.INTEGER, allowNull: false },
      sentAt: { type: DataTypes.DATE, allowNull: false },
      userId: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      acceptedAt: { type: DataTypes.DATE, allowNull: true },
      orderID: { type: DataTypes.STRING(32), allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('custom_art_quotes', ['orderID'], { name: 'custom_art_quotes_order' });
    await qi.addIndex('custom_art_quotes', ['userId'], { name: 'custom_art_quotes_user' });
  },
  async down({ queryInterface: qi }) {
    await qi.dropTable('custom_art_quotes');
  },
};
