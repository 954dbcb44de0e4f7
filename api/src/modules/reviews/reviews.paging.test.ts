import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@wallart/domain';
import { ReviewModel } from '../../db/models';
import { createUser } from '../../test/factories';
import { clientFor, startTestApp, type TestApp, type TestClient } from '../../test/test-app';

let app: TestApp;
let asAdmin: TestClient;
const MINUTE = 60_000;
const start = Date.UTC(2026, 9, 1);

/** 30 published reviews (P1 oldest … P30 newest), 3 waiting and 2 hidden, dated in between. */
beforeAll(async () => {
  app = await startTestApp();
  asAdmin = clientFor(app, await createUser(app, { role: 'admin' }));
  const rows = [
    ...Array.from({ length: 30 }, (_, i) => ({ title: `P${i + 1}`, isApproved: true })),
    ...Array.from({ length: 3 }, (_, i) => ({ title: `W${i + 1}`, isApproved: false })),
    ...Array.from({ length: 2 }, (_, i) => ({
      title: `H${i + 1}`,
      isApproved: true,
      isHidden: true,
    })),
  ].map((r, i) => ({
    name: 'Test Writer',
    comment: 'Fine.',
    rating: 4,
    isHidden: false,
    ...r,
    createdAt: new Date(
      start + (r.title.startsWith('P') ? Number(r.title.slice(1)) * 2 : i) * MINUTE,
    ),
  }));
  await ReviewModel.bulkCreate(rows);
});
afterAll(async () => app.close());

const titles = (list: { title: string }[]) => list.map((r) => r.title);
const newest = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => `P${from - i}`);

describe('GET /api/review is paged as products are', () => {
  it('answers the newest 24 published reviews as an array, with X-Total-Count, when asked nothing', async () => {
    const res = await app.call<{ title: string }[]>('GET', '/api/review');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(titles(res.body)).toEqual(newest(30, 7));
    expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe('30');
  });

  it('takes page and limit, and the last page holds the rest', async () => {
    const shop = clientFor(app);
    const second = await shop.review.list({ page: 2, limit: 10 });
    expect(titles(second.items)).toEqual(newest(20, 11));
    expect(second.total).toBe(30);
    const last = await shop.review.list({ page: 4, limit: 8 });
    expect(titles(last.items)).toEqual(newest(6, 1));
    expect((await shop.review.list({ page: 9, limit: 8 })).items).toEqual([]);
  });

  it('refuses a limit past 100 or a page below 1 with a 400', async () => {
    for (const query of ['limit=101', 'limit=0', 'page=0', 'page=x']) {
      expect((await app.call('GET', `/api/review?${query}`)).status, query).toBe(400);
    }
  });

  it('pages staff through every review or one moderation state, each with its own total', async () => {
    const all = await asAdmin.review.list({ all: true, limit: 100 });
    expect(all.total).toBe(35);
    expect(asAdmin.lastAnswer().headers.get(TOTAL_COUNT_HEADER)).toBe('35');
    const waiting = await asAdmin.review.list({ all: true, status: 'awaiting-approval' });
    expect(titles(waiting.items).sort()).toEqual(['W1', 'W2', 'W3']);
    expect(waiting.total).toBe(3);
    const hidden = await asAdmin.review.list({ all: true, status: 'hidden' });
    expect(titles(hidden.items).sort()).toEqual(['H1', 'H2']);
    const published = await asAdmin.review.list({ all: true, status: 'published', limit: 5 });
    expect(titles(published.items)).toEqual(newest(30, 26));
    expect(published.total).toBe(30);
    // Without an admin's token, `all` and `status` change nothing.
    const asShopper = clientFor(app, await createUser(app));
    const shopperView = await asShopper.review.list({ all: true, status: 'hidden' });
    expect(shopperView.total).toBe(30);
    expect(titles(shopperView.items)).toEqual(newest(30, 7));
  });
});
