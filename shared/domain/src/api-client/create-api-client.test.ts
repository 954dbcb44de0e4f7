import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from '../api-contract/errors';
import { pageCount } from '../api-contract/paging';
import { DEFAULT_ORDER_PAGE_LIMIT, type PlaceOrderInput } from '../order/order.schemas';
import type { ProductCreateInput } from '../product/product.schemas';
import { createApiClient } from './create-api-client';
import { ApiError, isApiError, type HttpOptions } from './http';

const BASE = 'https://shop.example.lk';
const TOKEN = 'tok-123';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

type Answer = Response | Error | ((call: Call) => Response);

function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(JSON.stringify(data), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** A fake fetch that records every call and answers with the given answers, in order. */
function fakeFetch(...answers: Answer[]) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
    };
    calls.push(call);
    const answer = answers.shift() ?? json({});
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(call) : answer;
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

function setup(
  options: { token?: string | null; baseUrl?: HttpOptions['baseUrl'] } = {},
  ...answers: Answer[]
) {
  const fake = fakeFetch(...answers);
  const token = options.token === undefined ? TOKEN : options.token;
  const api = createApiClient({
    baseUrl: options.baseUrl ?? BASE,
    getToken: () => token,
    fetch: fake.fetch,
  });
  const last = () => {
    const call = fake.calls.at(-1);
    if (!call) throw new Error('no call was made');
    return call;
  };
  const lastJson = () => JSON.parse(String(last().body)) as unknown;
  return { api, calls: fake.calls, last, lastJson };
}

const user = {
  _id: '7',
  firstName: 'Nimal',
  lastName: 'Perera',
  name: 'Nimal Perera',
  email: 'nimal@example.com',
  phone: '0771234567',
  role: 'admin' as const,
  isEmailVerified: true,
  isDisabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const product = {
  _id: '1',
  productId: 'PRD-001',
  name: 'Sunset',
  altNames: [],
  price: 4500,
  labeledPrice: 5000,
  category: 'Living Room' as const,
  description: '',
  stock: 3,
  images: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('createApiClient: URL, headers and body basics', () => {
  it('joins the base URL and the path, dropping a trailing slash of the base', async () => {
    const { api, last } = setup({ baseUrl: `${BASE}//` });
    await api.product.trending();
    expect(last().url).toBe(`${BASE}/api/product/trending-products`);
  });

  it('uses a same-origin path when the base URL is empty', async () => {
    const { api, last } = setup({ baseUrl: '' });
    await api.product.newArrivals();
    expect(last().url).toBe('/api/product/new-arrivals');
  });

  it('reads a base URL given as a function at every request', async () => {
    let base = 'http://one.test';
    const { api, calls } = setup({ baseUrl: () => base });
    await api.system.health();
    base = 'http://two.test/';
    await api.system.health();
    expect(calls.map((c) => c.url)).toEqual([
      'http://one.test/api/health',
      'http://two.test/api/health',
    ]);
  });

  it('asks for JSON on every request', async () => {
    const { api, last } = setup();
    await api.product.trending();
    expect(last().headers.get('Accept')).toBe('application/json');
  });

  it('sends Authorization: Bearer <token> on token endpoints when a token exists', async () => {
    const { api, last } = setup({}, json({ user }));
    await api.user.current();
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('sends no Authorization header when there is no token', async () => {
    for (const token of [null, '']) {
      const { api, last } = setup({ token }, json({ user }));
      await api.user.current();
      expect(last().headers.has('Authorization')).toBe(false);
    }
  });

  it('sends no Authorization header when no token provider is given', async () => {
    const fake = fakeFetch(json({ user }));
    const api = createApiClient({ baseUrl: BASE, fetch: fake.fetch });
    await api.user.current();
    expect(fake.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('waits for an asynchronous token provider', async () => {
    const fake = fakeFetch(json([]));
    const api = createApiClient({
      baseUrl: BASE,
      getToken: async () => 'async-token',
      fetch: fake.fetch,
    });
    await api.order.list();
    expect(fake.calls[0]?.headers.get('Authorization')).toBe('Bearer async-token');
  });

  it('sends no body and no Content-Type on a GET', async () => {
    const { api, last } = setup({}, json([]));
    await api.order.list();
    expect(last().body).toBeUndefined();
    expect(last().headers.has('Content-Type')).toBe(false);
  });

  it('gives undefined as the data of an empty successful answer (204)', async () => {
    const { api } = setup({}, new Response(null, { status: 204 }));
    await expect(api.order.remove('ORD-0001')).resolves.toBeUndefined();
  });
});

describe('createApiClient: auth: false endpoints never send the token', () => {
  it('leaves Authorization off every public call even though a token exists', async () => {
    const { api, calls } = setup(
      {},
      json({ message: 'ok', token: 't', user }),
      json({ message: 'ok', token: 't', user }),
      json({ message: 'ok', user }),
      json({ message: 'sent' }),
      json({ message: 'changed' }),
      json([product]),
      json([product]),
      json([product]),
      json([product]),
      json([product]),
      json([product]),
      json(product),
      json({ success: true, message: 'ok' }),
      json({ success: true, message: 'ok' }),
      json({}),
      json({ status: 'ok', database: 'ok' }),
      json({ googleClientId: null }),
    );
    await api.user.login({ email: 'a@b.co', password: 'x' });
    await api.user.google('g-token');
    await api.user.register({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      phone: '0771234567',
      password: 'password1',
    });
    await api.user.sendMail('a@b.co');
    await api.user.changePassword({ email: 'a@b.co', otp: '123456', password: 'password1' });
    await api.product.list();
    await api.product.byCategory('Kitchen');
    await api.product.search('sun');
    await api.product.recommended();
    await api.product.newArrivals();
    await api.product.trending();
    await api.product.get('PRD-001');
    await api.inbox.sendCustomArt({ name: 'A', email: 'a@b.co', message: 'Hi' });
    await api.inbox.sendContact({ name: 'A', email: 'a@b.co', subject: 'S', message: 'Hi' });
    await api.system.health();
    await api.system.config();
    expect(calls).toHaveLength(16);
    for (const call of calls) {
      expect(call.headers.has('Authorization'), `${call.method} ${call.url}`).toBe(false);
    }
  });
});

describe('createApiClient: user', () => {
  it('current: GET /api/user/current with the token, returning the user', async () => {
    const { api, last } = setup({}, json({ user }));
    await expect(api.user.current()).resolves.toEqual(user);
    expect(last()).toMatchObject({ method: 'GET', url: `${BASE}/api/user/current` });
  });

  it('login: POST /api/user/login with a JSON body of email and password', async () => {
    const answer = { message: 'Login successfull', token: 'jwt', user };
    const { api, last, lastJson } = setup({}, json(answer));
    await expect(api.user.login({ email: 'a@b.co', password: 'secret' })).resolves.toEqual(answer);
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/user/login` });
    expect(last().headers.get('Content-Type')).toBe('application/json');
    expect(lastJson()).toEqual({ email: 'a@b.co', password: 'secret' });
  });

  it('google: POST /api/user/google with the access token', async () => {
    const { api, last, lastJson } = setup({}, json({ message: 'ok', token: 'jwt', user }));
    await api.user.google('ya29.abc');
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/user/google` });
    expect(lastJson()).toEqual({ accessToken: 'ya29.abc' });
  });

  it('register: POST /api/user/ with the registration fields', async () => {
    const body = {
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      password: 'password1',
      phone: '0771234567',
    };
    const { api, last, lastJson } = setup({}, json({ message: 'Registration successful', user }));
    await api.user.register(body);
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/user/` });
    expect(lastJson()).toEqual(body);
  });

  it('sendMail: POST /api/user/sendMail with the email', async () => {
    const { api, last, lastJson } = setup({}, json({ message: 'sent' }));
    await api.user.sendMail('a@b.co');
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/user/sendMail` });
    expect(lastJson()).toEqual({ email: 'a@b.co' });
  });

  it('changePassword: POST /api/user/changePW with email, otp and password', async () => {
    const body = { email: 'a@b.co', otp: '123456', password: 'password1' };
    const { api, last, lastJson } = setup({}, json({ message: 'changed' }));
    await api.user.changePassword(body);
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/user/changePW` });
    expect(lastJson()).toEqual(body);
  });

  it('listAll: GET /api/user/admin/all with the token', async () => {
    const { api, last } = setup({}, json([user]));
    await expect(api.user.listAll()).resolves.toEqual([user]);
    expect(last()).toMatchObject({ method: 'GET', url: `${BASE}/api/user/admin/all` });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('remove: DELETE /api/user/{id} with the token and the id encoded', async () => {
    const { api, calls } = setup({}, json({ message: 'deleted' }), json({ message: 'deleted' }));
    await api.user.remove('42');
    await api.user.remove('4 2/x');
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['DELETE', `${BASE}/api/user/42`],
      ['DELETE', `${BASE}/api/user/4%202%2Fx`],
    ]);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(calls[0]?.body).toBeUndefined();
  });

  it('setDisabled: PATCH /api/user/{id} with isDisabled, returning the user', async () => {
    const { api, last, lastJson } = setup({}, json({ user: { ...user, isDisabled: true } }));
    await expect(api.user.setDisabled('42', true)).resolves.toMatchObject({ isDisabled: true });
    expect(last()).toMatchObject({ method: 'PATCH', url: `${BASE}/api/user/42` });
    expect(lastJson()).toEqual({ isDisabled: true });
  });
});

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

describe('createApiClient: order', () => {
  it('list: GET /api/order with the token, reading X-Total-Count', async () => {
    const { api, last } = setup({}, json([], { headers: { 'X-Total-Count': '31' } }));
    const page = await api.order.list({ status: 'Pending', page: 2, limit: 10 });
    expect(last()).toMatchObject({
      method: 'GET',
      url: `${BASE}/api/order?status=Pending&page=2&limit=10`,
    });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(page).toEqual({ items: [], total: 31, page: 2, limit: 10 });
  });

  it('list: without a query asks for GET /api/order, page 1 of the server default of 100', async () => {
    const { api, last } = setup({}, json([{ orderID: 'ORD-1' }, { orderID: 'ORD-2' }]));
    const page = await api.order.list();
    expect(last().url).toBe(`${BASE}/api/order`);
    expect(page).toMatchObject({ total: 2, page: 1, limit: DEFAULT_ORDER_PAGE_LIMIT });
  });

  it('list: reports the default page size, not the total, when the server pages the list', async () => {
    const orders = Array.from({ length: 100 }, (_, i) => ({ orderID: `ORD-${i}` }));
    const { api } = setup({}, json(orders, { headers: { 'X-Total-Count': '250' } }));
    const page = await api.order.list();
    expect(page).toMatchObject({ total: 250, page: 1, limit: 100 });
    expect(pageCount(page.total, page.limit)).toBe(3);
  });

  it('list: an empty order list still reports a page size above 0', async () => {
    const { api } = setup({}, json([], { headers: { 'X-Total-Count': '0' } }));
    const page = await api.order.list();
    expect(page).toEqual({ items: [], total: 0, page: 1, limit: 100 });
  });

  it('get: GET /api/order/{orderID}', async () => {
    const { api, last } = setup({}, json({ orderID: 'ORD-0001' }));
    await api.order.get('ORD-0001');
    expect(last()).toMatchObject({ method: 'GET', url: `${BASE}/api/order/ORD-0001` });
  });

  it('place: POST /api/order with name, address, phoneNumber and billItems', async () => {
    const input: PlaceOrderInput = {
      name: 'Nimal',
      address: 'Kandy',
      phoneNumber: '0771234567',
      billItems: [
        { productId: 'PRD-001', quantity: 2, size: '18x24 in' },
        { productId: 'PRD-002', quantity: 1 },
      ],
    };
    const { api, last, lastJson } = setup({}, json({ message: 'Order placed', order: {} }));
    await api.order.place(input);
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/order` });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(last().headers.get('Content-Type')).toBe('application/json');
    expect(lastJson()).toEqual(input);
  });

  it('setStatus: PUT /api/order/{orderID} with the status', async () => {
    const { api, last, lastJson } = setup({}, json({ message: 'updated', order: {} }));
    await api.order.setStatus('ORD-0001', 'Shipped');
    expect(last()).toMatchObject({ method: 'PUT', url: `${BASE}/api/order/ORD-0001` });
    expect(lastJson()).toEqual({ status: 'Shipped' });
  });

  it('setStatus: sends the carrier and tracking number with Shipped when given', async () => {
    const { api, lastJson } = setup({}, json({ message: 'updated', order: {} }));
    await api.order.setStatus('ORD-0001', 'Shipped', {
      carrier: 'DHL',
      trackingNumber: '1234567890',
    });
    expect(lastJson()).toEqual({ status: 'Shipped', carrier: 'DHL', trackingNumber: '1234567890' });
  });

  it('remove: DELETE /api/order/{orderID} with the token', async () => {
    const { api, last } = setup({}, json({ message: 'deleted' }));
    await api.order.remove('ORD-0001');
    expect(last()).toMatchObject({ method: 'DELETE', url: `${BASE}/api/order/ORD-0001` });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });
});

describe('createApiClient: upload', () => {
  it('image: POST /api/upload as FormData with the file under "file", without a JSON type', async () => {
    const { api, last } = setup({}, json({ url: '/uploads/1-poster.png' }));
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await expect(api.upload.image(file, 'poster.png')).resolves.toEqual({
      url: '/uploads/1-poster.png',
    });
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/upload` });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    // The browser sets multipart/form-data with its boundary itself.
    expect(last().headers.has('Content-Type')).toBe(false);
    const body = last().body;
    expect(body).toBeInstanceOf(FormData);
    const sent = (body as FormData).get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('poster.png');
    expect((sent as File).size).toBe(4);
    expect((sent as File).type).toBe('image/png');
  });
});

describe('createApiClient: inbox', () => {
  it('sendCustomArt: POST /api/inbox/custom-art without a token', async () => {
    const body = { name: 'A', email: 'a@b.co', style: 'Oil', message: 'Hi' };
    const { api, last, lastJson } = setup({}, json({ success: true, message: 'sent' }));
    await expect(api.inbox.sendCustomArt(body)).resolves.toEqual({
      success: true,
      message: 'sent',
    });
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/inbox/custom-art` });
    expect(lastJson()).toEqual(body);
  });

  it('sendContact: POST /api/inbox/contact without a token', async () => {
    const body = { name: 'A', email: 'a@b.co', subject: 'S', message: 'Hi' };
    const { api, last, lastJson } = setup({}, json({ success: true, message: 'sent' }));
    await api.inbox.sendContact(body);
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/inbox/contact` });
    expect(lastJson()).toEqual(body);
  });

  it('list: GET /api/inbox with the token, filtered by status when given', async () => {
    const { api, calls } = setup({}, json([]), json([]));
    await api.inbox.list('new');
    await api.inbox.list();
    expect(calls.map((c) => c.url)).toEqual([`${BASE}/api/inbox?status=new`, `${BASE}/api/inbox`]);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('setStatus: PATCH /api/inbox/{id} with the status', async () => {
    const { api, last, lastJson } = setup({}, json({}));
    await api.inbox.setStatus('9', 'handled');
    expect(last()).toMatchObject({ method: 'PATCH', url: `${BASE}/api/inbox/9` });
    expect(lastJson()).toEqual({ status: 'handled' });
  });
});

describe('createApiClient: review', () => {
  it('list: GET /api/review paged, with all=true only when asked, read as a page', async () => {
    const { api, calls } = setup(
      {},
      json([{ _id: '1' }], { headers: { 'X-Total-Count': '31' } }),
      json([]),
      json([]),
    );
    await expect(api.review.list()).resolves.toEqual({
      items: [{ _id: '1' }],
      total: 31,
      page: 1,
      limit: 24,
    });
    await api.review.list({ all: true, status: 'awaiting-approval', page: 2, limit: 50 });
    await api.review.list({ all: false });
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}/api/review`,
      `${BASE}/api/review?all=true&status=awaiting-approval&page=2&limit=50`,
      `${BASE}/api/review?all=false`,
    ]);
    expect(calls[1]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('create: POST /api/review with the review, and the author’s token when signed in', async () => {
    const body = { name: 'A', title: 'T', comment: 'C', rating: 4 };
    const { api, last, lastJson } = setup({}, json({ _id: '1', ...body }));
    await api.review.create(body);
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/review` });
    expect(lastJson()).toEqual(body);
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('setHidden: PATCH /api/review/{id} with isHidden', async () => {
    const { api, last, lastJson } = setup({}, json({}));
    await api.review.setHidden('3', true);
    expect(last()).toMatchObject({ method: 'PATCH', url: `${BASE}/api/review/3` });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(lastJson()).toEqual({ isHidden: true });
  });

  it('approve: PATCH /api/review/{id} with isApproved true', async () => {
    const { api, last, lastJson } = setup({}, json({}));
    await api.review.approve('3');
    expect(last()).toMatchObject({ method: 'PATCH', url: `${BASE}/api/review/3` });
    expect(lastJson()).toEqual({ isApproved: true });
  });

  it('remove: DELETE /api/review/{id}', async () => {
    const { api, last } = setup({}, json({ message: 'deleted' }));
    await api.review.remove('3');
    expect(last()).toMatchObject({ method: 'DELETE', url: `${BASE}/api/review/3` });
  });
});

describe('createApiClient: system', () => {
  it('health and config: GET without a token', async () => {
    const { api, calls } = setup(
      {},
      json({ status: 'ok', database: 'ok' }),
      json({ googleClientId: 'abc.apps.googleusercontent.com' }),
    );
    await expect(api.system.health()).resolves.toEqual({ status: 'ok', database: 'ok' });
    await expect(api.system.config()).resolves.toEqual({
      googleClientId: 'abc.apps.googleusercontent.com',
    });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', `${BASE}/api/health`],
      ['GET', `${BASE}/api/config`],
    ]);
  });

  it('stats: GET /api/admin/stats with the token', async () => {
    const { api, last } = setup({}, json({ totalUsers: 3 }));
    await expect(api.system.stats()).resolves.toEqual({ totalUsers: 3 });
    expect(last()).toMatchObject({ method: 'GET', url: `${BASE}/api/admin/stats` });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });
});

describe('createApiClient: mailPreview', () => {
  it('list and get: GET /api/admin/mail-previews[/kind] with the token', async () => {
    const preview = { subject: 'Your order is on its way', html: '<p>Hi</p>', text: 'Hi' };
    const kinds = [{ kind: 'order-shipped', label: 'Order shipped', audience: 'shopper' }];
    const { api, calls } = setup({}, json(kinds), json(preview));
    await expect(api.mailPreview.list()).resolves.toEqual(kinds);
    await expect(api.mailPreview.get('order-shipped')).resolves.toEqual(preview);
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', `${BASE}/api/admin/mail-previews`],
      ['GET', `${BASE}/api/admin/mail-previews/order-shipped`],
    ]);
    expect(calls[1]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });
});

describe('createApiClient: errors', () => {
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    try {
      await promise;
    } catch (error) {
      expect(isApiError(error)).toBe(true);
      return error as ApiError;
    }
    throw new Error('expected the call to fail');
  }

  it('turns a 400 answer into an ApiError with status, message and field errors', async () => {
    const errors = [
      { path: 'email', message: 'Enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ];
    const { api } = setup(
      {},
      json({ code: 'invalid', message: 'Invalid input', errors }, { status: 400 }),
    );
    const error = await failure(
      api.user.register({
        firstName: 'A',
        lastName: 'B',
        email: 'x',
        phone: '0771234567',
        password: 'x',
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid');
    expect(error.message).toBe('Invalid input');
    expect(error.errors).toEqual(errors);
  });

  it('keeps the server message of a 401 login failure', async () => {
    const { api } = setup(
      {},
      json({ code: 'unauthorized', message: 'Wrong email or password' }, { status: 401 }),
    );
    const error = await failure(api.user.login({ email: 'a@b.co', password: 'bad' }));
    expect([error.status, error.code, error.message, error.errors]).toEqual([
      401,
      'unauthorized',
      'Wrong email or password',
      [],
    ]);
  });

  it('keeps the code and the message of a 409 conflict, whichever kind it is', async () => {
    const { api } = setup(
      {},
      json(
        { code: 'out_of_stock', message: 'Not enough stock for Sunset Over Galle' },
        { status: 409 },
      ),
    );
    const error = await failure(
      api.order.place({
        name: 'A',
        address: 'B',
        phoneNumber: '0771234567',
        billItems: [{ productId: 'PRD-001', quantity: 5 }],
      }),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('out_of_stock');
    expect(error.message).toBe('Not enough stock for Sunset Over Galle');
  });

  it('carries each code the server sends, as it sent it', async () => {
    for (const code of ERROR_CODES) {
      const status = ERROR_STATUS[code];
      const { api } = setup({}, json({ code, message: `refused: ${code}` }, { status }));
      const error = await failure(api.product.get('PRD-001'));
      expect([error.status, error.code, error.message]).toEqual([status, code, `refused: ${code}`]);
    }
  });

  it('tells a 409 of one kind from another only by the code', async () => {
    const { api } = setup(
      {},
      json({ code: 'not_pending', message: 'No longer cancellable' }, { status: 409 }),
      json({ code: 'duplicate', message: 'Taken' }, { status: 409 }),
    );
    expect((await failure(api.order.remove('ORD-0001'))).code).toBe('not_pending');
    expect((await failure(api.product.create({ ...product, productId: 'PRD-001' }))).code).toBe(
      'duplicate',
    );
  });

  it('falls back to the code the status stands for when the body names none or an unknown one', async () => {
    const { api } = setup(
      {},
      json({ message: 'Too many attempts' }, { status: 429 }),
      json({ code: 'teapot', message: 'Short and stout' }, { status: 409 }),
      new Response('<html>Request Entity Too Large</html>', { status: 413 }),
      new Response('<html>Bad Gateway</html>', { status: 502 }),
      new Response('', { status: 418 }),
    );
    expect((await failure(api.product.trending())).code).toBe('rate_limited');
    expect((await failure(api.product.trending())).code).toBe('conflict');
    expect((await failure(api.product.trending())).code).toBe('too_large');
    expect((await failure(api.product.trending())).code).toBe('unavailable');
    expect((await failure(api.product.trending())).code).toBe('unexpected_answer');
  });

  it('gives a readable message for a non-JSON error body (e.g. a proxy page)', async () => {
    const { api } = setup(
      {},
      new Response('<html><body>502 Bad Gateway</body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await failure(api.product.trending());
    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed (502)');
    expect(error.errors).toEqual([]);
  });

  it('gives a readable message for an empty error body', async () => {
    const { api } = setup({}, new Response('', { status: 500 }));
    const error = await failure(api.product.trending());
    expect([error.status, error.message]).toEqual([500, 'Request failed (500)']);
  });

  it('gives a readable message for a JSON error body without a message', async () => {
    const { api } = setup({}, json({ error: 'nope', errors: 'not a list' }, { status: 403 }));
    const error = await failure(api.user.listAll());
    expect([error.status, error.message, error.errors]).toEqual([403, 'Request failed (403)', []]);
  });

  it('gives a readable message for a JSON error body that is not an object', async () => {
    const { api } = setup({}, new Response('null', { status: 404 }));
    const error = await failure(api.product.get('PRD-404'));
    expect([error.status, error.message]).toEqual([404, 'Request failed (404)']);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { api } = setup({}, new TypeError('fetch failed'));
    const error = await failure(api.product.list());
    expect(error.status).toBe(0);
    expect(error.code).toBe('unreachable');
    expect(error.message).toBe('Cannot reach the shop server');
    expect(error.errors).toEqual([]);
  });

  it('passes an abort through as it is, not as an ApiError', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { api } = setup({}, abort);
    await expect(api.product.list()).rejects.toBe(abort);
  });

  it('turns a successful answer that is not JSON into an ApiError, not a SyntaxError', async () => {
    const { api } = setup(
      {},
      new Response('<!doctype html><title>Shop</title>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await failure(api.product.trending());
    expect(error.status).toBe(200);
    expect(error.code).toBe('unexpected_answer');
    expect(error.message).toBe('Unexpected answer from the shop server');
  });

  it('isApiError is false for other errors', () => {
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 400, message: 'x' })).toBe(false);
    expect(isApiError(new ApiError(400, 'x'))).toBe(true);
    expect(new ApiError(404, 'x').code).toBe('not_found');
  });
});
