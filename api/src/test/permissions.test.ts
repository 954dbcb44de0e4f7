import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderModel, ProductModel, UserModel } from '../db/models';
import { createProduct, createUser, TEST_PASSWORD, type SignedIn } from './factories';
import { clientFor, startTestApp, type TestApp } from './test-app';

// The permission table of PRODUCT.md §3, for every products, orders and users endpoint.

const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

type Kind = 'anonymous' | 'shopper' | 'admin' | 'refused';
interface Caller {
  kind: Kind;
  token?: string;
  /** The signed-in user, for shopper and admin callers. */
  user?: SignedIn;
}

/** Every kind of caller; the refused ones must never get past the token check. */
const CALLERS: Record<string, () => Promise<Caller>> = {
  anonymous: async () => ({ kind: 'anonymous' }),
  shopper: async () => {
    const user = await createUser(app);
    return { kind: 'shopper', token: user.token, user };
  },
  admin: async () => {
    const user = await createUser(app, { role: 'admin' });
    return { kind: 'admin', token: user.token, user };
  },
  'disabled user': async () => {
    const { token } = await createUser(app, { role: 'admin' });
    const { user } = await createUser(app, { role: 'admin' });
    await clientFor(app, token).user.setDisabled(user._id, true);
    const disabled = await UserModel.findByPk(Number(user._id));
    expect(disabled?.isDisabled).toBe(true);
    return { kind: 'refused', token: app.services.tokens.sign(Number(user._id)) };
  },
  'deleted user': async () => {
    const { user, token } = await createUser(app, { role: 'admin' });
    await UserModel.destroy({ where: { id: Number(user._id) } });
    return { kind: 'refused', token };
  },
  'expired token': async () => {
    const { user } = await createUser(app, { role: 'admin' });
    const past = nowSeconds() - 3600;
    const token = jwt.sign({ sub: user._id, iat: past - 60, exp: past }, TEST_SECRET, {
      algorithm: 'HS256',
    });
    return { kind: 'refused', token };
  },
  'token signed with a wrong secret': async () => {
    const { user } = await createUser(app, { role: 'admin' });
    const token = jwt.sign({ sub: user._id }, 'a-different-secret-that-is-long-enough-too', {
      algorithm: 'HS256',
      expiresIn: '1h',
    });
    return { kind: 'refused', token };
  },
  'token with alg none': async () => {
    const { user } = await createUser(app, { role: 'admin' });
    const payload = { sub: user._id, iat: nowSeconds(), exp: nowSeconds() + 3600 };
    return { kind: 'refused', token: `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.` };
  },
  'token from before the password was changed': async () => {
    const admin = await createUser(app, { role: 'admin' });
    await clientFor(app, admin).account.changePassword({
      currentPassword: TEST_PASSWORD,
      password: 'A-changed-password1',
    });
    return { kind: 'refused', token: admin.token };
  },
  'shopper token with its sub changed to an admin': async () => {
    const shopper = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    const [header, payload, signature] = shopper.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const forged = `${header}.${b64url({ ...claims, sub: admin.user._id })}.${signature}`;
    return { kind: 'refused', token: forged };
  },
};

type Access = 'public' | 'user' | 'admin';
interface Request {
  path: string;
  body?: unknown;
  /** Whether the call's effect is visible (true) or nothing changed (false). */
  changed(): Promise<boolean>;
}
interface Endpoint {
  method: string;
  route: string;
  access: Access;
  ok: number;
  prepare(caller: Caller): Promise<Request>;
}

const unchanged = async () => false;

async function placeOrder(owner: SignedIn): Promise<string> {
  const product = await createProduct(app, { stock: 5 });
  const { order } = await clientFor(app, owner).order.place({
    name: 'Owner',
    address: '1 Galle Road, Colombo',
    phoneNumber: '0771234567',
    billItems: [{ productId: product.productId, quantity: 1 }],
  });
  return order.orderID;
}

/** The shopper's own order when the caller is a shopper; someone else's otherwise. */
async function orderFor(caller: Caller) {
  const owner = caller.kind === 'shopper' && caller.user ? caller.user : await createUser(app);
  const orderID = await placeOrder(owner);
  return { orderID, row: () => OrderModel.findOne({ where: { orderID }, raw: true }) };
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    route: '/api/product',
    access: 'public',
    ok: 200,
    prepare: async () => ({ path: '/api/product', changed: unchanged }),
  },
  {
    method: 'POST',
    route: '/api/product',
    access: 'admin',
    ok: 201,
    async prepare() {
      const productId = `PERM-${Math.random().toString(36).slice(2, 10)}`;
      const body = { productId, name: 'Lotus', price: 100, labeledPrice: 120 };
      return {
        path: '/api/product',
        body: { ...body, category: 'Religious', stock: 3 },
        changed: async () => (await ProductModel.count({ where: { productId } })) === 1,
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/product/:productId',
    access: 'admin',
    ok: 200,
    async prepare() {
      const product = await createProduct(app);
      return {
        path: `/api/product/${product.productId}`,
        body: { name: 'Renamed by the caller' },
        changed: async () =>
          (await ProductModel.findOne({ where: { productId: product.productId } }))?.name ===
          'Renamed by the caller',
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/product/:productId',
    access: 'admin',
    ok: 200,
    async prepare() {
      const product = await createProduct(app);
      return {
        path: `/api/product/${product.productId}`,
        changed: async () =>
          (await ProductModel.count({ where: { productId: product.productId } })) === 0,
      };
    },
  },
  {
    method: 'GET',
    route: '/api/order',
    access: 'user',
    ok: 200,
    prepare: async () => ({ path: '/api/order', changed: unchanged }),
  },
  {
    method: 'POST',
    route: '/api/order',
    access: 'user',
    ok: 201,
    async prepare() {
      const product = await createProduct(app, { stock: 4 });
      return {
        path: '/api/order',
        body: {
          name: 'Caller',
          address: '2 Kandy Road',
          phoneNumber: '0771234567',
          billItems: [{ productId: product.productId, quantity: 1 }],
        },
        changed: async () =>
          (await ProductModel.findOne({ where: { productId: product.productId } }))?.stock === 3,
      };
    },
  },
  {
    method: 'GET',
    route: '/api/order/:orderID',
    access: 'user',
    ok: 200,
    async prepare(caller) {
      const { orderID } = await orderFor(caller);
      return { path: `/api/order/${orderID}`, changed: unchanged };
    },
  },
  {
    method: 'PUT',
    route: '/api/order/:orderID',
    access: 'admin',
    ok: 200,
    async prepare(caller) {
      const { orderID, row } = await orderFor(caller);
      return {
        path: `/api/order/${orderID}`,
        body: { status: 'Shipped' },
        changed: async () => (await row())?.status === 'Shipped',
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/order/:orderID',
    access: 'user',
    ok: 200,
    async prepare(caller) {
      const { orderID, row } = await orderFor(caller);
      // Staff's Delete removes the row; a shopper's cancels their order and hides it (0026).
      const done = async () => {
        const found = await row();
        if (caller.kind === 'admin') return found === null;
        return found?.status === 'Cancelled' && found.hiddenByShopperAt !== null;
      };
      return { path: `/api/order/${orderID}`, changed: done };
    },
  },
  {
    method: 'GET',
    route: '/api/user/current',
    access: 'user',
    ok: 200,
    prepare: async () => ({ path: '/api/user/current', changed: unchanged }),
  },
  {
    method: 'PUT',
    route: '/api/user/current/profile',
    access: 'user',
    ok: 200,
    async prepare(caller) {
      const id = Number(caller.user?.user._id ?? 0);
      return {
        path: '/api/user/current/profile',
        body: { firstName: 'Changed', lastName: 'Name', phone: '0771234567' },
        changed: async () => (await UserModel.findByPk(id))?.firstName === 'Changed',
      };
    },
  },
  {
    method: 'GET',
    route: '/api/user/current/export',
    access: 'user',
    ok: 200,
    prepare: async () => ({ path: '/api/user/current/export', changed: unchanged }),
  },
  {
    method: 'GET',
    route: '/api/user/admin/all',
    access: 'admin',
    ok: 200,
    prepare: async () => ({ path: '/api/user/admin/all', changed: unchanged }),
  },
  {
    method: 'DELETE',
    route: '/api/user/:id',
    access: 'admin',
    ok: 200,
    async prepare() {
      const { user } = await createUser(app);
      return {
        path: `/api/user/${user._id}`,
        changed: async () => (await UserModel.findByPk(Number(user._id))) === null,
      };
    },
  },
  {
    method: 'PATCH',
    route: '/api/user/:id',
    access: 'admin',
    ok: 200,
    async prepare() {
      const { user } = await createUser(app);
      return {
        path: `/api/user/${user._id}`,
        body: { isDisabled: true },
        changed: async () => (await UserModel.findByPk(Number(user._id)))?.isDisabled === true,
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/user/:id/role',
    access: 'admin',
    ok: 200,
    async prepare() {
      const { user } = await createUser(app);
      return {
        path: `/api/user/${user._id}/role`,
        body: { role: 'admin' },
        changed: async () => (await UserModel.findByPk(Number(user._id)))?.role === 'admin',
      };
    },
  },
];

/** The code each refusal here carries beside its status. */
const CODE_OF_STATUS: Record<number, string> = { 401: 'unauthorized', 403: 'forbidden' };

function expectedStatus(endpoint: Endpoint, kind: Kind): number {
  if (endpoint.access === 'public') return endpoint.ok;
  if (kind === 'anonymous' || kind === 'refused') return 401;
  if (endpoint.access === 'admin' && kind === 'shopper') return 403;
  return endpoint.ok;
}

const cases = ENDPOINTS.flatMap((endpoint) =>
  Object.keys(CALLERS).map((callerName) => {
    const label = `${endpoint.method} ${endpoint.route}`;
    return { label, callerName, endpoint };
  }),
);

describe('who may call what (PRODUCT.md §3)', () => {
  it.each(cases)('$label as $callerName', async ({ endpoint, callerName }) => {
    const makeCaller = CALLERS[callerName];
    if (!makeCaller) throw new Error(`No caller named ${callerName}`);
    const caller = await makeCaller();
    const request = await endpoint.prepare(caller);
    const res = await app.call(endpoint.method, request.path, {
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

  it('lists only the caller’s own orders for a shopper and every order for an admin', async () => {
    const shopper = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    const own = await placeOrder(shopper);
    const other = await placeOrder(await createUser(app));
    const mine = await clientFor(app, shopper).order.list();
    expect(mine.items.map((o) => o.orderID)).toEqual([own]);
    expect(mine.total).toBe(1);
    const all = await clientFor(app, admin).order.list();
    const allIds = all.items.map((o) => o.orderID);
    expect(allIds).toEqual(expect.arrayContaining([own, other]));
  });
});
