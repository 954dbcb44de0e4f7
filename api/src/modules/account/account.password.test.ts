import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../../db/models';
import { createUser, TEST_PASSWORD, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { PROOF_MESSAGES } from './account-proof';
import { statusOf } from './testing/account-setup';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const NEW_PASSWORD = 'A-brand-new-password1';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ jwtSecret: SECRET });
});
afterAll(async () => app.close());

/** A second session of the same account, through the real login. */
async function logIn(who: SignedIn, password = TEST_PASSWORD): Promise<string> {
  return (await clientFor(app).user.login({ email: who.user.email, password })).token;
}

const currentStatus = (token: string) => statusOf(clientFor(app, token).user.current());
const loginStatus = (who: SignedIn, password: string) =>
  statusOf(clientFor(app).user.login({ email: who.user.email, password }));

describe('POST /api/user/current/password', () => {
  it('changes the password: older tokens get 401, the fresh one in the answer works', async () => {
    const shopper = await createUser(app);
    const otherDevice = await logIn(shopper);
    const answer = await clientFor(app, shopper).account.changePassword({
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(answer).toEqual({
      message: expect.stringMatching(/changed/),
      token: expect.any(String),
      user: shopper.user,
    });
    expect(await currentStatus(shopper.token)).toBe(401);
    expect(await currentStatus(otherDevice)).toBe(401);
    expect(await clientFor(app, answer.token).user.current()).toEqual(shopper.user);
    expect((await apiError(clientFor(app, otherDevice).order.list())).code).toBe('unauthorized');
  });

  it('lets the new password log in and refuses the old one', async () => {
    const shopper = await createUser(app);
    await clientFor(app, shopper).account.changePassword({
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(await loginStatus(shopper, TEST_PASSWORD)).toBe(401);
    const fresh = await logIn(shopper, NEW_PASSWORD);
    expect(await currentStatus(fresh)).toBe(200);
  });

  it('with a wrong current password answers 400 on that field and changes nothing', async () => {
    const shopper = await createUser(app);
    const before = await UserModel.findByPk(Number(shopper.user._id), { raw: true });
    const error = await apiError(
      clientFor(app, shopper).account.changePassword({
        currentPassword: 'Not-my-password1',
        password: NEW_PASSWORD,
      }),
    );
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'invalid',
      PROOF_MESSAGES.wrongPassword,
    ]);
    expect(error.errors).toEqual([
      { path: 'currentPassword', message: PROOF_MESSAGES.wrongPassword },
    ]);
    const after = await UserModel.findByPk(Number(shopper.user._id), { raw: true });
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.tokenVersion).toBe(before?.tokenVersion);
    // Still signed in, still the old password.
    expect(await currentStatus(shopper.token)).toBe(200);
    expect(await loginStatus(shopper, TEST_PASSWORD)).toBe(200);
  });

  it('answers 429 after 10 wrong current passwords, even for the right one', async () => {
    const shopper = await createUser(app);
    const api = clientFor(app, shopper);
    for (let i = 0; i < 10; i += 1) {
      const error = await apiError(
        api.account.changePassword({ currentPassword: `Wrong-${i}`, password: NEW_PASSWORD }),
      );
      expect(error.status).toBe(400);
    }
    const locked = await apiError(
      api.account.changePassword({ currentPassword: TEST_PASSWORD, password: NEW_PASSWORD }),
    );
    expect([locked.status, locked.code]).toEqual([429, 'rate_limited']);
    expect(await loginStatus(shopper, TEST_PASSWORD)).toBe(200);
  });

  it('holds the new password to the registration rules', async () => {
    const shopper = await createUser(app);
    const error = await apiError(
      clientFor(app, shopper).account.changePassword({
        currentPassword: TEST_PASSWORD,
        password: 'short',
      }),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect(await loginStatus(shopper, TEST_PASSWORD)).toBe(200);
  });

  it('asks an account with a password for it, not for a mailed code', async () => {
    const shopper = await createUser(app);
    const error = await apiError(
      clientFor(app, shopper).account.changePassword({ code: '123456', password: NEW_PASSWORD }),
    );
    expect([error.status, error.message]).toEqual([400, PROOF_MESSAGES.hasPassword]);
    const ask = await apiError(clientFor(app, shopper).account.sendCode());
    expect([ask.status, ask.code]).toEqual([409, 'conflict']);
  });
});

describe('token versions', () => {
  it('accepts a token signed before versions existed as version 0, until the password changes', async () => {
    const shopper = await createUser(app);
    const legacy = jwt.sign({ sub: shopper.user._id }, SECRET, {
      algorithm: 'HS256',
      expiresIn: '1h',
    });
    expect(await currentStatus(legacy)).toBe(200);
    await clientFor(app, shopper).account.changePassword({
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(await currentStatus(legacy)).toBe(401);
  });

  it('refuses a token whose version claim is not a whole number', async () => {
    const shopper = await createUser(app);
    const odd = jwt.sign({ sub: shopper.user._id, tv: 'x' }, SECRET, {
      algorithm: 'HS256',
      expiresIn: '1h',
    });
    expect(await currentStatus(odd)).toBe(401);
  });
});
