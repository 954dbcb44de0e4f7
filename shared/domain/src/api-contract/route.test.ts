import { describe, expect, it } from 'vitest';
import { apiRoutes } from './api-routes';
import { callOf, pathParamNames } from './route';

describe('callOf', () => {
  it('takes the method from the route and encodes path parameters', () => {
    expect(callOf(apiRoutes.products.category, { category: 'Living Room' })).toEqual({
      method: 'get',
      path: '/api/product/category/Living%20Room',
    });
    expect(callOf(apiRoutes.products.search, { text: 'a/b?c' }).path).toBe(
      '/api/product/search/a%2Fb%3Fc',
    );
    expect(callOf(apiRoutes.orders.setStatus, { orderID: 'ORD-1' })).toEqual({
      method: 'put',
      path: '/api/order/ORD-1',
    });
    expect(callOf(apiRoutes.users.setRole, { id: '../admin' }).path).toBe(
      '/api/user/..%2Fadmin/role',
    );
    expect(callOf(apiRoutes.discounts.update, { id: 7 }).path).toBe('/api/admin/discounts/7');
  });

  it('keeps the SPEC §7 spellings', () => {
    expect(apiRoutes.users.register.path).toBe('/api/user/');
    expect(apiRoutes.passwordReset.changePassword.path).toBe('/api/user/changePW');
    expect(apiRoutes.passwordReset.sendMail.path).toBe('/api/user/sendMail');
    expect(apiRoutes.users.listAll.path).toBe('/api/user/admin/all');
    expect(apiRoutes.products.recommended.path).toBe('/api/product/recommended-products');
    expect(apiRoutes.products.newArrivals.path).toBe('/api/product/new-arrivals');
    expect(apiRoutes.products.trending.path).toBe('/api/product/trending-products');
  });
});

describe('apiRoutes', () => {
  it('names each method and path once', () => {
    const keys = Object.values(apiRoutes).flatMap((area) =>
      Object.values(area).map((route) => `${route.method} ${route.path.replace(/\/$/, '')}`),
    );
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('reads the parameters of a path in order', () => {
    expect(pathParamNames('/api/order/:orderID/invoice.pdf')).toEqual(['orderID']);
    expect(pathParamNames('/api/health')).toEqual([]);
  });
});
