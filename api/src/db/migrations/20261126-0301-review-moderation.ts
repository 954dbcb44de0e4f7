import { DataTypes, QueryTypes } from 'sequelize';
import { avatarDataUri } from '../../modules/reviews/avatar';
import type { Migration } from './migration.types';

/** Names read and written per step while the avatars are backfilled. */
const BATCH = 200;

/**
 * Reviews wait for staff, and their avatars are made once (decisions 0034, 0035).
 *
 * - `reviews.isApproved`: false while a review waits for staff's approval. Every review
 *   written before this was already in the shop, so they all start approved.
 * - `reviews.avatar`: the avatar drawn from the name when the review is written, so a list
 *   never draws one per row. Existing rows are filled here, one name at a time.
 * - `reviews_public_newest`: the shop's list (approved, not hidden, newest first) and its
 *   count, and staff's lists by moderation state, read through it.
 */
export const reviewModeration: Migration = {
  name: '20261126-0301-review-moderation',
  async up({ queryInterface: qi, sequelize }) {
    await qi.addColumn('reviews', 'isApproved', {
      type: DataTypes.BOOLEAN,
      allowNull: false,
      defaultValue: false,
    });
    await sequelize.query('UPDATE reviews SET "isApproved" = :yes', {
      replacements: { yes: true },
    });
    await qi.addColumn('reviews', 'avatar', { type: DataTypes.TEXT, allowNull: true });
    for (;;) {
      const names = await sequelize.query<{ name: string }>(
        'SELECT DISTINCT name FROM reviews WHERE avatar IS NULL ORDER BY name LIMIT :batch',
        { type: QueryTypes.SELECT, replacements: { batch: BATCH } },
      );
      if (names.length === 0) break;
      for (const { name } of names) {
        await sequelize.query('UPDATE reviews SET avatar = :avatar WHERE name = :name', {
          replacements: { avatar: avatarDataUri(name), name },
        });
      }
    }
    await qi.addIndex('reviews', ['isApproved', 'isHidden', 'createdAt', 'id'], {
      name: 'reviews_public_newest',
    });
  },
  async down({ queryInterface: qi }) {
    await qi.removeIndex('reviews', 'reviews_public_newest');
    await qi.removeColumn('reviews', 'avatar');
    await qi.removeColumn('reviews', 'isApproved');
  },
};
