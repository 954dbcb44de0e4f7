import { z } from 'zod';
import { pagingQuerySchema } from '../api-contract/paging.schemas';
import { REVIEW_STATUSES } from './review-status';

export const reviewCreateSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  title: z.string().trim().min(1, 'Title is required').max(120),
  comment: z.string().trim().min(1, 'Comment is required').max(2000),
  rating: z.number().int().min(1, 'Select a rating').max(5),
});
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

/** Staff's moderation: hide or show a review, or approve one that waits (approval is final). */
export const reviewModerateSchema = z
  .object({
    isHidden: z.boolean().optional(),
    isApproved: z.literal(true, { message: 'isApproved can only be true' }).optional(),
  })
  .refine((body) => body.isHidden !== undefined || body.isApproved !== undefined, {
    message: 'Send isHidden or isApproved',
  });
export type ReviewModerateInput = z.input<typeof reviewModerateSchema>;

/**
 * `GET /api/review`: paged as products are (decision 0034). `all=true` (staff only) brings
 * every review, and `status` then narrows them to one moderation state.
 */
export const reviewListQuerySchema = pagingQuerySchema.extend({
  all: z.enum(['true', 'false']).optional(),
  status: z
    .enum(REVIEW_STATUSES, { message: `status is one of ${REVIEW_STATUSES.join(', ')}` })
    .optional(),
});
export type ReviewListQueryInput = z.input<typeof reviewListQuerySchema>;
export type ReviewListQueryParsed = z.output<typeof reviewListQuerySchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  comment: z.string(),
  rating: z.number(),
  image: z.string(),
  isHidden: z.boolean(),
  /** False while the review waits for staff's approval (decision 0035); only staff and its author see it then. */
  isApproved: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A buyer's review of a print they received (PRODUCT §16); the name is the account's. */
export const productReviewCreateSchema = reviewCreateSchema.pick({
  title: true,
  comment: true,
  rating: true,
});
export type ProductReviewCreateInput = z.input<typeof productReviewCreateSchema>;

/**
 * The rating a product page shows: the average of approved reviews (one decimal) and their
 * count, of the product's own reviews where it has some, else of the shop's.
 */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  of: z.enum(['product', 'shop']),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** `GET /api/product/{productId}/reviews`: a page of its reviews, newest first, and the rating. */
export const productReviewPageSchema = z.object({
  items: z.array(reviewSchema.extend({ verifiedBuyer: z.literal(true) })),
  total: z.number().int(),
  /** Null when no approved review exists: then no rating is shown. */
  rating: ratingSummarySchema.nullable(),
});
export type ProductReviewPage = z.infer<typeof productReviewPageSchema>;
