import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_LIMIT,
  MAX_PAGE_LIMIT,
  pageCount,
  PRODUCT_SORTS,
  TOTAL_COUNT_HEADER,
} from './paging';
import { pagingQuerySchema } from './paging.schemas';
import { paths } from './paths';

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

describe('paths', () => {
  it('encode path parameters', () => {
    expect(paths.product.category('Living Room')).toBe('/api/product/category/Living%20Room');
    expect(paths.product.search('a/b?c')).toBe('/api/product/search/a%2Fb%3Fc');
    expect(paths.order.byId('ORD-1')).toBe('/api/order/ORD-1');
    expect(paths.user.byId('../admin')).toBe('/api/user/..%2Fadmin');
  });

  it('keep the SPEC §7 spellings', () => {
    expect(paths.user.register).toBe('/api/user/');
    expect(paths.user.changePassword).toBe('/api/user/changePW');
    expect(paths.user.sendMail).toBe('/api/user/sendMail');
    expect(paths.user.adminAll).toBe('/api/user/admin/all');
    expect(paths.product.recommended).toBe('/api/product/recommended-products');
    expect(paths.product.newArrivals).toBe('/api/product/new-arrivals');
    expect(paths.product.trending).toBe('/api/product/trending-products');
  });
});
