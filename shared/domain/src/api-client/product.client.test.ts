import { describe, expect, it } from 'vitest';
import { pageCount } from '../api-contract/paging';
import type { ProductCreateInput } from '../product/product.schemas';
import { BASE, json, product, setup, TOKEN } from './testing/fake-fetch';

describe('createApiClient: product', () => {
  it('list: GET /api/product with page, limit and sort, reading X-Total-Count', async () => {
    const { api, last } = setup({}, json([product], { headers: { 'X-Total-Count': '57' } }));
    const page = await api.product.list({ page: 2, limit: 12, sort: 'price-asc' });
    expect(last()).toMatchObject({
      method: 'GET',
      url: `${BASE}/api/product?page=2&limit=12&sort=price-asc`,
    });
    expect(page).toEqual({ items: [product], total: 57, page: 2, limit: 12 });
  });

  it('list: without a query sends no query string and reports page 1 of the default 24', async () => {
    const { api, last } = setup({}, json([product], { headers: { 'X-Total-Count': '30' } }));
    const page = await api.product.list();
    expect(last().url).toBe(`${BASE}/api/product`);
    expect(page).toEqual({ items: [product], total: 30, page: 1, limit: 24 });
  });

  it('list: a short last page without a limit still counts pages of 24', async () => {
    const { api } = setup({}, json([product, product], { headers: { 'X-Total-Count': '50' } }));
    const page = await api.product.list({ page: 3 });
    expect(page).toMatchObject({ total: 50, page: 3, limit: 24 });
    expect(pageCount(page.total, page.limit)).toBe(3);
  });

  it('list: an empty last page still reports the limit asked for, never 0', async () => {
    const { api } = setup({}, json([], { headers: { 'X-Total-Count': '0' } }));
    const page = await api.product.list();
    expect(page).toEqual({ items: [], total: 0, page: 1, limit: 24 });
  });

  it('list: without the header the total is the number of items', async () => {
    const { api } = setup({}, json([product, product]));
    expect((await api.product.list({ limit: 10 })).total).toBe(2);
  });

  it('list: passes the category and search filters as query parameters', async () => {
    const { api, last } = setup({}, json([]));
    await api.product.list({ category: 'Living Room', search: 'sun & sea' });
    expect(last().url).toBe(`${BASE}/api/product?category=Living+Room&search=sun+%26+sea`);
  });

  it('byCategory: GET /api/product/category/{category} with the category encoded', async () => {
    const { api, last } = setup({}, json([product], { headers: { 'X-Total-Count': '1' } }));
    const page = await api.product.byCategory('Living Room', { page: 1, limit: 24 });
    expect(last()).toMatchObject({
      method: 'GET',
      url: `${BASE}/api/product/category/Living%20Room?page=1&limit=24`,
    });
    expect(page).toEqual({ items: [product], total: 1, page: 1, limit: 24 });
  });

  it('byCategory: "All" goes in the path like a category', async () => {
    const { api, last } = setup({}, json([]));
    await api.product.byCategory('All');
    expect(last().url).toBe(`${BASE}/api/product/category/All`);
  });

  it('search: GET /api/product/search/{text} with the text encoded', async () => {
    const { api, last } = setup({}, json([], { headers: { 'X-Total-Count': '0' } }));
    const page = await api.product.search('sun & sea/2', { page: 3 });
    expect(last().url).toBe(`${BASE}/api/product/search/sun%20%26%20sea%2F2?page=3`);
    expect(page).toMatchObject({ total: 0, page: 3, limit: 24 });
  });

  it('recommended: GET /api/product/recommended-products, with productId when given', async () => {
    const { api, calls } = setup({}, json([product]), json([product]));
    await expect(api.product.recommended('PRD-001')).resolves.toEqual([product]);
    await api.product.recommended();
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}/api/product/recommended-products?productId=PRD-001`,
      `${BASE}/api/product/recommended-products`,
    ]);
  });

  it('newArrivals and trending: GET their feeds, returning the arrays', async () => {
    const { api, calls } = setup({}, json([product]), json([]));
    await expect(api.product.newArrivals()).resolves.toEqual([product]);
    await expect(api.product.trending()).resolves.toEqual([]);
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', `${BASE}/api/product/new-arrivals`],
      ['GET', `${BASE}/api/product/trending-products`],
    ]);
  });

  it('get: GET /api/product/{productId} with the id encoded', async () => {
    const { api, last } = setup({}, json(product));
    await expect(api.product.get('PRD 1/2')).resolves.toEqual(product);
    expect(last().url).toBe(`${BASE}/api/product/PRD%201%2F2`);
  });

  it('create: POST /api/product with the token and every field as JSON', async () => {
    const input: ProductCreateInput = {
      productId: 'PRD-002',
      name: 'Temple',
      altNames: 'Dalada, Kandy',
      price: 3000,
      labeledPrice: 3500,
      category: 'Religious',
      description: 'Gold leaf',
      stock: 4,
      images: ['/uploads/temple.jpg'],
    };
    const { api, last, lastJson } = setup({}, json({ message: 'Product added', product }));
    await api.product.create(input);
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/product` });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(last().headers.get('Content-Type')).toBe('application/json');
    expect(lastJson()).toEqual(input);
  });

  it('update: PUT /api/product/{productId} with the changed fields', async () => {
    const { api, last, lastJson } = setup({}, json({ message: 'Product updated', product }));
    await api.product.update('PRD-001', { price: 3999.99, category: 'Kitchen' });
    expect(last()).toMatchObject({ method: 'PUT', url: `${BASE}/api/product/PRD-001` });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(lastJson()).toEqual({ price: 3999.99, category: 'Kitchen' });
  });

  it('remove: DELETE /api/product/{productId} with the token', async () => {
    const { api, last } = setup({}, json({ message: 'deleted' }));
    await api.product.remove('PRD-001');
    expect(last()).toMatchObject({ method: 'DELETE', url: `${BASE}/api/product/PRD-001` });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('exportCsv: GET /api/product/export.csv, returning the text as is', async () => {
    const csv = 'productId,name\nPRD-001,Sunset\n';
    const { api, last } = setup({}, new Response(csv, { headers: { 'Content-Type': 'text/csv' } }));
    await expect(api.product.exportCsv()).resolves.toBe(csv);
    expect(last()).toMatchObject({ method: 'GET', url: `${BASE}/api/product/export.csv` });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('importCsv: POST /api/product/import?dryRun=… with a text/csv body', async () => {
    const report = { dryRun: true, created: 1, updated: 0, errors: [] };
    const { api, calls } = setup({}, json(report), json({ ...report, dryRun: false }));
    const csv = 'productId,name\nPRD-9,New\n';
    await expect(api.product.importCsv(csv, { dryRun: true })).resolves.toEqual(report);
    await api.product.importCsv(csv, { dryRun: false });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', `${BASE}/api/product/import?dryRun=true`],
      ['POST', `${BASE}/api/product/import?dryRun=false`],
    ]);
    expect(calls[0]?.headers.get('Content-Type')).toBe('text/csv');
    expect(calls[0]?.body).toBe(csv);
  });
});
