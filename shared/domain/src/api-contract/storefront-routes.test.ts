import { describe, expect, it } from 'vitest';
import { matchFirstPage, matchStorefrontPath } from './storefront-routes';

describe('matchStorefrontPath', () => {
  it('reads one raw segment per parameter, ignoring case and a trailing slash', () => {
    expect(matchStorefrontPath('/overview/:productId', '/overview/PRD-1')).toEqual({
      productId: 'PRD-1',
    });
    expect(matchStorefrontPath('/overview/:productId', '/OverView/a%20b/')).toEqual({
      productId: 'a%20b',
    });
    expect(matchStorefrontPath('/products', '/PRODUCTS//')).toEqual({});
    expect(matchStorefrontPath('/', '')).toEqual({});
  });

  it('refuses other paths, extra segments and a missing parameter', () => {
    expect(matchStorefrontPath('/overview/:productId', '/overview')).toBeNull();
    expect(matchStorefrontPath('/overview/:productId', '/overview/a/b')).toBeNull();
    expect(matchStorefrontPath('/products', '/productsx')).toBeNull();
    expect(matchStorefrontPath('/', '/about')).toBeNull();
  });
});

describe('matchFirstPage', () => {
  it('opens the home, list and product screens, and nothing else', () => {
    expect(matchFirstPage('/')).toEqual({ screen: 'home', params: {} });
    expect(matchFirstPage('/products')).toEqual({ screen: 'list', params: {} });
    expect(matchFirstPage('/products/Kitchen')).toEqual({
      screen: 'list',
      params: { categoryName: 'Kitchen' },
    });
    expect(matchFirstPage('/overview/PRD-1')).toEqual({
      screen: 'product',
      params: { productId: 'PRD-1' },
    });
    for (const other of ['/cart', '/about', '/admin/products', '/products/a/b']) {
      expect(matchFirstPage(other), other).toBeNull();
    }
  });
});
