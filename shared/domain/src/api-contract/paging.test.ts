import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_LIMIT,
  MAX_PAGE_LIMIT,
  pageCount,
  PRODUCT_SORTS,
  TOTAL_COUNT_HEADER,
} from './paging';
import { pagingQuerySchema } from './paging.schemas';

describe('paging constants', () => {
  it('default to 24 a page, cap at 100, and name the X-Total-Count header', () => {
    expect(DEFAULT_PAGE_LIMIT).toBe(24);
    expect(MAX_PAGE_LIMIT).toBe(100);
    expect(TOTAL_COUNT_HEADER).toBe('X-Total-Count');
    expect(PRODUCT_SORTS).toEqual(['newest', 'price-asc', 'price-desc', 'name']);
  });
});

describe('pagingQuerySchema', () => {
  it('defaults to page 1 and limit 24', () => {
    expect(pagingQuerySchema.parse({})).toEqual({ page: 1, limit: 24 });
  });

  it('rejects a limit above 100 and accepts 100', () => {
    expect(pagingQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(pagingQuerySchema.parse({ limit: '100' }).limit).toBe(100);
  });

  it('rejects a page beyond one million', () => {
    expect(pagingQuerySchema.safeParse({ page: '1000001' }).success).toBe(false);
  });
});

describe('pageCount', () => {
  it('rounds up to whole pages', () => {
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(49, 24)).toBe(3);
    expect(pageCount(1, 24)).toBe(1);
  });

  it('is at least 1, even for an empty list', () => {
    expect(pageCount(0, 24)).toBe(1);
  });

  it('is 1 rather than Infinity or NaN when the limit is 0', () => {
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount(0, 0)).toBe(1);
  });
});
