import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isReviewComplete } from './review.rules';
import { reviewStatusOf } from './review-status';
import {
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewModerateSchema,
  reviewSchema,
} from './review.schemas';

function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`.replace(/^: /, ''));
}

const review = { name: 'Kamala', title: 'Lovely print', comment: 'Colours are rich.', rating: 5 };

describe('reviewCreateSchema', () => {
  it('accepts name, title, comment and a rating', () => {
    expect(reviewCreateSchema.parse(review)).toEqual(review);
  });

  it.each([1, 2, 3, 4, 5])('accepts the rating %i', (rating) => {
    expect(reviewCreateSchema.safeParse({ ...review, rating }).success).toBe(true);
  });

  it('rejects a rating of 0 with "Select a rating"', () => {
    expect(problems(reviewCreateSchema, { ...review, rating: 0 })).toEqual([
      'rating: Select a rating',
    ]);
  });

  it('rejects a rating above 5, a fractional rating and a rating given as text', () => {
    for (const rating of [6, 4.5, '5']) {
      expect(reviewCreateSchema.safeParse({ ...review, rating }).success).toBe(false);
    }
  });

  it('requires name, title and comment with readable messages', () => {
    expect(
      problems(reviewCreateSchema, { ...review, name: ' ', title: '', comment: '  ' }),
    ).toEqual([
      'name: Name is required',
      'title: Title is required',
      'comment: Comment is required',
    ]);
  });

  it('trims the text fields', () => {
    expect(reviewCreateSchema.parse({ ...review, name: ' Kamala ' }).name).toBe('Kamala');
  });

  it('drops image and isHidden sent by the client', () => {
    expect(
      reviewCreateSchema.parse({ ...review, image: 'http://x/y.png', isHidden: false }),
    ).toEqual(review);
  });
});

describe('reviewModerateSchema', () => {
  it('takes a boolean isHidden', () => {
    expect(reviewModerateSchema.parse({ isHidden: true })).toEqual({ isHidden: true });
    expect(reviewModerateSchema.safeParse({ isHidden: 'true' }).success).toBe(false);
  });

  it('takes isApproved, and refuses a body with neither', () => {
    expect(reviewModerateSchema.parse({ isApproved: true })).toEqual({ isApproved: true });
    expect(problems(reviewModerateSchema, {})).toEqual(['Send isHidden or isApproved']);
  });
});

describe('reviewListQuerySchema', () => {
  it('pages as products do: page 1 of 24 when nothing is asked', () => {
    expect(reviewListQuerySchema.parse({})).toEqual({ page: 1, limit: 24 });
    expect(reviewListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('takes a moderation status and refuses any other', () => {
    expect(reviewListQuerySchema.parse({ status: 'hidden' }).status).toBe('hidden');
    expect(reviewListQuerySchema.safeParse({ status: 'spam' }).success).toBe(false);
  });
});

describe('reviewStatusOf', () => {
  it('is hidden whatever the approval, else published or awaiting approval', () => {
    expect(reviewStatusOf({ isHidden: true, isApproved: true })).toBe('hidden');
    expect(reviewStatusOf({ isHidden: true, isApproved: false })).toBe('hidden');
    expect(reviewStatusOf({ isHidden: false, isApproved: true })).toBe('published');
    expect(reviewStatusOf({ isHidden: false, isApproved: false })).toBe('awaiting-approval');
  });
});

describe('reviewSchema', () => {
  it('reads a review as the API sends it', () => {
    const stored = {
      _id: '1',
      ...review,
      image: 'https://api.dicebear.com/x.svg?seed=Kamala',
      isHidden: false,
      isApproved: true,
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    expect(reviewSchema.parse(stored)).toEqual(stored);
  });
});

describe('isReviewComplete', () => {
  it('is true when every field is filled and the rating is at least 1', () => {
    expect(isReviewComplete(review)).toBe(true);
    expect(isReviewComplete({ ...review, rating: 1 })).toBe(true);
  });

  it('is false when the rating is 0 or missing', () => {
    expect(isReviewComplete({ ...review, rating: 0 })).toBe(false);
    const { rating: _r, ...withoutRating } = review;
    expect(isReviewComplete(withoutRating)).toBe(false);
  });

  it.each(['name', 'title', 'comment'] as const)('is false when %s is missing', (field) => {
    const { [field]: _omit, ...rest } = review;
    expect(isReviewComplete(rest)).toBe(false);
  });

  it.each(['name', 'title', 'comment'] as const)('is false when %s is only spaces', (field) => {
    expect(isReviewComplete({ ...review, [field]: '   ' })).toBe(false);
  });

  it('is false for an empty form', () => {
    expect(isReviewComplete({})).toBe(false);
  });
});
