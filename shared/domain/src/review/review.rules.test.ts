import { describe, expect, it } from 'vitest';
import { averageRating, ratingText } from './review.rules';

describe('averageRating', () => {
  it('rounds the average to one decimal, and is 0 without ratings', () => {
    expect(averageRating(19, 4)).toBe(4.8); // 5, 5, 5, 4
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(0, 0)).toBe(0);
  });
});

describe('ratingText', () => {
  it('reads as SPEC\'s "4.8 out of 5" with the count of reviews', () => {
    expect(ratingText({ average: 4.8, count: 12 })).toBe('4.8 out of 5 · 12 reviews');
    expect(ratingText({ average: 5, count: 1 })).toBe('5.0 out of 5 · 1 review');
  });
});
