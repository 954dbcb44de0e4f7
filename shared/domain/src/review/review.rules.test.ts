import { describe, expect, it } from 'vitest';
import { averageRating } from './review.rules';

describe('averageRating', () => {
  it('rounds the average to one decimal, and is 0 without ratings', () => {
    expect(averageRating(19, 4)).toBe(4.8); // 5, 5, 5, 4
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(0, 0)).toBe(0);
  });
});
