import { UniqueConstraintError, type Sequelize, type WhereOptions } from 'sequelize';
import {
  averageRating,
  type ProductReviewCreateInput,
  type ProductReviewPage,
  type RatingSummary,
  type Review,
} from '@wallart/domain';
import { ProductModel, ReviewModel, UserModel, type RawRow, type ReviewRow } from '../../db/models';
import { selectRows } from '../../db/plain-sql';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { NEWEST_FIRST, pageWindow } from '../../lib/paging';
import { avatarDataUri } from './avatar';
import { goesLiveAtOnce, presentReview } from './reviews.service';

const PUBLISHED = { isApproved: true, isHidden: false } as const;

/**
 * Reviews of a print by the buyers who received it (PRODUCT §16): one per print and account,
 * from an account with a Delivered order holding the print; listed on its page with the
 * rating, which is the print's own where it has some, else the shop's.
 */
export function createProductReviews(sequelize: Sequelize) {
  async function productRefIdOf(productId: string): Promise<number> {
    const found = await ProductModel.findOne({
      attributes: ['id'],
      where: { productId },
      raw: true,
    });
    if (!found) throw notFound('Product');
    return Number(found.id);
  }

  async function ratingOf(where: WhereOptions<ReviewModel>) {
    const [count, sum] = await Promise.all([
      ReviewModel.count({ where }),
      ReviewModel.sum('rating', { where }),
    ]);
    return { count, average: averageRating(Number(sum ?? 0), count) };
  }

  async function rating(productRefId: number): Promise<RatingSummary | null> {
    const own = await ratingOf({ ...PUBLISHED, productRefId });
    if (own.count > 0) return { ...own, of: 'product' };
    const shop = await ratingOf(PUBLISHED);
    return shop.count > 0 ? { ...shop, of: 'shop' } : null;
  }

  async function received(userId: number, productRefId: number): Promise<boolean> {
    const rows = await selectRows<{ one: number }>(
      sequelize,
      `SELECT 1 AS one FROM orders o JOIN order_items i ON i."orderId" = o.id
        WHERE o."userId" = :userId AND o.status = 'Delivered' AND i."productRefId" = :productRefId
        LIMIT 1`,
      { userId, productRefId },
    );
    return rows.length > 0;
  }

  return {
    async list(productId: string, paging: { page: number; limit: number }) {
      const productRefId = await productRefIdOf(productId);
      const where = { ...PUBLISHED, productRefId };
      const [rows, total, summary] = await Promise.all([
        ReviewModel.findAll({ where, order: NEWEST_FIRST, ...pageWindow(paging), raw: true }),
        ReviewModel.count({ where }),
        rating(productRefId),
      ]);
      const items = (rows as RawRow<ReviewRow>[]).map((row) => ({
        ...presentReview(row),
        verifiedBuyer: true as const,
      }));
      return { items, total, rating: summary } satisfies ProductReviewPage;
    },

    async write(author: Actor, productId: string, input: ProductReviewCreateInput) {
      const productRefId = await productRefIdOf(productId);
      if (!(await received(author.id, productRefId))) {
        throw new AppError('forbidden', 'Only a buyer who received this print can review it');
      }
      const user = await UserModel.findByPk(author.id, { attributes: ['firstName', 'lastName'] });
      const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || 'Buyer';
      try {
        const row = await ReviewModel.create({
          name: name.slice(0, 80),
          title: input.title,
          comment: input.comment,
          rating: input.rating,
          userId: author.id,
          productRefId,
          isApproved: goesLiveAtOnce(author),
          avatar: avatarDataUri(name),
        });
        return presentReview(row.get({ plain: true })) satisfies Review;
      } catch (error) {
        if (error instanceof UniqueConstraintError) {
          throw conflict('You have already reviewed this print', 'duplicate');
        }
        throw error;
      }
    },
  };
}

export type ProductReviews = ReturnType<typeof createProductReviews>;
