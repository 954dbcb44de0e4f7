import type { Transaction, WhereOptions } from 'sequelize';
import type { z } from 'zod';
import type {
  Review,
  ReviewListQueryParsed,
  ReviewStatus,
  reviewCreateSchema,
} from '@wallart/domain';
import { ReviewModel, type RawRow, type ReviewRow } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { toBool, toIso, toNumber } from '../../lib/rows';
import type { AuditedDeps } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import { avatarDataUri } from './avatar';
import { NEWEST_FIRST, pageWindow } from '../../lib/paging';

export function presentReview(row: RawRow<ReviewRow>): Review {
  return {
    _id: String(row.id),
    name: row.name,
    title: row.title,
    comment: row.comment,
    rating: toNumber(row.rating),
    // Drawn when the review was written (decision 0034); a row from before that is drawn now.
    image: row.avatar ?? avatarDataUri(row.name),
    isHidden: toBool(row.isHidden),
    isApproved: toBool(row.isApproved),
    createdAt: toIso(row.createdAt),
  };
}

/**
 * Whose reviews go into the shop at once (decision 0035): anyone signed in. A review written
 * signed out waits for staff's approval. The one place to change when "verified" means more.
 */
export function goesLiveAtOnce(author: Actor | null): boolean {
  return author !== null;
}

/** Each moderation state as a filter; the shop's own list is `published`. */
const WHERE_STATUS: Record<ReviewStatus, WhereOptions<ReviewModel>> = {
  published: { isApproved: true, isHidden: false },
  'awaiting-approval': { isApproved: false, isHidden: false },
  hidden: { isHidden: true },
};

export interface ReviewPage {
  items: Review[];
  total: number;
}

export interface ReviewListOptions extends Pick<ReviewListQueryParsed, 'page' | 'limit'> {
  /** Staff's view: every review, or those in one state. Without it, the published ones. */
  staff?: { status: ReviewStatus | undefined } | undefined;
}

export function createReviewsService(deps: AuditedDeps) {
  const audited = createAuditedWrites(deps);

  async function find(id: number, transaction: Transaction): Promise<ReviewModel> {
    const row = await ReviewModel.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw notFound('Review');
    return row;
  }

  const presentModel = (row: ReviewModel) => presentReview(row.get({ plain: true }));

  async function setHidden(actor: Actor, id: number, isHidden: boolean): Promise<Review> {
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
  }

  async function approve(actor: Actor, id: number): Promise<Review> {
    const { after } = await audited.change(actor, {
      action: 'review.approve',
      entityType: 'review',
      entityId: String(id),
      find: (t) => find(id, t),
      present: presentModel,
      change: async (row, t, before) => {
        if (before.isApproved) return false;
        await row.update({ isApproved: true }, { transaction: t });
        return true;
      },
    });
    return after;
  }

  return {
    /** One page, newest first, and how many there are in all (decision 0034). */
    async list({ page, limit, staff }: ReviewListOptions): Promise<ReviewPage> {
      const where: WhereOptions<ReviewModel> = staff
        ? staff.status
          ? WHERE_STATUS[staff.status]
          : {}
        : WHERE_STATUS.published;
      const [rows, total] = await Promise.all([
        ReviewModel.findAll({
          where,
          order: NEWEST_FIRST,
          ...pageWindow({ page, limit }),
          raw: true,
        }),
        ReviewModel.count({ where }),
      ]);
      return { items: (rows as RawRow<ReviewRow>[]).map(presentReview), total };
    },

    /**
     * A signed-in author's review is linked to their account (their export and deletion).
     * The avatar is drawn once, here; whether it waits for staff is `goesLiveAtOnce`.
     */
    async create(
      input: z.output<typeof reviewCreateSchema>,
      author: Actor | null = null,
    ): Promise<Review> {
      const row = await ReviewModel.create({
        ...input,
        userId: author?.id ?? null,
        isApproved: goesLiveAtOnce(author),
        avatar: avatarDataUri(input.name),
      });
      return presentReview(row.get({ plain: true }));
    },

    /** Staff's moderation: approval first, then hiding or showing; each change is audited. */
    async moderate(
      actor: Actor,
      id: number,
      change: { isHidden?: boolean | undefined; isApproved?: true | undefined },
    ): Promise<Review> {
      let review: Review | null = null;
      if (change.isApproved) review = await approve(actor, id);
      if (change.isHidden !== undefined) review = await setHidden(actor, id, change.isHidden);
      if (!review) throw notFound('Review');
      return review;
    },

    setHidden,
    approve,

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
