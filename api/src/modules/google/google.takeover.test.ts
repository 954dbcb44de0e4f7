import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { statusOf, uniqueEmail } from '../account/testing/account-setup';

const CLIENT_ID = 'shop-test.apps.googleusercontent.com';

/** Google as a fake on loopback: each access token is the e-mail of who it belongs to. */
let google: http.Server;
let app: TestApp;
beforeAll(async () => {
  google = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://google.test');
    const token =
      url.pathname === '/tokeninfo'
        ? url.searchParams.get('access_token')
        : /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const body =
      url.pathname === '/tokeninfo'
        ? { aud: CLIENT_ID, azp: CLIENT_ID }
        : {
            sub: '7',
            email: token,
            email_verified: true,
            given_name: 'Real',
            family_name: 'Owner',
          };
    res.writeHead(token ? 200 : 401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  const { port } = google.address() as AddressInfo;
  app = await startTestApp({
    integrations: {
      googleClientId: CLIENT_ID,
      googleUserinfoUrl: `http://127.0.0.1:${port}/oauth2/v3/userinfo`,
      googleTokeninfoUrl: `http://127.0.0.1:${port}/tokeninfo`,
    },
  });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => google.close(() => resolve()));
});

const ATTACKER_PASSWORD = 'Attackers-pass1';
const loginStatus = (email: string, password: string) =>
  statusOf(clientFor(app).user.login({ email, password }));
const googleSignIn = (email: string) => clientFor(app).user.google(email);

describe('an address registered by someone else before its owner came', () => {
  it('goes to the owner at their Google sign-in: the password and every session of the other end', async () => {
    const victim = uniqueEmail('victim');
    const attacker = clientFor(app);
    await attacker.user.register({
      firstName: 'Not',
      lastName: 'Owner',
      email: victim,
      phone: '0771234567',
      password: ATTACKER_PASSWORD,
    });
    const attackerSession = await attacker.user.login({
      email: victim,
      password: ATTACKER_PASSWORD,
    });
    expect(attackerSession.user.isEmailVerified).toBe(false);
    expect(await statusOf(clientFor(app, attackerSession.token).user.current())).toBe(200);

    const owner = await googleSignIn(victim);
    expect(owner.user).toMatchObject({ _id: attackerSession.user._id, isEmailVerified: true });

    // 200 before, 401 after: the attacker's password and token open nothing any more.
    expect(await loginStatus(victim, ATTACKER_PASSWORD)).toBe(401);
    expect(await statusOf(clientFor(app, attackerSession.token).user.current())).toBe(401);
    const ownerApi = clientFor(app, owner.token);
    expect((await ownerApi.user.current()).email).toBe(victim);
    expect(await ownerApi.account.security()).toEqual({ hasPassword: false, claimedOrders: 0 });
    // The owner's own sessions last past their next Google sign-in.
    await googleSignIn(victim);
    expect(await statusOf(ownerApi.user.current())).toBe(200);
  });
});

describe('Google sign-in to an account whose address is proven', () => {
  it('links Google: the password stays, earlier sessions end, later Google sign-ins end none', async () => {
    const shopper = await createUser(app, { email: uniqueEmail('proven') });
    const proven = await clientFor(app).user.login({
      email: shopper.user.email,
      password: TEST_PASSWORD,
    });
    await app.sequelize.query('UPDATE users SET "isEmailVerified" = :yes WHERE id = :id', {
      replacements: { yes: true, id: Number(shopper.user._id) },
    });
    expect(await statusOf(clientFor(app, proven.token).user.current())).toBe(200);

    const linked = await googleSignIn(shopper.user.email);
    expect(await statusOf(clientFor(app, proven.token).user.current())).toBe(401);
    expect(await statusOf(clientFor(app, shopper.token).user.current())).toBe(401);
    expect(await loginStatus(shopper.user.email, TEST_PASSWORD)).toBe(200);

    await googleSignIn(shopper.user.email);
    expect(await statusOf(clientFor(app, linked.token).user.current())).toBe(200);
  });

  it('still refuses a disabled account and changes nothing on it', async () => {
    const disabled = await createUser(app, { email: uniqueEmail('off'), isDisabled: true });
    const error = await apiError(googleSignIn(disabled.user.email));
    expect(error.status).toBe(403);
    await app.sequelize.query('UPDATE users SET "isDisabled" = :no WHERE id = :id', {
      replacements: { no: false, id: Number(disabled.user._id) },
    });
    expect(await loginStatus(disabled.user.email, TEST_PASSWORD)).toBe(200);
  });
});
