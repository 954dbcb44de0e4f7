import type { RatingSummary, ReviewCreateInput } from './review.schemas';

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

/** "4.8 out of 5 · 12 reviews" (PRODUCT §16; SPEC's "4.8 out of 5" with the count). */
export function ratingText(rating: Pick<RatingSummary, 'average' | 'count'>): string {
  const reviews = rating.count === 1 ? '1 review' : `${rating.count} reviews`;
  return `${rating.average.toFixed(1)} out of 5 · ${reviews}`;
}
