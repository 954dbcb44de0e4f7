import type { ReviewCreateInput } from './review.schemas';

/** The review form's own rule (SPEC §5): every field filled and a rating of at least 1. */
export function isReviewComplete(input: Partial<ReviewCreateInput>): boolean {
  return Boolean(
    input.name?.trim() && input.title?.trim() && input.comment?.trim() && (input.rating ?? 0) >= 1,
  );
}

export * from './review-status';

/** An average of ratings to one decimal, as the product page shows it: 4.75 → 4.8. */
export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** Days after delivery when the buyer gets the one mail asking for reviews (PRODUCT §16). */
export const REVIEW_REQUEST_AFTER_DAYS = 5;
export const REVIEW_REQUEST_AFTER_MS = REVIEW_REQUEST_AFTER_DAYS * 24 * 60 * 60 * 1000;
/**
 * An order delivered longer ago than this is never asked: a request weeks late reads oddly,
 * and a shop that starts sending them does not mail its whole history.
 */
export const REVIEW_REQUEST_UNTIL_MS = 30 * 24 * 60 * 60 * 1000;
