import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '@wallart/domain';
import { createProduct, createUser, type SignedIn } from '../test/factories';
import { startTestApp, type CallResult, type TestApp } from '../test/test-app';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
});

afterAll(async () => {
  await app?.close();
});

const seen = new Set<ErrorCode>();

/** The answer refuses with this code, at the code's status, with a message to show. */
function expectRefusal(res: CallResult, code: ErrorCode): void {
  expect(res.body).toMatchObject({ code, message: expect.any(String) });
  expect(res.status).toBe(ERROR_STATUS[code]);
  seen.add(code);
}

async function placeOrder(productId: string, quantity: number) {
  return app.call('POST', '/api/order', {
    token: shopper.token,
    body: {
      name: 'Nimali Perera',
      address: '12 Galle Road, Colombo',
      phoneNumber: '0771234567',
      billItems: [{ productId, quantity }],
    },
  });
}

describe('every error answer names its reason with a stable code', () => {
  it('invalid: a field that breaks the schema, with the field in errors', async () => {
    const res = await app.call('POST', '/api/user/login', { body: { email: 'nope' } });
    expectRefusal(res, 'invalid');
    expect(res.body).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ path: 'email' })]),
    });
  });

  it('invalid: a body that is not JSON', async () => {
    const res = await app.call('POST', '/api/user/login', { rawBody: '{"email":' });
    expectRefusal(res, 'invalid');
  });

  it('unauthorized: no token where one is needed', async () => {
    expectRefusal(await app.call('GET', '/api/user/current'), 'unauthorized');
  });

  it('forbidden: a shopper on an admin route', async () => {
    expectRefusal(await app.call('GET', '/api/admin/stats', { token: shopper.token }), 'forbidden');
  });

  it('not_found: an unknown product, and an unknown API path', async () => {
    expectRefusal(await app.call('GET', '/api/product/NO-SUCH-PRINT'), 'not_found');
    expectRefusal(await app.call('GET', '/api/no-such-thing'), 'not_found');
  });

  it('conflict: an admin disabling their own account', async () => {
    const res = await app.call('PATCH', `/api/user/${admin.user._id}`, {
      token: admin.token,
      body: { isDisabled: true },
    });
    expectRefusal(res, 'conflict');
  });

  it('out_of_stock: an order for more than is in stock', async () => {
    const product = await createProduct(app, { stock: 1 });
    expectRefusal(await placeOrder(product.productId, 2), 'out_of_stock');
  });

  it('not_pending: a shopper cancelling an order that is already being processed', async () => {
    const product = await createProduct(app, { stock: 5 });
    const placed = await placeOrder(product.productId, 1);
    expect(placed.status).toBe(201);
    const { orderID } = (placed.body as { order: { orderID: string } }).order;
    const moved = await app.call('PUT', `/api/order/${orderID}`, {
      token: admin.token,
      body: { status: 'Processing' },
    });
    expect(moved.status).toBe(200);
    const res = await app.call('DELETE', `/api/order/${orderID}`, { token: shopper.token });
    expectRefusal(res, 'not_pending');
  });

  it('duplicate: a productId that is taken, and an e-mail address that is taken', async () => {
    const taken = await createProduct(app);
    const again = await app.call('POST', '/api/product', {
      token: admin.token,
      body: { ...taken, name: 'Another print', _id: undefined, createdAt: undefined },
    });
    expectRefusal(again, 'duplicate');
    const register = await app.call('POST', '/api/user/', {
      body: {
        firstName: 'Kamal',
        lastName: 'Silva',
        email: shopper.user.email,
        phone: '0771234567',
        password: 'password123',
      },
    });
    expectRefusal(register, 'duplicate');
  });

  it('in_stock: asking to be told when a size that is in stock returns', async () => {
    const product = await createProduct(app, { stock: 3 });
    const res = await app.call('POST', `/api/product/${product.productId}/notify`, {
      body: { email: 'ama@example.com', size: product.sizes[0]?.size },
    });
    expectRefusal(res, 'in_stock');
  });

  it('too_large: a JSON body over the limit', async () => {
    const res = await app.call('POST', '/api/user/login', {
      rawBody: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectRefusal(res, 'too_large');
  });

  it('unsupported_media_type: a CSV import sent as something else', async () => {
    const res = await app.call('POST', '/api/product/import?dryRun=true', {
      token: admin.token,
      rawBody: 'productId,name',
      headers: { 'Content-Type': 'text/plain' },
    });
    expectRefusal(res, 'unsupported_media_type');
  });

  it('rate_limited: the sixth review from one address within the window', async () => {
    const review = { name: 'Ama', title: 'Lovely', comment: 'Bright colours', rating: 5 };
    for (let i = 0; i < 5; i += 1) {
      expect((await app.call('POST', '/api/review', { body: review })).status).toBe(201);
    }
    expectRefusal(await app.call('POST', '/api/review', { body: review }), 'rate_limited');
  });

  it('unavailable: Google sign-in on a shop where it is not set up', async () => {
    const res = await app.call('POST', '/api/user/google', { body: { accessToken: 'ya29.x' } });
    expectRefusal(res, 'unavailable');
  });

  it('discount_refused: an order whose discount code does not apply', async () => {
    const product = await createProduct(app);
    const res = await app.call('POST', '/api/order', {
      token: shopper.token,
      body: {
        name: 'Nimali Perera',
        address: '12 Galle Road, Colombo',
        phoneNumber: '0771234567',
        billItems: [{ productId: product.productId, quantity: 1 }],
        discountCode: 'NO-SUCH-CODE',
      },
    });
    expectRefusal(res, 'discount_refused');
    expect(res.body).toMatchObject({ message: 'not valid' });
  });

  // A shop of its own with the cap on, so it runs late: a second app rebinds the models.
  it('email_unverified: an unproven account ordering past its Pending cap', async () => {
    const capped = await startTestApp({ unverifiedPendingUnits: 2 });
    try {
      const unproven = await createUser(capped);
      const product = await createProduct(capped);
      const res = await capped.call('POST', '/api/order', {
        token: unproven.token,
        body: {
          name: 'Nimali Perera',
          address: '12 Galle Road, Colombo',
          phoneNumber: '0771234567',
          billItems: [{ productId: product.productId, quantity: 3 }],
        },
      });
      expectRefusal(res, 'email_unverified');
    } finally {
      await capped.close();
    }
  });

  it('internal: anything unexpected, with no details', async () => {
    const broken = await startTestApp();
    try {
      await broken.sequelize.close();
      const res = await broken.call('GET', '/api/product');
      expect(res.body).toEqual({
        code: 'internal',
        message: 'Something went wrong on our side. Please try again.',
      });
      expectRefusal(res, 'internal');
    } finally {
      await broken.close().catch(() => undefined);
    }
  });

  it('has covered every code of the shared list above', () => {
    expect([...seen].sort()).toEqual([...ERROR_CODES].sort());
  });
});
