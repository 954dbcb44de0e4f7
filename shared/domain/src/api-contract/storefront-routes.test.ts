import { describe, expect, it } from 'vitest';
import { matchFirstPage, matchStorefrontPath, storefrontPathKind } from './storefront-routes';

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
    expect(matchFirstPage('/FAQ/')).toEqual({ screen: 'content', params: {} });
    for (const other of ['/cart', '/contact', '/admin/products', '/products/a/b']) {
      expect(matchFirstPage(other), other).toBeNull();
    }
  });
});

describe('storefrontPathKind', () => {
  it("the catalogue screens and the owner's texts are drawn with their data", () => {
    for (const path of [
      '/',
      '/products',
      '/products/Kitchen',
      '/overview/ABC-1',
      '/returns-and-exchanges',
      '/shipping-info',
      '/about',
      '/faq',
      '/privacy-policy',
      '/terms',
    ]) {
      expect(storefrontPathKind(path), path).toBe('data');
    }
  });

  it('every other shopper page is drawn, the auth screens and token pages included', () => {
    for (const path of [
      '/cart',
      '/checkout',
      '/profile',
      '/orders',
      '/orders/lookup',
      '/contact',
      '/reviews',
      '/wishlist',
      '/login',
      '/register',
      '/forget',
      '/quote/abc',
      '/back-in-stock/stop/abc',
    ]) {
      expect(storefrontPathKind(path), path).toBe('drawn');
    }
  });

  it('staff screens, the testing page and a guest order are left to the browser', () => {
    for (const path of ['/admin', '/admin/products/new', '/testing', '/order/k3y']) {
      expect(storefrontPathKind(path), path).toBe('browser');
    }
  });

  it('anything else is no page', () => {
    for (const path of ['/nothing-here', '/cart/extra', '/overview', '/administrator']) {
      expect(storefrontPathKind(path), path).toBe('unknown');
    }
  });
});
