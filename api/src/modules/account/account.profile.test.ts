import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../../db/models';
import { createUser } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { createPasswordlessUser } from './testing/account-setup';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

describe('PUT /api/user/current/profile', () => {
  it('changes the name and phone, and /current answers them from then on', async () => {
    const shopper = await createUser(app);
    const api = clientFor(app, shopper);
    const user = await api.account.updateProfile({
      firstName: ' Nimali ',
      lastName: 'Fernando',
      phone: '+94 77 765 4321',
    });
    expect(user).toMatchObject({
      _id: shopper.user._id,
      firstName: 'Nimali',
      lastName: 'Fernando',
      name: 'Nimali Fernando',
      phone: '+94 77 765 4321',
      email: shopper.user.email,
      role: 'user',
    });
    expect(await api.user.current()).toEqual(user);
  });

  // Sends fields the client never sends: a raw request on purpose.
  it('never changes the e-mail, role or flags, whatever the body says', async () => {
    const shopper = await createUser(app);
    const res = await app.call('PUT', '/api/user/current/profile', {
      token: shopper.token,
      body: {
        firstName: 'Nimal',
        lastName: 'Perera',
        phone: '0771234567',
        email: 'someone-else@wallart.test',
        role: 'admin',
        isDisabled: true,
        isEmailVerified: true,
      },
    });
    expect(res.status).toBe(200);
    const stored = await UserModel.findByPk(Number(shopper.user._id), { raw: true });
    expect(stored).toMatchObject({ email: shopper.user.email, role: 'user' });
    expect(Boolean(stored?.isDisabled)).toBe(false);
    expect(Boolean(stored?.isEmailVerified)).toBe(false);
  });

  it.each([
    ['a blank first name', { firstName: '  ' }, 'firstName', 'First name is required'],
    ['an invalid phone', { phone: 'call me' }, 'phone', 'Enter a valid phone number'],
    ['a missing last name', { lastName: undefined }, 'lastName', 'Last name is required'],
  ])('answers 400 for %s, with registration’s message, and changes nothing', async (...args) => {
    const [, overrides, path, message] = args;
    const shopper = await createUser(app);
    const body = { firstName: 'Nimal', lastName: 'Perera', phone: '0771234567', ...overrides };
    const error = await apiError(clientFor(app, shopper).account.updateProfile(body as never));
    expect([error.status, error.code]).toEqual([400, 'invalid']);
    expect(error.errors).toEqual([{ path, message }]);
    expect(await clientFor(app, shopper).user.current()).toEqual(shopper.user);
  });

  it('refuses a caller without a token with 401', async () => {
    const error = await apiError(
      clientFor(app).account.updateProfile({ firstName: 'A', lastName: 'B', phone: '0771234567' }),
    );
    expect([error.status, error.code]).toEqual([401, 'unauthorized']);
  });
});

describe('GET /api/user/current/security', () => {
  it('tells a password account from one made by Google sign-in', async () => {
    const withPassword = await createUser(app);
    const google = await createPasswordlessUser(app);
    expect(await clientFor(app, withPassword).account.security()).toEqual({
      hasPassword: true,
      claimedOrders: 0,
    });
    expect(await clientFor(app, google).account.security()).toEqual({
      hasPassword: false,
      claimedOrders: 0,
    });
  });
});
