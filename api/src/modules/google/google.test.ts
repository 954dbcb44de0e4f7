import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../../db/models';
import { createProduct, createUser } from '../../test/factories';
import { ORDER_ADDRESS } from '../account/testing/account-setup';
import {
  clientFor,
  outcomeOf,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

const CLIENT_ID = 'shop-test.apps.googleusercontent.com';
let existingEmail = '';
let disabledEmail = '';

/** Google's userinfo endpoint as a fake: each token names who it belongs to. */
function answerFor(token: string): { status: number; body: unknown } {
  const person = (email: string, verified: unknown = true) => ({
    status: 200,
    body: { sub: '1', email, email_verified: verified, given_name: 'Amaya', family_name: 'Silva' },
  });
  switch (token) {
    case 'other-app':
      return person('victim@gmail.com');
    case 'new-person':
      return person('Amaya.Silva@Gmail.com');
    case 'existing':
      return person(existingEmail);
    case 'disabled':
      return person(disabledEmail);
    case 'guest-buyer':
      return person('guest.buyer@gmail.com');
    case 'unproven-guest':
      return person('unproven.guest@gmail.com');
    case 'unverified':
      return person('unverified@gmail.com', false);
    case 'name-only':
      return {
        status: 200,
        body: { email: 'kasun@gmail.com', email_verified: 'true', name: 'Kasun Fernando Jr' },
      };
    case 'google-down':
      return { status: 503, body: { error: 'backend' } };
    default:
      return { status: 401, body: { error: 'invalid_token' } };
  }
}

/** Google's tokeninfo endpoint as a fake: whom each token was issued to. */
function audienceOf(token: string): { status: number; body: unknown } {
  if (token === 'other-app')
    return {
      status: 200,
      body: { aud: 'other.apps.googleusercontent.com', azp: 'other.apps.googleusercontent.com' },
    };
  if (answerFor(token).status === 401) return { status: 400, body: { error: 'invalid_token' } };
  return { status: 200, body: { aud: CLIENT_ID, azp: CLIENT_ID, scope: 'openid email profile' } };
}

let google: http.Server;
let app: TestApp;
let shop: TestClient;
const seenAuth: string[] = [];

beforeAll(async () => {
  google = http.createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    seenAuth.push(auth);
    const token = /^Bearer (.+)$/.exec(auth)?.[1] ?? '';
    const url = new URL(req.url ?? '/', 'http://google.test');
    const { status, body } =
      url.pathname === '/oauth2/v3/userinfo'
        ? answerFor(token)
        : url.pathname === '/tokeninfo'
          ? audienceOf(url.searchParams.get('access_token') ?? '')
          : { status: 404, body: {} };
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
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
  shop = clientFor(app);
  existingEmail = (await createUser(app)).user.email;
  disabledEmail = (await createUser(app, { isDisabled: true })).user.email;
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => google.close(() => resolve()));
});

/** A Google sign-in through the shared client: its status, and its answer or its error. */
const signIn = (accessToken: string) => outcomeOf(shop, shop.user.google(accessToken));

/** The user a successful sign-in answered with. */
const userOf = async (accessToken: string) => {
  const res = await signIn(accessToken);
  expect(res.status).toBe(200);
  if (!res.data) throw new Error(`sign-in with ${accessToken} failed`);
  return res.data.user;
};

describe('POST /api/user/google', () => {
  it('creates a new, verified shopper on the first sign-in and answers like a login', async () => {
    const res = await signIn('new-person');
    expect(res.status).toBe(200);
    if (!res.data) throw new Error('the sign-in failed');
    const answer = res.data;
    expect(seenAuth.at(-1)).toBe('Bearer new-person');
    expect(answer.message).toBe('Login successful');
    expect(answer.user).toMatchObject({
      email: 'amaya.silva@gmail.com',
      firstName: 'Amaya',
      lastName: 'Silva',
      name: 'Amaya Silva',
      role: 'user',
      isEmailVerified: true,
      isDisabled: false,
    });
    expect(answer.user).not.toHaveProperty('passwordHash');
    const row = await UserModel.findOne({ where: { email: 'amaya.silva@gmail.com' }, raw: true });
    expect(row?.passwordHash).toBeNull();

    const me = await clientFor(app, answer.token).user.current();
    expect(me._id).toBe(answer.user._id);
  });

  it('signs the same person in again without a second account', async () => {
    const first = await userOf('new-person');
    const again = await userOf('new-person');
    expect(again._id).toBe(first._id);
    expect(await UserModel.count({ where: { email: 'amaya.silva@gmail.com' } })).toBe(1);
  });

  it('signs in an existing account with the same e-mail', async () => {
    const existing = await UserModel.findOne({ where: { email: existingEmail } });
    const user = await userOf('existing');
    expect(user._id).toBe(String(existing?.id));
    expect(user.firstName).toBe('Test');
    expect(user.isEmailVerified).toBe(true);
  });

  it('splits the full name when Google gives no given and family names', async () => {
    expect(await userOf('name-only')).toMatchObject({
      firstName: 'Kasun',
      lastName: 'Fernando Jr',
    });
  });

  it('refuses an unverified Google e-mail with a 403 and creates nobody', async () => {
    const res = await signIn('unverified');
    expect(res.status).toBe(403);
    expect(res.error?.message).toMatch(/not verified/);
    expect(await UserModel.count({ where: { email: 'unverified@gmail.com' } })).toBe(0);
  });

  it('refuses a disabled account with a 403', async () => {
    const res = await signIn('disabled');
    expect(res.status).toBe(403);
    expect(res.error?.message).toMatch(/disabled/);
  });

  it('answers a bad token with a 401', async () => {
    const res = await signIn('forged-token');
    expect(res.status).toBe(401);
    expect(res.error?.message).toMatch(/not valid/);
    // The refusal is read whole, to be sure it carries no token.
    const raw = await app.call('POST', '/api/user/google', {
      body: { accessToken: 'forged-token' },
    });
    expect(raw.status).toBe(401);
    expect(raw.body).not.toHaveProperty('token');
  });

  it('answers a 503 when Google cannot answer', async () => {
    const res = await signIn('google-down');
    expect(res.status).toBe(503);
  });

  it('asks for the token when none is sent', async () => {
    expect((await signIn('')).status).toBe(400);
    // A token of the wrong type, which the client cannot send: a raw request on purpose.
    const wrongType = await app.call('POST', '/api/user/google', { body: { accessToken: 42 } });
    expect(wrongType.status).toBe(400);
  });
});

describe('guest orders and Google sign-in (PRODUCT §11)', () => {
  async function guestOrderOf(email: string): Promise<string> {
    const { productId } = await createProduct(app, { stock: 10 });
    const placed = await app.call('POST', '/api/order', {
      body: { ...ORDER_ADDRESS, email, billItems: [{ productId, quantity: 1 }] },
    });
    expect(placed.status).toBe(201);
    return (placed.body as { order: { orderID: string } }).order.orderID;
  }
  const listedFor = async (token: string) =>
    (await clientFor(app, token).order.list()).items.map((order) => order.orderID);

  it('a first sign-in makes the address’s guest orders the new account’s', async () => {
    const orderID = await guestOrderOf('Guest.Buyer@gmail.com');
    const res = await signIn('guest-buyer');
    expect(await listedFor(res.data?.token ?? '')).toEqual([orderID]);
  });

  it('an unconfirmed account holds none until Google proves its address', async () => {
    const orderID = await guestOrderOf('unproven.guest@gmail.com');
    const unproven = await createUser(app, { email: 'unproven.guest@gmail.com' });
    expect(await listedFor(unproven.token)).toEqual([]);
    const res = await signIn('unproven-guest');
    expect(await listedFor(res.data?.token ?? '')).toEqual([orderID]);
  });
});

describe('GET /api/config', () => {
  it('hands the Google client id to the storefront', async () => {
    expect(await shop.system.config()).toMatchObject({ googleClientId: CLIENT_ID });
  });

  it('refuses a valid Google token that was issued to another app', async () => {
    const res = await signIn('other-app');
    expect(res.status).toBe(401);
    expect(await UserModel.count({ where: { email: 'victim@gmail.com' } })).toBe(0);
  });
});

describe('without a Google client id', () => {
  it('says Google sign-in is not set up and asks Google nothing', async () => {
    const off = await startTestApp({ integrations: { googleClientId: null } });
    const asked = seenAuth.length;
    const api = clientFor(off);
    const res = await outcomeOf(api, api.user.google('new-person'));
    expect(res.status).toBe(503);
    expect(res.error?.message).toBe('Google sign-in is not set up for this shop');
    expect(seenAuth.length).toBe(asked);
    await off.close();
  });
});
