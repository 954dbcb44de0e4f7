import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../../db/models';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let app: TestApp;
let shop: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  shop = clientFor(app);
});
afterAll(async () => app.close());

const uniqueEmail = (label = 'shopper') =>
  `${label}-${crypto.randomBytes(5).toString('hex')}@wallart.test`;

const registration = (email = uniqueEmail()) => ({
  firstName: 'Nimal',
  lastName: 'Perera',
  email,
  phone: '+94 77 123 4567',
  password: 'A-long-enough-password1',
});

/** No password hash, password or other secret may appear anywhere in an answer. */
function expectNoSecrets(body: unknown) {
  const json = JSON.stringify(body);
  // Field names in quotes: a token's random letters may spell "otp" by chance.
  expect(json).not.toMatch(/"(passwordHash|password|resetCode|otp)"|\$2[aby]\$/i);
  expect(json).not.toContain(TEST_PASSWORD);
}

describe('POST /api/user/ (register)', () => {
  it('creates the account and answers 201 with { message, token, user } and no secrets', async () => {
    const body = registration();
    const answer = await shop.user.register(body);
    expect(shop.lastAnswer().status).toBe(201);
    expect(answer.message).toEqual(expect.any(String));
    expect(answer.user).toMatchObject({
      _id: expect.any(String),
      name: 'Nimal Perera',
      firstName: 'Nimal',
      lastName: 'Perera',
      email: body.email,
      role: 'user',
      isEmailVerified: false,
      isDisabled: false,
    });
    expectNoSecrets(answer);
    expect(JSON.stringify(answer)).not.toContain(body.password);
    // Registering signs in: the token is the new account's, its address still to be proven.
    const current = await clientFor(app, answer.token).user.current();
    expect(current).toMatchObject({ email: body.email, isEmailVerified: false });
  });

  // Sends fields the client never sends: a raw request on purpose.
  it('ignores role, isEmailVerified and isDisabled sent in the body (no mass assignment)', async () => {
    const body = { ...registration(), role: 'admin', isEmailVerified: true, isDisabled: true };
    const res = await app.call('POST', '/api/user/', { body });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      role: 'user',
      isEmailVerified: false,
      isDisabled: false,
    });
    const stored = await UserModel.findOne({ where: { email: body.email }, raw: true });
    expect(stored).toMatchObject({ role: 'user' });
    expect(Boolean(stored?.isEmailVerified)).toBe(false);
    expect(Boolean(stored?.isDisabled)).toBe(false);
  });

  it('answers 409 for an e-mail that is already registered, whatever its letter case', async () => {
    const email = uniqueEmail('twice');
    await shop.user.register(registration(email));
    expect(shop.lastAnswer().status).toBe(201);
    const again = await apiError(shop.user.register(registration(email.toUpperCase())));
    expect(again.status).toBe(409);
    expect(again.message).toEqual(expect.any(String));
    expect(await UserModel.count({ where: { email } })).toBe(1);
  });

  it('stores the e-mail in lower case so login works with any letter case', async () => {
    const email = uniqueEmail('MixedCase');
    const reg = await shop.user.register(registration(email));
    expect(reg.user.email).toBe(email.toLowerCase());
    const login = await shop.user.login({
      email: email.toUpperCase(),
      password: 'A-long-enough-password1',
    });
    expect(login.user).toEqual(reg.user);
  });

  // Malformed registrations: raw requests on purpose.
  it.each([
    ['a missing first name', { firstName: undefined }, 'firstName'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email'],
    ['a short password', { password: 'short' }, 'password'],
    ['an invalid phone', { phone: 'call me' }, 'phone'],
  ])('answers 400 with errors[] for %s', async (_label, overrides, field) => {
    const before = await UserModel.count();
    const res = await app.call('POST', '/api/user/', { body: { ...registration(), ...overrides } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: field, message: expect.any(String) }),
      ]),
    );
    expect(await UserModel.count()).toBe(before);
  });
});

describe('POST /api/user/login', () => {
  it('answers { message, token, user } and the token opens /current', async () => {
    const { user } = await createUser(app);
    const answer = await shop.user.login({ email: user.email, password: TEST_PASSWORD });
    expect(answer).toEqual({ message: expect.any(String), token: expect.any(String), user });
    expectNoSecrets(answer);
    expect((await clientFor(app, answer.token).user.current())._id).toBe(user._id);
  });

  // Whole bodies compared, not only what the client keeps of them: raw requests on purpose.
  it('answers a wrong password and an unknown address with the same status and body', async () => {
    const { user } = await createUser(app);
    const wrong = await app.call('POST', '/api/user/login', {
      body: { email: user.email, password: 'Not-the-password1' },
    });
    const unknown = await app.call('POST', '/api/user/login', {
      body: { email: uniqueEmail('nobody'), password: 'Not-the-password1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.token).toBeUndefined();
  });

  // The refusal must carry no token anywhere in its body: a raw request on purpose.
  it('refuses a disabled user even with the right password', async () => {
    const { user } = await createUser(app, { isDisabled: true });
    const res = await app.call('POST', '/api/user/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.body.token).toBeUndefined();
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers 429 after 10 failed tries for one address, even with the right password', async () => {
    const { user } = await createUser(app);
    const { user: bystander } = await createUser(app);
    for (let i = 0; i < 10; i += 1) {
      const error = await apiError(
        shop.user.login({ email: user.email, password: `Wrong-password-${i}` }),
      );
      expect(error.status).toBe(401);
    }
    // The lockout answer is read whole, to be sure it carries no token.
    const locked = await app.call('POST', '/api/user/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/too many/i);
    expect(locked.body.token).toBeUndefined();

    const other = await shop.user.login({ email: bystander.email, password: TEST_PASSWORD });
    expect(other.user._id).toBe(bystander._id);
  });
});

describe('GET /api/user/current', () => {
  it('answers { user } for the signed-in user without secrets', async () => {
    const { user, token } = await createUser(app);
    expect(await clientFor(app, token).user.current()).toEqual(user);
    // The whole answer, not only the user the client picks out of it.
    const res = await app.call('GET', '/api/user/current', { token });
    expect(res.body).toEqual({ user });
    expectNoSecrets(res.body);
  });
});

describe('GET /api/user/admin/all', () => {
  it('lists every user newest first, without secrets, for an admin', async () => {
    const { token } = await createUser(app, { role: 'admin' });
    const older = await createUser(app);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await createUser(app);
    const users = await clientFor(app, token).user.listAll();
    const ids = users.map((u) => u._id);
    expect(ids.indexOf(newer.user._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.user._id)).toBeLessThan(ids.indexOf(older.user._id));
    expect(ids).toHaveLength(await UserModel.count());
    expectNoSecrets(users);
  });

  it('refuses a shopper with 403', async () => {
    const { token } = await createUser(app);
    const error = await apiError(clientFor(app, token).user.listAll());
    expect([error.status, error.code, error.message]).toEqual([
      403,
      'forbidden',
      'You are not an admin',
    ]);
  });
});
