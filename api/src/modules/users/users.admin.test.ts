import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../../db/models';
import { createUser, TEST_PASSWORD, type SignedIn } from '../../test/factories';
import { ApiError } from '@wallart/domain/api-client';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

/** The status /current answers for this token: 200, or the error's status. */
async function currentStatus(who: SignedIn): Promise<number> {
  const api = clientFor(app, who);
  await api.user.current().catch(() => undefined);
  return api.lastAnswer().status;
}

describe('DELETE /api/user/:id', () => {
  it('lets an admin delete a shopper, whose token is then refused with 401 at once', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const shopper = await createUser(app);
    expect(await clientFor(app, shopper).user.current()).toEqual(shopper.user);

    const answer = await clientFor(app, admin).user.remove(shopper.user._id);
    expect(answer.message).toEqual(expect.any(String));
    expect(await UserModel.findByPk(Number(shopper.user._id))).toBeNull();

    const after = await apiError(clientFor(app, shopper).user.current());
    expect(after.status).toBe(401);
    expect(after.message).toEqual(expect.any(String));
  });

  it('answers 409 when an admin tries to delete their own account', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const error = await apiError(clientFor(app, admin).user.remove(admin.user._id));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/own account/);
    expect(await UserModel.findByPk(Number(admin.user._id))).not.toBeNull();
  });

  it('answers 404 for an unknown user id', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const error = await apiError(clientFor(app, admin).user.remove('987654321'));
    expect([error.status, error.code, error.message]).toEqual([404, 'not_found', 'User not found']);
  });

  it('lets an admin delete another admin while an enabled admin remains', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const other = await createUser(app, { role: 'admin' });
    const asAdmin = clientFor(app, admin);
    await asAdmin.user.remove(other.user._id);
    expect(asAdmin.lastAnswer().status).toBe(200);
    expect(await currentStatus(other)).toBe(401);
  });
});

describe('PATCH /api/user/:id { isDisabled }', () => {
  it('locks a disabled user out at once with 401; re-enabled, they log in again, the old session stays ended', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const shopper = await createUser(app);

    const asAdmin = clientFor(app, admin);
    const off = await asAdmin.user.setDisabled(shopper.user._id, true);
    expect(off).toMatchObject({ _id: shopper.user._id, isDisabled: true });
    expect(JSON.stringify(off)).not.toMatch(/passwordHash/);
    expect(await currentStatus(shopper)).toBe(401);
    expect((await apiError(clientFor(app, shopper).order.list())).status).toBe(401);

    const on = await asAdmin.user.setDisabled(shopper.user._id, false);
    expect(on.isDisabled).toBe(false);
    expect(await currentStatus(shopper)).toBe(401);
    const again = await clientFor(app).user.login({
      email: shopper.user.email,
      password: TEST_PASSWORD,
    });
    const back = await clientFor(app, again.token).user.current();
    expect(back._id).toBe(shopper.user._id);
  });

  it('answers 409 when an admin tries to disable their own account', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const error = await apiError(clientFor(app, admin).user.setDisabled(admin.user._id, true));
    expect(error.status).toBe(409);
    expect(await currentStatus(admin)).toBe(200);
  });

  it('answers 404 for an unknown user id', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const error = await apiError(clientFor(app, admin).user.setDisabled('987654321', true));
    expect(error.status).toBe(404);
  });

  it('disables an admin while another enabled admin remains, which locks that admin out', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const other = await createUser(app, { role: 'admin' });
    const off = await clientFor(app, admin).user.setDisabled(other.user._id, true);
    expect(off.isDisabled).toBe(true);
    expect((await apiError(clientFor(app, other).user.listAll())).status).toBe(401);
  });
});

describe('the last enabled admin', () => {
  async function enabledAdmins(): Promise<number> {
    return UserModel.count({ where: { role: 'admin', isDisabled: false } });
  }

  it.each(['disable', 'delete'] as const)(
    'is never lost when two admins %s each other at the same time',
    async (verb) => {
      await UserModel.update({ isDisabled: true }, { where: { role: 'admin' } });
      const a = await createUser(app, { role: 'admin' });
      const b = await createUser(app, { role: 'admin' });
      expect(await enabledAdmins()).toBe(2);

      const [asA, asB] = [clientFor(app, a), clientFor(app, b)];
      const act = (api: typeof asA, id: string) =>
        verb === 'disable' ? api.user.setDisabled(id, true) : api.user.remove(id);
      const results = await Promise.allSettled([act(asA, b.user._id), act(asB, a.user._id)]);
      const statuses = [asA, asB].map((api) => api.lastAnswer().status).sort();
      expect(statuses).not.toContain(500);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      // The loser was itself disabled or deleted a moment ago (401), or would be the last (409).
      expect(statuses.filter((s) => s === 401 || s === 409)).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'fulfilled') expect(r.value).toBeTruthy();
        else expect(r.reason instanceof ApiError && r.reason.message).toBeTruthy();
      }
      expect(await enabledAdmins()).toBe(1);
    },
  );

  it('stays enabled: the only enabled admin cannot disable or delete itself', async () => {
    await UserModel.update({ isDisabled: true }, { where: { role: 'admin' } });
    const only = await createUser(app, { role: 'admin' });
    const asOnly = clientFor(app, only);
    const patch = await apiError(asOnly.user.setDisabled(only.user._id, true));
    const del = await apiError(asOnly.user.remove(only.user._id));
    expect([patch.status, del.status]).toEqual([409, 409]);
    expect(await enabledAdmins()).toBe(1);
  });
});
