import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewSchema, type Review } from '@wallart/domain';
import { ReviewModel } from '../../db/models';
import { SAMPLE_REVIEWS } from '../../../demo';
import { seedReviews } from '../../db/seed/seed';
import { createUser, type SignedIn } from '../../test/factories';
import { onlyEntryOf } from '../audit/testing/read-audit';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
import { avatarDataUri, initialsOf } from './avatar';

let app: TestApp;
let admin: SignedIn;
let adminToken: string;
let shop: TestClient;
let asAdmin: TestClient;
let asShopper: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  adminToken = admin.token;
  shop = clientFor(app);
  asAdmin = clientFor(app, adminToken);
  asShopper = clientFor(app, await createUser(app));
});
afterAll(async () => app.close());

const svgOf = (dataUri: string) =>
  Buffer.from(dataUri.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

/** The first page as the caller sees it (up to 100). */
const list = async (api: TestClient = shop, all?: boolean): Promise<Review[]> =>
  (await api.review.list({ all, limit: 100 })).items;

const aReview = (title: string) => ({
  name: 'Dilani Fernando',
  title,
  comment: 'Lovely.',
  rating: 4,
});

describe('reviews', () => {
  it('seeds the four sample reviews once, newest first', async () => {
    expect(await seedReviews()).toBe(4);
    expect(await seedReviews()).toBe(0);
    const reviews = await list();
    expect(reviews.map((r) => r.name)).toEqual(SAMPLE_REVIEWS.map((r) => r.name));
    for (const review of reviews) expect(reviewSchema.parse(review)).toEqual(review);
  });

  // Sends isHidden and isApproved, which the client never sends: a raw request on purpose.
  it('takes a review from anyone signed out and holds it for staff, with its avatar drawn once (201)', async () => {
    const res = await app.call<Review>('POST', '/api/review', {
      body: {
        name: 'Chamari Atapattu',
        title: 'Gorgeous colours',
        comment: 'The print glows.',
        rating: 5,
        isHidden: false,
        isApproved: true,
      },
    });
    expect(res.status).toBe(201);
    expect(reviewSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      name: 'Chamari Atapattu',
      rating: 5,
      isHidden: false,
      isApproved: false,
    });
    expect(res.body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(svgOf(res.body.image)).toContain('>CA</text>');
    const row = await ReviewModel.findByPk(Number(res.body._id), { raw: true });
    expect(row?.avatar).toBe(res.body.image);

    // Nobody else sees it yet, not even a signed-in shopper; staff see it waiting.
    expect((await list()).map((r) => r._id)).not.toContain(res.body._id);
    expect((await list(asShopper)).map((r) => r._id)).not.toContain(res.body._id);
    const waiting = await asAdmin.review.list({ all: true, status: 'awaiting-approval' });
    expect(waiting.items.map((r) => r._id)).toEqual([res.body._id]);
    expect(waiting.total).toBe(1);
  });

  it('lets an admin approve a waiting review: it joins the shop on top, once, in the audit log', async () => {
    const held = await shop.review.create(aReview('Approve me'));
    expect(held.isApproved).toBe(false);
    const entry = await onlyEntryOf(app, admin, async () => {
      expect(await asAdmin.review.approve(held._id)).toMatchObject({
        _id: held._id,
        isApproved: true,
        isHidden: false,
      });
    });
    expect(entry).toMatchObject({
      action: 'review.approve',
      entityType: 'review',
      entityId: held._id,
      before: { isApproved: false },
      after: { isApproved: true },
    });
    expect((await list())[0]?._id).toBe(held._id);
    // Approving again changes nothing and records nothing.
    const again = await onlyEntryOf(app, admin, async () => {
      await asAdmin.review.approve(held._id);
      await asAdmin.review.setHidden(held._id, true);
    });
    expect(again.action).toBe('review.hide');
    await asAdmin.review.setHidden(held._id, false);
  });

  it('puts a signed-in shopper’s review into the shop at once, on top', async () => {
    const mine = await asShopper.review.create(aReview('Signed in and live'));
    expect(asShopper.lastAnswer().status).toBe(201);
    expect(mine.isApproved).toBe(true);
    expect((await list())[0]?._id).toBe(mine._id);
  });

  it('reads each avatar as it was stored, never drawing it again per list', async () => {
    const review = await asShopper.review.create(aReview('Stored avatar'));
    await ReviewModel.update(
      { avatar: 'data:image/svg+xml;base64,c3RvcmVk' },
      { where: { id: Number(review._id) } },
    );
    expect((await list()).find((r) => r._id === review._id)?.image).toBe(
      'data:image/svg+xml;base64,c3RvcmVk',
    );
  });

  it('refuses an incomplete review or a rating outside 1 to 5 with a 400', async () => {
    const base = { name: 'A', title: 'T', comment: 'C', rating: 4 };
    for (const body of [
      { ...base, rating: 0 },
      { ...base, rating: 6 },
      { ...base, rating: 2.5 },
      { ...base, title: '  ' },
      { ...base, comment: undefined },
      { ...base, name: '' },
    ]) {
      const res = await app.call('POST', '/api/review', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('lets an admin hide and unhide a review; hidden ones leave the public list', async () => {
    const target = (await list()).find((r) => r.name === 'Ruwan Jayasinghe');
    if (!target) throw new Error('the sample review is missing');
    const hide = await asAdmin.review.setHidden(target._id, true);
    expect(asAdmin.lastAnswer().status).toBe(200);
    expect(hide).toMatchObject({ _id: target._id, isHidden: true });

    expect((await list()).some((r) => r._id === target._id)).toBe(false);
    const all = await list(asAdmin, true);
    expect(all.find((r) => r._id === target._id)?.isHidden).toBe(true);
    // `all` means nothing without an admin's token.
    expect((await list(shop, true)).some((r) => r._id === target._id)).toBe(false);
    expect((await list(asShopper, true)).some((r) => r._id === target._id)).toBe(false);

    const unhide = await asAdmin.review.setHidden(target._id, false);
    expect(unhide.isHidden).toBe(false);
    expect((await list()).some((r) => r._id === target._id)).toBe(true);
  });

  it('lets an admin delete a review', async () => {
    const target = (await list()).find((r) => r.name === 'Kasun Fernando');
    if (!target) throw new Error('the sample review is missing');
    expect(await asAdmin.review.remove(target._id)).toEqual({ message: 'Review deleted' });
    expect(asAdmin.lastAnswer().status).toBe(200);
    expect(await ReviewModel.count({ where: { id: Number(target._id) } })).toBe(0);
    expect((await apiError(asAdmin.review.remove(target._id))).status).toBe(404);
  });

  it('keeps moderation for admins: shoppers get 403, anonymous 401, bad input 400/404', async () => {
    const id = (await list())[0]?._id ?? '1';
    expect((await apiError(asShopper.review.setHidden(id, true))).status).toBe(403);
    expect((await apiError(shop.review.setHidden(id, true))).status).toBe(401);
    expect((await apiError(asShopper.review.remove(id))).status).toBe(403);
    expect((await apiError(shop.review.remove(id))).status).toBe(401);
    // Malformed input: raw requests on purpose.
    expect(
      (
        await app.call('PATCH', `/api/review/${id}`, {
          token: adminToken,
          body: { isHidden: 'yes' },
        })
      ).status,
    ).toBe(400);
    expect((await apiError(asAdmin.review.setHidden('0', true))).status).toBe(404);
    expect((await apiError(asAdmin.review.approve('999999'))).status).toBe(404);
    expect((await apiError(asShopper.review.approve(id))).status).toBe(403);
    expect((await apiError(shop.review.approve(id))).status).toBe(401);
    for (const body of [{}, { isApproved: false }, { isApproved: 'yes' }]) {
      const res = await app.call('PATCH', `/api/review/${id}`, { token: adminToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await app.call('GET', '/api/review?all=maybe')).status).toBe(400);
    expect((await app.call('GET', '/api/review?status=spam')).status).toBe(400);
  });

  it('limits reviews to 5 per IP in 10 minutes (429)', async () => {
    const limited = await startTestApp();
    try {
      const review = { name: 'Eager Writer', title: 'Again', comment: 'And again.', rating: 3 };
      const api = clientFor(limited);
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        await api.review.create(review).catch(() => undefined);
        statuses.push(api.lastAnswer().status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const refused = await apiError(api.review.create(review));
      expect(refused.status).toBe(429);
      expect(refused.message).toEqual(expect.any(String));
    } finally {
      await limited.close();
    }
  });
});

describe('avatars', () => {
  it('uses the initials of the first and last word', () => {
    expect(initialsOf('nadeesha perera')).toBe('NP');
    expect(initialsOf('  Madonna ')).toBe('M');
    expect(initialsOf('Ana de la Cruz')).toBe('AC');
  });

  it('gives one name one colour and escapes what it draws', () => {
    expect(avatarDataUri('Ruwan Jayasinghe')).toBe(avatarDataUri('Ruwan Jayasinghe'));
    expect(svgOf(avatarDataUri('Ruwan Jayasinghe'))).not.toBe(
      svgOf(avatarDataUri('Fathima Rizvi')),
    );
    const svg = svgOf(avatarDataUri('<b> &amp'));
    expect(svg).toContain('>&lt;&amp;</text>');
    expect(svg).not.toContain('<b>');
  });
});
