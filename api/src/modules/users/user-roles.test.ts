import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntryModel, UserModel } from '../../db/models';
import { createUser, type SignedIn } from '../../test/factories';
import {
  apiError,
  clientFor,
  outcomeOf,
  startTestAppWithMail,
  type TestApp,
} from '../../test/test-app';
import { onlyEntryOf } from '../audit/testing/read-audit';
import type { SmtpSink } from '../mail/testing/smtp-sink';

/** PRODUCT §8: an admin makes another account an admin or takes it back, from Users. */

let sink: SmtpSink;
let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, sink, close } = await startTestAppWithMail());
});
afterAll(async () => close());

const roleOf = async (who: SignedIn) =>
  (await UserModel.findByPk(Number(who.user._id), { raw: true }))?.role;

/** What an admin-only endpoint answers to this token: 200, or the error's status and code. */
async function adminListAnswer(who: SignedIn) {
  const api = clientFor(app, who);
  const outcome = await outcomeOf(api, api.user.listAll());
  return { status: outcome.status, code: outcome.error?.code };
}

const entriesAbout = (who: SignedIn) =>
  AuditEntryModel.count({ where: { entityType: 'user', entityId: who.user._id } });

describe('PUT /api/user/:id/role', () => {
  it('makes a shopper an admin: audited, mailed, and their own token reaches admin endpoints', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const shopper = await createUser(app);
    expect(await adminListAnswer(shopper)).toEqual({ status: 403, code: 'forbidden' });

    let promoted: unknown;
    const entry = await onlyEntryOf(app, admin, async () => {
      promoted = await clientFor(app, admin).user.setRole(shopper.user._id, 'admin');
    });
    expect(promoted).toEqual({ ...shopper.user, role: 'admin' });
    expect(await roleOf(shopper)).toBe('admin');
    expect(entry).toMatchObject({
      action: 'user.promote',
      entityType: 'user',
      entityId: shopper.user._id,
      actorEmail: admin.user.email,
      before: shopper.user,
      after: { ...shopper.user, role: 'admin' },
    });
    expect(await adminListAnswer(shopper)).toEqual({ status: 200, code: undefined });

    const mail = await sink.waitFor((m) => m.to.includes(shopper.user.email));
    expect(mail.subject).toMatch(/^You are now an admin of /);
    expect(mail.text).toContain(`Hello ${shopper.user.firstName},`);
    expect(mail.text).toContain(`${admin.user.email} has made you an admin`);
    expect(mail.text).toContain('http://localhost:3000/admin');
    expect(mail.html).toContain('href="http://localhost:3000/admin"');
  });

  it("takes an admin's role back: audited, not mailed, and their old token gets 403 at once", async () => {
    const admin = await createUser(app, { role: 'admin' });
    const other = await createUser(app, { role: 'admin' });
    expect((await adminListAnswer(other)).status).toBe(200);

    const entry = await onlyEntryOf(app, admin, async () => {
      const after = await clientFor(app, admin).user.setRole(other.user._id, 'user');
      expect(after.role).toBe('user');
    });
    expect(entry).toMatchObject({
      action: 'user.demote',
      before: other.user,
      after: { ...other.user, role: 'user' },
    });
    expect(await adminListAnswer(other)).toEqual({ status: 403, code: 'forbidden' });
    const refused = await apiError(clientFor(app, other).user.setRole(admin.user._id, 'user'));
    expect([refused.status, refused.code]).toEqual([403, 'forbidden']);
    // Still a signed-in shopper: the token itself is fine.
    expect((await clientFor(app, other).user.current()).role).toBe('user');
    await app.services.mailer.idle();
    expect(sink.mails.filter((m) => m.to.includes(other.user.email))).toEqual([]);
  });

  it('refuses an admin their own role with 409, changing and recording nothing', async () => {
    await createUser(app, { role: 'admin' }); // so this one is not the last admin
    const admin = await createUser(app, { role: 'admin' });
    const error = await apiError(clientFor(app, admin).user.setRole(admin.user._id, 'user'));
    expect([error.status, error.code, error.message]).toEqual([
      409,
      'conflict',
      'You cannot change your own role',
    ]);
    expect(await roleOf(admin)).toBe('admin');
    expect(await entriesAbout(admin)).toBe(0);
  });

  it('never takes the role of the last enabled admin', async () => {
    await UserModel.update({ isDisabled: true }, { where: { role: 'admin' } });
    const only = await createUser(app, { role: 'admin' });
    const error = await apiError(clientFor(app, only).user.setRole(only.user._id, 'user'));
    expect([error.status, error.code, error.message]).toEqual([
      409,
      'conflict',
      'You cannot remove the last admin',
    ]);
    expect(await roleOf(only)).toBe('admin');
  });

  it('lets the only enabled admin demote a disabled admin, who does not count', async () => {
    await UserModel.update({ isDisabled: true }, { where: { role: 'admin' } });
    const only = await createUser(app, { role: 'admin' });
    const disabled = await createUser(app, { role: 'admin', isDisabled: true });
    const after = await clientFor(app, only).user.setRole(disabled.user._id, 'user');
    expect(after).toMatchObject({ role: 'user', isDisabled: true });
  });

  it('asks for a disabled account to be enabled before it is made an admin', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const disabled = await createUser(app, { isDisabled: true });
    const error = await apiError(clientFor(app, admin).user.setRole(disabled.user._id, 'admin'));
    expect([error.status, error.code]).toEqual([409, 'conflict']);
    expect(error.message).toMatch(/Enable this account/);
    expect(await roleOf(disabled)).toBe('user');
  });

  it('changes and records nothing, and mails no one, when the role is already that', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const other = await createUser(app, { role: 'admin' });
    const shopper = await createUser(app);
    const api = clientFor(app, admin);
    expect((await api.user.setRole(other.user._id, 'admin')).role).toBe('admin');
    expect((await api.user.setRole(shopper.user._id, 'user')).role).toBe('user');
    expect(await entriesAbout(other)).toBe(0);
    expect(await entriesAbout(shopper)).toBe(0);
    await app.services.mailer.idle();
    expect(sink.mails.filter((m) => m.to.includes(other.user.email))).toEqual([]);
  });

  it('answers 401 without a token, 403 to a shopper, 404 for an unknown user', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const shopper = await createUser(app);
    const target = await createUser(app);
    const anonymous = await apiError(clientFor(app).user.setRole(target.user._id, 'admin'));
    const asShopper = await apiError(
      clientFor(app, shopper).user.setRole(target.user._id, 'admin'),
    );
    const unknown = await apiError(clientFor(app, admin).user.setRole('987654321', 'admin'));
    expect([anonymous.status, asShopper.status, unknown.status]).toEqual([401, 403, 404]);
    expect(unknown.message).toBe('User not found');
    expect(await roleOf(target)).toBe('user');
  });

  it('answers 400 with a code for a role that does not exist or a bad id', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const target = await createUser(app);
    // Neither can be typed into the client: raw requests on purpose.
    const badRole = await app.call('PUT', `/api/user/${target.user._id}/role`, {
      token: admin.token,
      body: { role: 'owner' },
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body).toMatchObject({
      code: 'invalid',
      errors: [{ path: 'role', message: 'role is one of admin, user' }],
    });
    const badId = await app.call('PUT', '/api/user/abc/role', {
      token: admin.token,
      body: { role: 'admin' },
    });
    expect([badId.status, (badId.body as { code: string }).code]).toEqual([400, 'invalid']);
    expect(await roleOf(target)).toBe('user');
  });
});

describe('two admins taking each other’s role at the same time', () => {
  it.each([1, 2, 3])('leaves exactly one admin, never none (run %i)', async () => {
    await UserModel.update({ isDisabled: true }, { where: { role: 'admin' } });
    const a = await createUser(app, { role: 'admin' });
    const b = await createUser(app, { role: 'admin' });
    const [asA, asB] = [clientFor(app, a), clientFor(app, b)];
    const results = await Promise.all([
      outcomeOf(asA, asA.user.setRole(b.user._id, 'user')),
      outcomeOf(asB, asB.user.setRole(a.user._id, 'user')),
    ]);
    // The second to get the lock is no longer an admin by then.
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    const admins = await UserModel.count({ where: { role: 'admin', isDisabled: false } });
    expect(admins).toBe(1);
  });
});
