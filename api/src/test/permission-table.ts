import jwt from 'jsonwebtoken';
import { expect, it } from 'vitest';
import { UserModel } from '../db/models';
import { createUser, TEST_PASSWORD, type SignedIn } from './factories';
import { clientFor, type TestApp } from './test-app';

// The permission table of PRODUCT.md §3: every kind of caller, and what each may be answered.

const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

export type Kind = 'anonymous' | 'shopper' | 'admin' | 'refused';
export interface Caller {
  kind: Kind;
  token?: string;
  /** The signed-in user, for shopper and admin callers. */
  user?: SignedIn;
}

/** Every kind of caller; the refused ones must never get past the token check. */
export function callersOf(app: () => TestApp): Record<string, () => Promise<Caller>> {
  return {
    anonymous: async () => ({ kind: 'anonymous' }),
    shopper: async () => {
      const user = await createUser(app());
      return { kind: 'shopper', token: user.token, user };
    },
    admin: async () => {
      const user = await createUser(app(), { role: 'admin' });
      return { kind: 'admin', token: user.token, user };
    },
    'disabled user': async () => {
      const { token } = await createUser(app(), { role: 'admin' });
      const { user } = await createUser(app(), { role: 'admin' });
      await clientFor(app(), token).user.setDisabled(user._id, true);
      const disabled = await UserModel.findByPk(Number(user._id));
      expect(disabled?.isDisabled).toBe(true);
      return { kind: 'refused', token: app().services.tokens.sign(Number(user._id)) };
    },
    'deleted user': async () => {
      const { user, token } = await createUser(app(), { role: 'admin' });
      await UserModel.destroy({ where: { id: Number(user._id) } });
      return { kind: 'refused', token };
    },
    'expired token': async () => {
      const { user } = await createUser(app(), { role: 'admin' });
      const past = nowSeconds() - 3600;
      const token = jwt.sign({ sub: user._id, iat: past - 60, exp: past }, TEST_SECRET, {
        algorithm: 'HS256',
      });
      return { kind: 'refused', token };
    },
    'token signed with a wrong secret': async () => {
      const { user } = await createUser(app(), { role: 'admin' });
      const token = jwt.sign({ sub: user._id }, 'a-different-secret-that-is-long-enough-too', {
        algorithm: 'HS256',
        expiresIn: '1h',
      });
      return { kind: 'refused', token };
    },
    'token with alg none': async () => {
      const { user } = await createUser(app(), { role: 'admin' });
      const payload = { sub: user._id, iat: nowSeconds(), exp: nowSeconds() + 3600 };
      return {
        kind: 'refused',
        token: `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`,
      };
    },
    'token from before the password was changed': async () => {
      const admin = await createUser(app(), { role: 'admin' });
      await clientFor(app(), admin).account.changePassword({
        currentPassword: TEST_PASSWORD,
        password: 'A-changed-password1',
      });
      return { kind: 'refused', token: admin.token };
    },
    'shopper token with its sub changed to an admin': async () => {
      const shopper = await createUser(app());
      const admin = await createUser(app(), { role: 'admin' });
      const [header, payload, signature] = shopper.token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
      const forged = `${header}.${b64url({ ...claims, sub: admin.user._id })}.${signature}`;
      return { kind: 'refused', token: forged };
    },
  };
}

export type Access = 'public' | 'user' | 'admin';
export interface Request {
  path: string;
  body?: unknown;
  /** Whether the call's effect is visible (true) or nothing changed (false). */
  changed(): Promise<boolean>;
}
export interface Endpoint {
  method: string;
  route: string;
  access: Access;
  ok: number;
  prepare(caller: Caller): Promise<Request>;
}

export const unchanged = async () => false;

/** The code each refusal here carries beside its status. */
const CODE_OF_STATUS: Record<number, string> = { 401: 'unauthorized', 403: 'forbidden' };

function expectedStatus(endpoint: Endpoint, kind: Kind): number {
  if (endpoint.access === 'public') return endpoint.ok;
  if (kind === 'anonymous' || kind === 'refused') return 401;
  if (endpoint.access === 'admin' && kind === 'shopper') return 403;
  return endpoint.ok;
}

/** One test per endpoint and kind of caller: the status, the error body, and whether it wrote. */
export function whoMayCall(endpoints: Endpoint[], app: () => TestApp): void {
  const callers = callersOf(app);
  const cases = endpoints.flatMap((endpoint) =>
    Object.keys(callers).map((callerName) => {
      const label = `${endpoint.method} ${endpoint.route}`;
      return { label, callerName, endpoint };
    }),
  );
  it.each(cases)('$label as $callerName', async ({ endpoint, callerName }) => {
    const makeCaller = callers[callerName];
    if (!makeCaller) throw new Error(`No caller named ${callerName}`);
    const caller = await makeCaller();
    const request = await endpoint.prepare(caller);
    const res = await app().call(endpoint.method, request.path, {
      token: caller.token,
      body: request.body,
    });
    const expected = expectedStatus(endpoint, caller.kind);
    expect(res.status).toBe(expected);
    expect(await request.changed()).toBe(expected === endpoint.ok && endpoint.method !== 'GET');
    if (expected >= 400) {
      expect(res.body).toEqual({ code: CODE_OF_STATUS[expected], message: expect.any(String) });
      if (expected === 403) expect(res.body.message).toBe('You are not an admin');
    }
  });
}
