import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../../db/models';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const userPath = (id: string) => `/api/user/${id}`;

describe('DELETE /api/user/:id', () => {
  it('lets an admin delete a shopper, whose token is then refused with 401 at once', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const shopper = await createUser(app);
    expect((await app.call('GET', '/api/user/current', { token: shopper.token })).status).toBe(200);

    const res = await app.call('DELETE', userPath(shopper.user._id), { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await UserModel.findByPk(Number(shopper.user._id))).toBeNull();

    const after = await app.call('GET', '/api/user/current', { token: shopper.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toEqual(expect.any(String));
  });

  it('answers 409 when an admin tries to delete their own account', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const res = await app.call('DELETE', userPath(admin.user._id), { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/own account/);
    expect(await UserModel.findByPk(Number(admin.user._id))).not.toBeNull();
  });

  it('answers 404 for an unknown user id', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const res = await app.call('DELETE', userPath('987654321'), { token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'User not found' });
  });

  it('lets an admin delete another admin while an enabled admin remains', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const other = await createUser(app, { role: 'admin' });
    const res = await app.call('DELETE', userPath(other.user._id), { token: admin.token });
    expect(res.status).toBe(200);
    expect((await app.call('GET', '/api/user/current', { token: other.token })).status).toBe(401);
  });
});

describe('PATCH /api/user/:id { isDisabled }', () => {
  it('locks a disabled user out at once with 401, and lets them back in when re-enabled', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const shopper = await createUser(app);

    const off = await app.call('PATCH', userPath(shopper.user._id), {
      token: admin.token,
      body: { isDisabled: true },
    });
    expect(off.status).toBe(200);
    expect(off.body.user).toMatchObject({ _id: shopper.user._id, isDisabled: true });
    expect(JSON.stringify(off.body)).not.toMatch(/passwordHash/);
    expect((await app.call('GET', '/api/user/current', { token: shopper.token })).status).toBe(401);
    expect((await app.call('GET', '/api/order', { token: shopper.token })).status).toBe(401);

    const on = await app.call('PATCH', userPath(shopper.user._id), {
      token: admin.token,
      body: { isDisabled: false },
    });
    expect(on.status).toBe(200);
    expect(on.body.user.isDisabled).toBe(false);
    const back = await app.call('GET', '/api/user/current', { token: shopper.token });
    expect(back.status).toBe(200);
    expect(back.body.user._id).toBe(shopper.user._id);
  });

  it('answers 409 when an admin tries to disable their own account', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const res = await app.call('PATCH', userPath(admin.user._id), {
      token: admin.token,
      body: { isDisabled: true },
    });
    expect(res.status).toBe(409);
    expect((await app.call('GET', '/api/user/current', { token: admin.token })).status).toBe(200);
  });

  it('answers 404 for an unknown user id', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const res = await app.call('PATCH', userPath('987654321'), {
      token: admin.token,
      body: { isDisabled: true },
    });
    expect(res.status).toBe(404);
  });

  it('disables an admin while another enabled admin remains, which locks that admin out', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const other = await createUser(app, { role: 'admin' });
    const res = await app.call('PATCH', userPath(other.user._id), {
      token: admin.token,
      body: { isDisabled: true },
    });
    expect(res.status).toBe(200);
    expect((await app.call('GET', '/api/user/admin/all', { token: other.token })).status).toBe(401);
  });
});

describe('the last enabled admin', () => {
  async function enabledAdmins(): Promise<number> {
    return UserModel.count({ where: { role: 'admin', isDisabled: false } });
  }

  it.each([
    ['disable', 'PATCH', { isDisabled: true }],
    ['delete', 'DELETE', undefined],
  ] as const)(
    'is never lost when two admins %s each other at the same time',
    async (_verb, method, body) => {
      await UserModel.update({ isDisabled: true }, { where: { role: 'admin' } });
      const a = await createUser(app, { role: 'admin' });
      const b = await createUser(app, { role: 'admin' });
      expect(await enabledAdmins()).toBe(2);

      const results = await Promise.all([
        app.call(method, userPath(b.user._id), { token: a.token, body }),
        app.call(method, userPath(a.user._id), { token: b.token, body }),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).not.toContain(500);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      // The loser was itself disabled or deleted a moment ago (401), or would be the last (409).
      expect(statuses.filter((s) => s === 401 || s === 409)).toHaveLength(1);
      for (const r of results) expect(r.body.message ?? r.body.user).toBeTruthy();
      expect(await enabledAdmins()).toBe(1);
    },
  );

  it('stays enabled: the only enabled admin cannot disable or delete itself', async () => {
    await UserModel.update({ isDisabled: true }, { where: { role: 'admin' } });
    const only = await createUser(app, { role: 'admin' });
    const patch = await app.call('PATCH', userPath(only.user._id), {
      token: only.token,
      body: { isDisabled: true },
    });
    const del = await app.call('DELETE', userPath(only.user._id), { token: only.token });
    expect([patch.status, del.status]).toEqual([409, 409]);
    expect(await enabledAdmins()).toBe(1);
  });
});
