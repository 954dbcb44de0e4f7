import { describe, expect, it } from 'vitest';
import { BASE, fakeFetch, json, product, setup, TOKEN, user } from './testing/fake-fetch';
import { createApiClient } from './create-api-client';

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
