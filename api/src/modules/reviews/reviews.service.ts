import type { Transaction } from 'sequelize';
import type { z } from 'zod';
import type { Review, reviewCreateSchema } from '@wallart/domain';
import { ReviewModel, type RawRow, type ReviewRow } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { toBool, toIso, toNumber } from '../../lib/rows';
import type { AuditedDeps } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import { avatarDataUri } from './avatar';
import { NEWEST_FIRST } from '../../lib/paging';

export function presentReview(row: RawRow<ReviewRow>): Review {
  return {
    _id: String(row.id),
    name: row.name,
    title: row.title,
    comment: row.comment,
    rating: toNumber(row.rating),
    image: avatarDataUri(row.name),
    isHidden: toBool(row.isHidden),
    createdAt: toIso(row.createdAt),
  };
}

export function createReviewsService(deps: AuditedDeps) {
  const audited = createAuditedWrites(deps);

  async function find(id: number, transaction: Transaction): Promise<ReviewModel> {
    const row = await ReviewModel.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw notFound('Review');
    return row;
  }

  const presentModel = (row: ReviewModel) => presentReview(row.get({ plain: true }));

  return {
    /** Newest first; hidden reviews only when staff ask for them. */
    async list(includeHidden: boolean): Promise<Review[]> {
      const rows: RawRow<ReviewRow>[] = await ReviewModel.findAll({
        where: includeHidden ? {} : { isHidden: false },
        order: NEWEST_FIRST,
        raw: true,
      });
      return rows.map(presentReview);
    },

    /** A signed-in author's review is linked to their account (their export and deletion). */
    async create(
      input: z.output<typeof reviewCreateSchema>,
      authorId: number | null = null,
    ): Promise<Review> {
      const row = await ReviewModel.create({ ...input, userId: authorId });
      return presentReview(row.get({ plain: true }));
    },

    async setHidden(actor: Actor, id: number, isHidden: boolean): Promise<Review> {
      const { after } = await audited.change(actor, {
        action: isHidden ? 'review.hide' : 'review.unhide',
        entityType: 'review',
        entityId: String(id),
        find: (t) => find(id, t),
        present: presentModel,
        change: async (row, t, before) => {
          if (before.isHidden === isHidden) return false;
          await row.update({ isHidden }, { transaction: t });
          return true;
        },
      });
      return after;
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await audited.remove(actor, {
        action: 'review.delete',
        entityType: 'review',
        entityId: String(id),
        find: (t) => find(id, t),
        present: presentModel,
        remove: (row, t) => row.destroy({ transaction: t }),
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
