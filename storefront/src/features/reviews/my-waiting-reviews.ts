import type { Review } from '@wallart/domain/rules';

/** This browser's own reviews that wait for staff's approval (decision 0035). */
export const WAITING_REVIEWS_KEY = 'waitingReviews';
/** The most kept, and for how long: a review staff never approve is forgotten after this. */
const MAX_KEPT = 5;
const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;

function isReview(value: unknown): value is Review {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<Record<keyof Review, unknown>>;
  return (
    typeof r._id === 'string' &&
    typeof r.name === 'string' &&
    typeof r.title === 'string' &&
    typeof r.comment === 'string' &&
    typeof r.rating === 'number' &&
    typeof r.createdAt === 'string'
  );
}

function write(reviews: Review[]): void {
  try {
    if (reviews.length === 0) localStorage.removeItem(WAITING_REVIEWS_KEY);
    else localStorage.setItem(WAITING_REVIEWS_KEY, JSON.stringify(reviews));
  } catch {
    // Storage full or blocked: the review still shows until the page is left.
  }
}

/** The kept reviews, newest first; anything unreadable or too old is dropped. */
export function readWaitingReviews(now = Date.now()): Review[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(WAITING_REVIEWS_KEY) ?? '[]');
  } catch {
    parsed = [];
  }
  const list = Array.isArray(parsed) ? parsed.filter(isReview) : [];
  return list.filter((r) => now - new Date(r.createdAt).getTime() < KEPT_FOR_MS);
}

/** Keeps a review the shop holds for approval, on top. */
export function keepWaitingReview(review: Review): Review[] {
  const next = [review, ...readWaitingReviews().filter((r) => r._id !== review._id)].slice(
    0,
    MAX_KEPT,
  );
  write(next);
  return next;
}

/** Forgets the kept reviews the shop now shows to everyone (they came back approved). */
export function forgetPublished(published: readonly Review[]): Review[] {
  const kept = readWaitingReviews();
  const shown = new Set(published.map((r) => r._id));
  const next = kept.filter((r) => !shown.has(r._id));
  if (next.length !== kept.length) write(next);
  return next;
}
