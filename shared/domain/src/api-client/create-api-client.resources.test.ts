import { describe, expect, it } from 'vitest';
import { BASE, json, setup, TOKEN } from './testing/fake-fetch';

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
