import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@wallart/domain';
import { PasswordResetModel, ReviewModel, UserModel } from '../../db/models';
import { createProduct, createUser, TEST_PASSWORD, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { readAudit } from './testing/read-audit';

let app: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  // Three review entries and one product entry, in this order.
  const asAdmin = clientFor(app, admin);
  for (const title of ['First', 'Second', 'Third']) {
    const review = await ReviewModel.create({ name: 'Kasun', title, comment: 'Good', rating: 4 });
    expect((await asAdmin.review.setHidden(String(review.id), true)).isHidden).toBe(true);
  }
  await asAdmin.product.create({
    productId: 'LOG-1',
    name: 'Log',
    price: 10,
    labeledPrice: 10,
    category: 'Kitchen',
    stock: 1,
  });
  expect(asAdmin.lastAnswer().status).toBe(201);
});
afterAll(async () => app.close());

describe('GET /api/admin/audit', () => {
  it('answers 401 without a token and 403 to a shopper', async () => {
    const shopper = await createUser(app);
    const anonymous = await apiError(clientFor(app).system.audit());
    expect([anonymous.status, anonymous.code, anonymous.message]).toEqual([
      401,
      'unauthorized',
      'Please log in to continue',
    ]);
    const refused = await apiError(clientFor(app, shopper).system.audit());
    expect([refused.status, refused.code, refused.message]).toEqual([
      403,
      'forbidden',
      'You are not an admin',
    ]);
  });

  it('lists newest first, with the total in X-Total-Count', async () => {
    const { entries, total } = await readAudit(app, admin);
    expect(total).toBe(4);
    expect(entries.map((e) => `${e.action} ${e.entityType}`)).toEqual([
      'product.create product',
      'review.hide review',
      'review.hide review',
      'review.hide review',
    ]);
    expect(entries.slice(1).map((e) => e.after?.title)).toEqual(['Third', 'Second', 'First']);
  });

  it('pages with page and limit, each page continuing where the last one ended', async () => {
    const all = (await readAudit(app, admin)).entries;
    const first = await readAudit(app, admin, { page: 1, limit: 3 });
    const second = await readAudit(app, admin, { page: 2, limit: 3 });
    const beyond = await readAudit(app, admin, { page: 9, limit: 3 });
    expect(first.entries).toEqual(all.slice(0, 3));
    expect(second.entries).toEqual(all.slice(3));
    expect(beyond.entries).toEqual([]);
    expect([first.total, second.total, beyond.total]).toEqual([4, 4, 4]);
  });

  it('filters by entity type', async () => {
    const reviews = await readAudit(app, admin, { entityType: 'review', limit: 2 });
    expect(reviews.total).toBe(3);
    expect(reviews.entries.map((e) => e.after?.title)).toEqual(['Third', 'Second']);
    const users = await readAudit(app, admin, { entityType: 'user' });
    expect(users).toEqual({ entries: [], total: 0 });
  });

  // Malformed queries: raw requests on purpose.
  it.each([
    ['?entityType=invoice', /entityType is one of product, order, user/],
    ['?limit=0', /limit/],
    ['?limit=101', /limit/],
    ['?page=abc', /page/],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const res = await app.call('GET', `${apiRoutes.audit.list.path}${query}`, {
      token: admin.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it("marks the shop's own writes (test set-up) with no actor", async () => {
    const product = await createProduct(app);
    const [entry] = (await readAudit(app, admin, { limit: 1 })).entries;
    expect(entry).toMatchObject({ entityId: product.productId, actorId: null, actorEmail: null });
  });
});

describe('secrets', () => {
  it('never shows a password hash or a reset code, even for a user with a live reset', async () => {
    const target = await createUser(app);
    const sent = await clientFor(app).user.sendMail(target.user.email);
    expect(sent.message).toEqual(expect.any(String));
    await app.services.mailer.idle();
    const reset = await PasswordResetModel.findOne({ where: { userId: Number(target.user._id) } });
    const row = await UserModel.findByPk(Number(target.user._id));
    const secrets = [reset?.codeHash, row?.passwordHash];
    expect(secrets.every((s) => typeof s === 'string' && s.length > 20)).toBe(true);

    const asAdmin = clientFor(app, admin);
    await asAdmin.user.setDisabled(target.user._id, true);
    await asAdmin.user.setDisabled(target.user._id, false);
    await asAdmin.user.remove(target.user._id);
    expect(asAdmin.lastAnswer().status).toBe(200);

    const { entries } = await readAudit(app, admin, { entityType: 'user' });
    expect(entries.map((e) => e.action)).toEqual(['user.delete', 'user.enable', 'user.disable']);
    const text = JSON.stringify((await readAudit(app, admin, { limit: 100 })).entries);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain(TEST_PASSWORD);
    expect(text).not.toMatch(/passwordHash|codeHash|"password"|"otp"/i);
  });
});
