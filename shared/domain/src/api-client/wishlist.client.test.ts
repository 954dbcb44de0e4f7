import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';

const BASE = 'https://shop.example.lk';

function setup(answer: () => Response) {
  const calls: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  const api = createApiClient({
    baseUrl: BASE,
    getToken: () => 'tok-123',
    fetch: async (input, init = {}) => {
      calls.push({
        url: String(input),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body,
      });
      return answer();
    },
  });
  return { api, calls };
}

describe('createApiClient: wishlist', () => {
  it('list: GET /api/wishlist with the token, a page read from X-Total-Count', async () => {
    const { api, calls } = setup(() => Response.json([], { headers: { 'X-Total-Count': '7' } }));
    expect(await api.wishlist.list({ page: 2, limit: 5 })).toEqual({
      items: [],
      total: 7,
      page: 2,
      limit: 5,
    });
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${BASE}/api/wishlist?page=2&limit=5` });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('get, save and remove: GET, PUT and DELETE /api/wishlist/{productId}, the id encoded', async () => {
    const { api, calls } = setup(() => Response.json({ productId: 'WA 1/2', saved: true }));
    await api.wishlist.get('WA 1/2');
    await api.wishlist.save('WA 1/2');
    await api.wishlist.remove('WA 1/2');
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', `${BASE}/api/wishlist/WA%201%2F2`],
      ['PUT', `${BASE}/api/wishlist/WA%201%2F2`],
      ['DELETE', `${BASE}/api/wishlist/WA%201%2F2`],
    ]);
  });

  it('notify and stop: POSTs anyone may send, without the token', async () => {
    const { api, calls } = setup(() => Response.json({ message: 'ok' }, { status: 201 }));
    await api.wishlist.notify('WA-LR-001', { email: 'ama@example.com', size: '12x18 in' });
    await api.wishlist.stop('tok_en');
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', `${BASE}/api/product/WA-LR-001/notify`],
      ['POST', `${BASE}/api/back-in-stock/stop/tok_en`],
    ]);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      email: 'ama@example.com',
      size: '12x18 in',
    });
    expect(calls.every((c) => c.headers.get('Authorization') === null)).toBe(true);
  });
});
