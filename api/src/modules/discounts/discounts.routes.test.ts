import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountSchema, type DiscountWriteInput, type Product } from '@wallart/domain';
import { rateLimitsWith } from '../../config/rate-limits';
import { DiscountModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { onlyEntryOf } from '../audit/testing/read-audit';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let print: Product;

beforeAll(async () => {
  app = await startTestApp({ rateLimits: rateLimitsWith({ discountChecksPerIp: 12 }) });
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
  print = await createProduct(app, { price: 2_500, labeledPrice: 3_000, stock: 50 });
});
afterAll(async () => app?.close());

let counter = 0;
const code = (prefix = 'CODE') => `${prefix}${++counter}`;
const percent = (over: Partial<DiscountWriteInput> = {}): DiscountWriteInput => ({
  code: code(),
  type: 'percent',
  value: 10,
  ...over,
});
const staff = () => clientFor(app, admin);
const lines = (quantity: number) => [{ productId: print.productId, quantity }];

describe('staff manage discount codes', () => {
  it('creates a code in capitals and lists it with its use count', async () => {
    const created = await staff().discount.create(percent({ code: 'welcome-x', minSubtotal: 100 }));
    expect(discountSchema.parse(created)).toEqual(created);
    expect(created).toMatchObject({ code: 'WELCOME-X', type: 'percent', value: 10, usedCount: 0 });
    expect(created.minSubtotal).toBe(100);
    const listed = await staff().discount.list();
    expect(listed.find((d) => d.id === created.id)).toEqual(created);
  });

  it('refuses a code that exists in another case with 409 duplicate, changing nothing', async () => {
    await staff().discount.create(percent({ code: 'Summer25' }));
    const error = await apiError(staff().discount.create(percent({ code: 'sUMMER25', value: 50 })));
    expect(error).toMatchObject({ status: 409, code: 'duplicate' });
    expect(await DiscountModel.count({ where: { code: 'SUMMER25' } })).toBe(1);
    const other = await staff().discount.create(percent());
    const renamed = await apiError(
      staff().discount.update(other.id, percent({ code: 'summer25' })),
    );
    expect(renamed).toMatchObject({ status: 409, code: 'duplicate' });
  });

  it('edits a code, recorded in the audit log with before and after', async () => {
    const created = await staff().discount.create(percent());
    let saved;
    const entry = await onlyEntryOf(app, admin, async () => {
      saved = await staff().discount.update(created.id, {
        code: created.code,
        type: 'fixed',
        value: 750,
        totalLimit: 5,
        active: false,
      });
    });
    expect(saved).toMatchObject({ type: 'fixed', value: 750, totalLimit: 5, active: false });
    expect(entry).toMatchObject({ action: 'discount.update', entityType: 'discount' });
    expect(entry.before).toMatchObject({ type: 'percent', value: 10 });
    expect(entry.after).toMatchObject({ type: 'fixed', value: 750 });
  });

  it('deletes an unused code for good, in the audit log', async () => {
    const created = await staff().discount.create(percent());
    const entry = await onlyEntryOf(app, admin, () => staff().discount.remove(created.id));
    expect(entry).toMatchObject({ action: 'discount.delete', before: { code: created.code } });
    expect(await DiscountModel.findByPk(created.id)).toBeNull();
    expect(await apiError(staff().discount.remove(created.id))).toMatchObject({ status: 404 });
  });

  it('refuses bad terms with 400 naming the field', async () => {
    const res = await app.call('POST', '/api/admin/discounts', {
      token: admin.token,
      body: { code: 'HALF', type: 'percent', value: 150 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid', errors: [{ path: 'value' }] });
    const dates = await app.call('POST', '/api/admin/discounts', {
      token: admin.token,
      body: { ...percent(), startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' },
    });
    expect(dates.body).toMatchObject({ code: 'invalid', errors: [{ path: 'endsAt' }] });
  });

  it('is for admins only: a shopper gets 403, nobody signed in 401', async () => {
    const asShopper = clientFor(app, shopper);
    expect(await apiError(asShopper.discount.list())).toMatchObject({ status: 403 });
    expect(await apiError(asShopper.discount.create(percent()))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    const created = await staff().discount.create(percent());
    expect(await apiError(asShopper.discount.update(created.id, percent()))).toMatchObject({
      status: 403,
    });
    expect(await apiError(asShopper.discount.remove(created.id))).toMatchObject({ status: 403 });
    expect(await apiError(clientFor(app).discount.list())).toMatchObject({ status: 401 });
    expect(await DiscountModel.findByPk(created.id)).not.toBeNull();
  });
});

describe('POST /api/discount/check', () => {
  it('answers the amount for these lines, priced by the server, whatever the case typed', async () => {
    const created = await staff().discount.create(percent({ value: 15 }));
    const answer = await clientFor(app, shopper).discount.check({
      code: created.code.toLowerCase(),
      billItems: lines(2),
    });
    // 2 × LKR 2,500 = 5,000; 15% is 750; 4,250 is under the free-shipping threshold.
    expect(answer).toMatchObject({ code: created.code, discount: 750, subtotal: 5_000 });
    expect(answer.methods[0]).toMatchObject({ method: 'standard', fee: 450 });
  });

  it('never takes more than the subtotal', async () => {
    const created = await staff().discount.create(percent({ type: 'fixed', value: 9_000 }));
    const answer = await clientFor(app).discount.check({ code: created.code, billItems: lines(1) });
    expect(answer.discount).toBe(2_500);
  });

  it('answers 400 with the plain reason when it does not apply', async () => {
    const check = async (over: Partial<DiscountWriteInput>, quantity = 1) => {
      const created = await staff().discount.create(percent(over));
      return apiError(
        clientFor(app, shopper).discount.check({ code: created.code, billItems: lines(quantity) }),
      );
    };
    const past = { startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-31T00:00:00Z' };
    expect(await check(past)).toMatchObject({ status: 400, code: 'invalid', message: 'expired' });
    expect(await check({ minSubtotal: 10_000 }, 3)).toMatchObject({
      status: 400,
      message: 'minimum LKR 10,000',
    });
    expect(await check({ active: false })).toMatchObject({ status: 400, message: 'not valid' });
    expect(await check({ startsAt: '2099-01-01T00:00:00Z' })).toMatchObject({
      message: 'not valid',
    });
    const unknown = await apiError(
      clientFor(app).discount.check({ code: 'NO-SUCH-CODE', billItems: lines(1) }),
    );
    expect(unknown).toMatchObject({ status: 400, message: 'not valid' });
  });

  it('limits checks per address with 429', async () => {
    const limited = await startTestApp({ rateLimits: rateLimitsWith({ discountChecksPerIp: 2 }) });
    try {
      const product = await createProduct(limited);
      const api = clientFor(limited);
      const body = { code: 'GUESS', billItems: [{ productId: product.productId, quantity: 1 }] };
      expect(await apiError(api.discount.check(body))).toMatchObject({ status: 400 });
      expect(await apiError(api.discount.check(body))).toMatchObject({ status: 400 });
      expect(await apiError(api.discount.check(body))).toMatchObject({
        status: 429,
        code: 'rate_limited',
      });
    } finally {
      await limited.close();
    }
  });
});
