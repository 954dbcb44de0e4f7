/**
 * Where a review stands with staff (decision 0035): waiting for approval, published, or
 * hidden (hidden wins: a hidden review is out of the shop whether approved or not).
 */
export const REVIEW_STATUSES = ['awaiting-approval', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export function reviewStatusOf(review: { isHidden: boolean; isApproved: boolean }): ReviewStatus {
  if (review.isHidden) return 'hidden';
  return review.isApproved ? 'published' : 'awaiting-approval';
}
