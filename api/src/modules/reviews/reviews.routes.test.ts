import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewSchema, type Review } from '@wallart/domain';
import { ReviewModel } from '../../db/models';
import { SAMPLE_REVIEWS } from '../../../demo';
import { seedReviews } from '../../db/seed/seed';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { avatarDataUri, initialsOf } from './avatar';

let app: TestApp;
let adminToken: string;
let shopperToken: string;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = (await createUser(app, { role: 'admin' })).token;
  shopperToken = (await createUser(app)).token;
});
afterAll(async () => app.close());

const svgOf = (dataUri: string) =>
  Buffer.from(dataUri.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

const list = (query = '', token?: string) =>
  app.call<Review[]>('GET', `/api/review${query}`, { token });

describe('reviews', () => {
  it('seeds the four sample reviews once, newest first', async () => {
    expect(await seedReviews()).toBe(4);
    expect(await seedReviews()).toBe(0);
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.name)).toEqual(SAMPLE_REVIEWS.map((r) => r.name));
    for (const review of res.body) expect(reviewSchema.parse(review)).toEqual(review);
  });

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
    const first = (await list()).body[0];
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
    const target = (await list()).body.find((r) => r.name === 'Ruwan Jayasinghe');
    const hide = await app.call<Review>('PATCH', `/api/review/${target?._id}`, {
      token: adminToken,
      body: { isHidden: true },
    });
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ _id: target?._id, isHidden: true });

    expect((await list()).body.some((r) => r._id === target?._id)).toBe(false);
    const all = await list('?all=true', adminToken);
    expect(all.body.find((r) => r._id === target?._id)?.isHidden).toBe(true);
    // `all` means nothing without an admin's token.
    expect((await list('?all=true')).body.some((r) => r._id === target?._id)).toBe(false);
    expect((await list('?all=true', shopperToken)).body.some((r) => r._id === target?._id)).toBe(
      false,
    );

    const unhide = await app.call('PATCH', `/api/review/${target?._id}`, {
      token: adminToken,
      body: { isHidden: false },
    });
    expect(unhide.body.isHidden).toBe(false);
    expect((await list()).body.some((r) => r._id === target?._id)).toBe(true);
  });

  it('lets an admin delete a review', async () => {
    const target = (await list()).body.find((r) => r.name === 'Kasun Fernando');
    const res = await app.call('DELETE', `/api/review/${target?._id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Review deleted' });
    expect(await ReviewModel.count({ where: { id: Number(target?._id) } })).toBe(0);
    expect(
      (await app.call('DELETE', `/api/review/${target?._id}`, { token: adminToken })).status,
    ).toBe(404);
  });

  it('keeps moderation for admins: shoppers get 403, anonymous 401, bad input 400/404', async () => {
    const id = (await list()).body[0]?._id ?? '1';
    const hide = { body: { isHidden: true } };
    expect(
      (await app.call('PATCH', `/api/review/${id}`, { ...hide, token: shopperToken })).status,
    ).toBe(403);
    expect((await app.call('PATCH', `/api/review/${id}`, hide)).status).toBe(401);
    expect((await app.call('DELETE', `/api/review/${id}`, { token: shopperToken })).status).toBe(
      403,
    );
    expect((await app.call('DELETE', `/api/review/${id}`)).status).toBe(401);
    expect(
      (
        await app.call('PATCH', `/api/review/${id}`, {
          token: adminToken,
          body: { isHidden: 'yes' },
        })
      ).status,
    ).toBe(400);
    expect((await app.call('PATCH', '/api/review/0', { ...hide, token: adminToken })).status).toBe(
      404,
    );
    expect((await app.call('GET', '/api/review?all=maybe')).status).toBe(400);
  });

  it('limits reviews to 5 per IP in 10 minutes (429)', async () => {
    const limited = await startTestApp();
    try {
      const body = { name: 'Eager Writer', title: 'Again', comment: 'And again.', rating: 3 };
      const statuses = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await limited.call('POST', '/api/review', { body })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
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
