import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewSchema, type Review } from '@wallart/domain';
import { ReviewModel } from '../../db/models';
import { SAMPLE_REVIEWS } from '../../../demo';
import { seedReviews } from '../../db/seed/seed';
import { createUser } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
import { avatarDataUri, initialsOf } from './avatar';

let app: TestApp;
let adminToken: string;
let shop: TestClient;
let asAdmin: TestClient;
let asShopper: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = (await createUser(app, { role: 'admin' })).token;
  shop = clientFor(app);
  asAdmin = clientFor(app, adminToken);
  asShopper = clientFor(app, await createUser(app));
});
afterAll(async () => app.close());

const svgOf = (dataUri: string) =>
  Buffer.from(dataUri.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

const list = (api: TestClient = shop, all?: boolean): Promise<Review[]> => api.review.list({ all });

describe('reviews', () => {
  it('seeds the four sample reviews once, newest first', async () => {
    expect(await seedReviews()).toBe(4);
    expect(await seedReviews()).toBe(0);
    const reviews = await list();
    expect(reviews.map((r) => r.name)).toEqual(SAMPLE_REVIEWS.map((r) => r.name));
    for (const review of reviews) expect(reviewSchema.parse(review)).toEqual(review);
  });

  // Sends isHidden, which the client never sends: a raw request on purpose.
  it('takes a review from anyone and answers it with a local avatar (201)', async () => {
    const res = await app.call<Review>('POST', '/api/review', {
      body: {
        name: 'Chamari Atapattu',
        title: 'Gorgeous colours',
        comment: 'The print glows.',
        rating: 5,
        isHidden: true,
      },
    });
    expect(res.status).toBe(201);
    expect(reviewSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ name: 'Chamari Atapattu', rating: 5, isHidden: false });
    expect(res.body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(svgOf(res.body.image)).toContain('>CA</text>');
    const first = (await list())[0];
    expect(first?._id).toBe(res.body._id);
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
    expect((await app.call('GET', '/api/review?all=maybe')).status).toBe(400);
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
