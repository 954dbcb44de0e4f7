import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderInput, Product } from '@wallart/domain';
import { ApiError } from '@wallart/domain/api-client';
import { OrderModel, ProductModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { ORDER_ADDRESS, proveAddress } from '../account/testing/account-setup';

// Every kind of order takes the one placing path (order-writer.ts): plain, with a discount
// code, and from an account whose address is not proven yet. Sent together, they are written
// together, each settled on its own. (A quote's order under a race: quotes.routes.test.ts.)

const CAP = 2;
let app: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  app = await startTestApp({ unverifiedPendingUnits: CAP });
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => app.close());

const orderOf = (product: Product, quantity: number, extra: object = {}): PlaceOrderInput => ({
  ...ORDER_ADDRESS,
  billItems: [{ productId: product.productId, quantity }],
  ...extra,
});

async function provenUser(): Promise<SignedIn> {
  const user = await createUser(app);
  await proveAddress(user);
  return user;
}

const stockOf = async (product: Product) =>
  Number(
    (await ProductModel.findOne({ where: { productId: product.productId }, raw: true }))?.stock,
  );

/** Each order's answer: 201, or the status and code it was refused with. */
async function answersOf(sent: Promise<unknown>[]) {
  const settled = await Promise.allSettled(sent);
  return settled.map((s) => {
    if (s.status === 'fulfilled') return '201';
    if (!(s.reason instanceof ApiError)) throw s.reason;
    return `${s.reason.status} ${s.reason.code}`;
  });
}

describe('every kind of order through the one placing path', () => {
  it('a group where one order of each kind is refused writes the others', async () => {
    const product = await createProduct(app, { name: 'Quiet Harbour', stock: 10 });
    const scarce = await createProduct(app, { name: 'Last Light', stock: 1 });
    const plain = await provenUser();
    const unproven = await createUser(app);
    const withCode = await provenUser();
    const short = await provenUser();
    const code = await clientFor(app, admin).discount.create({
      code: 'HARBOUR10',
      type: 'percent',
      value: 10,
    });
    const answers = await answersOf([
      clientFor(app, plain).order.place(orderOf(product, 1)),
      clientFor(app, unproven).order.place(orderOf(product, CAP + 1)),
      clientFor(app, withCode).order.place(orderOf(product, 1, { discountCode: 'NOSUCHCODE' })),
      clientFor(app, withCode).order.place(orderOf(product, 1, { discountCode: code.code })),
      clientFor(app, short).order.place(orderOf(scarce, 2)),
      clientFor(app, unproven).order.place(orderOf(product, CAP)),
    ]);

    expect(answers).toEqual([
      '201',
      '403 email_unverified',
      '409 discount_refused',
      '201',
      '409 out_of_stock',
      '201',
    ]);
    expect(await stockOf(product)).toBe(10 - 1 - 1 - CAP);
    expect(await stockOf(scarce)).toBe(1);
    const written = await OrderModel.findAll({
      where: { userId: [plain, unproven, withCode, short].map((u) => Number(u.user._id)) },
      raw: true,
    });
    expect(written.map((o) => o.discountCode ?? '').sort()).toEqual(['', '', code.code]);
    const listed = await clientFor(app, admin).discount.list();
    expect(listed.find((c) => c.id === code.id)?.usedCount).toBe(1);
  });

  it('sells the last prints exactly once to a mixed rush: plain, a one-use code and unproven accounts', async () => {
    const STOCK = 6;
    const product = await createProduct(app, { name: 'Lotus Pond', stock: STOCK });
    const code = await clientFor(app, admin).discount.create({
      code: 'LOTUSONCE',
      type: 'percent',
      value: 20,
      totalLimit: 1,
    });
    const plain = await Promise.all(Array.from({ length: 4 }, () => provenUser()));
    const coded = await Promise.all(Array.from({ length: 4 }, () => provenUser()));
    const unproven = await createUser(app);
    const answers = await answersOf([
      ...plain.map((u) => clientFor(app, u).order.place(orderOf(product, 1))),
      ...coded.map((u) =>
        clientFor(app, u).order.place(orderOf(product, 1, { discountCode: code.code })),
      ),
      ...Array.from({ length: 4 }, () => clientFor(app, unproven).order.place(orderOf(product, 1))),
    ]);

    // At most 4 plain + 1 with the code + CAP unproven could be written: more than the stock.
    expect(answers.filter((a) => a === '201')).toHaveLength(STOCK);
    expect(await stockOf(product)).toBe(0);
    expect(answers.slice(4, 8).filter((a) => a === '201').length).toBeLessThanOrEqual(1);
    expect(answers.slice(8).filter((a) => a === '201').length).toBeLessThanOrEqual(CAP);
    for (const refused of answers.filter((a) => a !== '201')) {
      expect(['409 out_of_stock', '409 discount_refused', '403 email_unverified']).toContain(
        refused,
      );
    }
    const withCode = await OrderModel.count({
      where: { discountCode: code.code },
    });
    expect(withCode).toBe(answers.slice(4, 8).filter((a) => a === '201').length);
  });
});
