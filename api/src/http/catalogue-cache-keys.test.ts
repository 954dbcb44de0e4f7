import { describe, expect, it } from 'vitest';
import { productsEndpoints } from '@wallart/domain/endpoints';
import { followsSalesOrStock, KNOWN_PARAMS, neverCached } from './catalogue-cache-keys';

describe('the catalogue cache keys', () => {
  it('keep exactly the query parameters the catalogue reads define', () => {
    const defined = new Set<string>();
    for (const endpoint of Object.values(productsEndpoints)) {
      if (endpoint.method !== 'get' || !('query' in endpoint)) continue;
      for (const name of Object.keys(endpoint.query.shape)) defined.add(name);
    }
    expect([...KNOWN_PARAMS].sort()).toEqual([...defined].sort());
  });

  it('drop best sellers and unanchored recommendations on any stock move', () => {
    expect(followsSalesOrStock('/api/product/trending-products?limit=8')).toBe(true);
    expect(followsSalesOrStock('/api/product/recommended-products')).toBe(true);
    expect(followsSalesOrStock('/api/product/recommended-products?productId=P1')).toBe(false);
    expect(followsSalesOrStock('/api/product?inStock=true')).toBe(true);
    expect(followsSalesOrStock('/api/product/new-arrivals')).toBe(false);
  });
});

describe('neverCached', () => {
  it("keeps no print's reviews, which follow review writes and not product writes", () => {
    expect(neverCached('/api/product/WA-LR-001/reviews?page=2')).toBe(true);
    expect(neverCached('/api/product/WA-LR-001')).toBe(false);
    expect(neverCached('/api/product?search=reviews')).toBe(false);
  });
});
