import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  placeOrderSchema,
  type DiscountWriteInput,
  type PlaceOrderInput,
  type Product,
} from '@wallart/domain';
import { OrderModel, ProductModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, outcomeOf, startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => app?.close());

let counter = 0;
async function newCode(over: Partial<DiscountWriteInput> = {}) {
  counter += 1;
  return clientFor(app, admin).discount.create({
    code: `ORDER${counter}`,
    type: 'percent',
    value: 10,
    ...over,
  });
}

const orderOf = (product: Product, quantity: number, extra: object = {}): PlaceOrderInput => ({
  name: 'Nimali Perera',
  address: '12 Galle Road, Colombo',
  phoneNumber: '0771234567',
  billItems: [{ productId: product.productId, quantity }],
  ...extra,
});

async function stockOf(product: Product): Promise<number> {
  const row = await ProductModel.findOne({ where: { productId: product.productId }, raw: true });
  return Number(row?.stock);
}

const usedCountOf = async (id: number) =>
  (await clientFor(app, admin).discount.list()).find((d) => d.id === id)?.usedCount;

describe('an order with a discount code', () => {
  it('takes the discount off: total = subtotal − discount + shipping, and answers both', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { price: 1_000, stock: 10 });
    const created = await newCode({ value: 10 });
    const { order } = await clientFor(app, shopper).order.place(
      orderOf(product, 3, { discountCode: created.code.toLowerCase() }),
    );
    expect(order).toMatchObject({
      subtotal: 3_000,
      discountCode: created.code,
      discount: 300,
      shippingFee: 450,
      total: 3_150,
    });
    const again = await clientFor(app, shopper).order.get(order.orderID);
    expect(again).toMatchObject({ discountCode: created.code, discount: 300, total: 3_150 });
    expect(await usedCountOf(created.id)).toBe(1);
  });

  it('costs an order without a code no query of the discount tables', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { stock: 10 });
    const created = await newCode();
    const api = clientFor(app, shopper);
    const sqlOf = async (body: PlaceOrderInput) => {
      const captured: string[] = [];
      const { options } = app.sequelize as unknown as { options: { logging: unknown } };
      options.logging = (sql: string) => captured.push(sql);
      try {
        await api.order.place(body);
      } finally {
        options.logging = false;
      }
      return captured.filter((sql) => /\b(discounts|discount_uses)\b/.test(sql));
    };
    expect(await sqlOf(orderOf(product, 1))).toEqual([]);
    // The same capture sees them when there is a code, so the check above can fail.
    expect(await sqlOf(orderOf(product, 1, { discountCode: created.code }))).not.toEqual([]);
  });

  it('ignores a discount or total the client sends', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { price: 1_000, stock: 10 });
    const res = await app.call('POST', '/api/order', {
      token: shopper.token,
      body: { ...orderOf(product, 1), discount: 900, total: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ discount: 0, discountCode: null, total: 1_450 });
  });

  it('counts the free-shipping threshold on the subtotal after the discount', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { price: 5_000, stock: 10 });
    const created = await newCode({ type: 'fixed', value: 1 });
    const api = clientFor(app, shopper);
    const plain = await api.order.place(orderOf(product, 1));
    expect(plain.order.shippingFee).toBe(0);
    const discounted = await api.order.place(orderOf(product, 1, { discountCode: created.code }));
    expect(discounted.order).toMatchObject({ discount: 1, shippingFee: 450, total: 5_449 });
  });

  it('refuses with 409 and the reason, placing nothing and taking no stock', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { price: 1_000, stock: 10 });
    const api = clientFor(app, shopper);
    const refused = async (over: Partial<DiscountWriteInput>, quantity = 1) => {
      const created = await newCode(over);
      return apiError(api.order.place(orderOf(product, quantity, { discountCode: created.code })));
    };
    expect(await refused({ minSubtotal: 10_000 }, 2)).toMatchObject({
      status: 409,
      code: 'discount_refused',
      message: 'minimum LKR 10,000',
    });
    expect(
      await refused({ startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-02-01T00:00:00Z' }),
    ).toMatchObject({ status: 409, message: 'expired' });
    expect(await refused({ active: false })).toMatchObject({ message: 'not valid' });
    expect(
      await apiError(api.order.place(orderOf(product, 1, { discountCode: 'NOPE' }))),
    ).toMatchObject({ status: 409, message: 'not valid' });
    expect(await stockOf(product)).toBe(10);
    expect(await OrderModel.count({ where: { userId: shopper.user._id } })).toBe(0);
  });

  it('keeps the per-customer limit: the second order of one shopper is "already used"', async () => {
    const [first, second] = [await createUser(app), await createUser(app)];
    const product = await createProduct(app, { stock: 10 });
    const created = await newCode({ perCustomerLimit: 1 });
    const body = orderOf(product, 1, { discountCode: created.code });
    await clientFor(app, first).order.place(body);
    expect(await apiError(clientFor(app, first).order.place(body))).toMatchObject({
      status: 409,
      message: 'already used',
    });
    await clientFor(app, second).order.place(body);
    expect(await usedCountOf(created.id)).toBe(2);
    expect(await stockOf(product)).toBe(8);
  });

  it('uses the last use of a code exactly once when 10 shoppers order at the same time', async () => {
    const product = await createProduct(app, { stock: 100 });
    const created = await newCode({ totalLimit: 3 });
    const warmUp = await createUser(app);
    await clientFor(app, warmUp).order.place(orderOf(product, 1, { discountCode: created.code }));
    await clientFor(app, warmUp).order.place(orderOf(product, 1, { discountCode: created.code }));
    const racers = await Promise.all(Array.from({ length: 10 }, () => createUser(app)));
    const results = await Promise.all(
      racers.map((racer) => {
        const api = clientFor(app, racer);
        return outcomeOf(api, api.order.place(orderOf(product, 1, { discountCode: created.code })));
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.error).toMatchObject({ code: 'discount_refused', message: 'already used' });
    }
    expect(await usedCountOf(created.id)).toBe(3);
    expect(await OrderModel.count({ where: { discountCode: created.code } })).toBe(3);
    expect(await stockOf(product)).toBe(97);
  });

  it('counts uses admitted together in one write (orders arriving at the same moment)', async () => {
    const product = await createProduct(app, { stock: 100 });
    const created = await newCode({ totalLimit: 2 });
    const racers = await Promise.all(Array.from({ length: 10 }, () => createUser(app)));
    const input = placeOrderSchema.parse(orderOf(product, 1, { discountCode: created.code }));
    // Straight to the service, in one tick: on SQLite they go into the same group commit.
    const results = await Promise.allSettled(
      racers.map(({ user }) =>
        app.services.orders.place(
          { id: Number(user._id), email: user.email, role: 'user', isEmailVerified: true },
          input,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(await usedCountOf(created.id)).toBe(2);
    expect(await stockOf(product)).toBe(98);
  });

  it('gives the use back when the order is cancelled, and takes it again when staff undo that', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { stock: 10 });
    const created = await newCode({ totalLimit: 1 });
    const api = clientFor(app, shopper);
    const body = orderOf(product, 1, { discountCode: created.code });
    const { order } = await api.order.place(body);
    expect(await usedCountOf(created.id)).toBe(1);
    await clientFor(app, admin).order.setStatus(order.orderID, 'Cancelled');
    expect(await usedCountOf(created.id)).toBe(0);
    await clientFor(app, admin).order.setStatus(order.orderID, 'Pending');
    expect(await usedCountOf(created.id)).toBe(1);
    // The shopper's own Delete cancels it too, and the use comes back once.
    await api.order.remove(order.orderID);
    expect(await usedCountOf(created.id)).toBe(0);
    const next = await api.order.place(body);
    expect(next.order.discountCode).toBe(created.code);
  });

  it('deactivates a used code instead of deleting it; the order keeps pointing at it', async () => {
    const shopper = await createUser(app);
    const product = await createProduct(app, { stock: 10 });
    const created = await newCode();
    const { order } = await clientFor(app, shopper).order.place(
      orderOf(product, 1, { discountCode: created.code }),
    );
    const answer = await clientFor(app, admin).discount.remove(created.id);
    expect(answer).toMatchObject({ id: created.id, active: false, usedCount: 1 });
    const listed = (await clientFor(app, admin).discount.list()).find((d) => d.id === created.id);
    expect(listed).toMatchObject({ active: false });
    const renamed = await apiError(
      clientFor(app, admin).discount.update(created.id, {
        code: 'RENAMED',
        type: 'percent',
        value: 10,
      }),
    );
    expect(renamed).toMatchObject({ status: 409, code: 'conflict' });
    expect((await clientFor(app, shopper).order.get(order.orderID)).discountCode).toBe(
      created.code,
    );
  });
});
