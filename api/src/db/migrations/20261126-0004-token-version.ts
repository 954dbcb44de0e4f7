import { DataTypes } from 'sequelize';
import type { Migration } from './migration.types';

/**
 * Sessions that can be ended, and reviews an account can take with it (decisions 0028, 0029).
 *
 * - `users.tokenVersion`: every token carries the version it was signed at; bumping it (a
 *   password change) ends every older session. Tokens from before this column count as 0.
 * - `reviews.userId`: the signed-in author of a review, so their data export holds it and
 *   deleting the account removes it. Reviews written signed out stay unlinked.
 */
export const tokenVersion: Migration = {
  name: '20261126-0004-token-version',
  async up({ queryInterface: qi }) {
    await qi.addColumn('users', 'tokenVersion', {
      type: DataTypes.INTEGER,
      allowNull: false,
      defaultValue: 0,
    });
    await qi.addColumn('reviews', 'userId', {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'SET NULL',
    });
    await qi.addIndex('reviews', ['userId'], { name: 'reviews_user' });
  },
  async down({ queryInterface: qi }) {
    await qi.removeIndex('reviews', 'reviews_user');
    await qi.removeColumn('reviews', 'userId');
    await qi.removeColumn('users', 'tokenVersion');
  },
};
