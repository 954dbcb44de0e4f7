import type { ReviewCreateInput } from './review.schemas';

/** The review form's own rule (SPEC §5): every field filled and a rating of at least 1. */
export function isReviewComplete(input: Partial<ReviewCreateInput>): boolean {
  return Boolean(
    input.name?.trim() && input.title?.trim() && input.comment?.trim() && (input.rating ?? 0) >= 1,
  );
}

export * from './review-status';
