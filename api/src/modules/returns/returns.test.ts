import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@wallart/domain';
import { AuditEntryModel, ProductModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { readPdf } from '../documents/testing/pdf-reader';
import { startSmtpSink, type SmtpSink } from '../mail/testing/smtp-sink';

/** PRODUCT §13's returns and refunds, through the API, on the test database. */
let app: TestApp;
let sink: SmtpSink;
let admin: SignedIn;
let clock: number | null = null;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({
    integrations: { smtpUrl: sink.url, now: () => clock ?? Date.now() },
  });
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const staff = () => clientFor(app, admin);

async function stockOf(productId: string) {
  const row = await ProductModel.findOne({ where: { productId }, raw: true });
  return Number(row?.stock);
}

/** A shopper's delivered (so paid, by cash on delivery) order of two prints of one product. */
async function delivered() {
  const shopper = await createUser(app);
  const product = await createProduct(app, { stock: 10, price: 2500, labeledPrice: 3000 });
  const { order } = await clientFor(app, shopper).order.place({
    name: 'Ruwan',
    address: '5 Lake Drive, Colombo',
    phoneNumber: '0712345678',
    billItems: [{ productId: product.productId, quantity: 2 }],
  });
  for (const status of ['Processing', 'Shipped', 'Delivered'] as OrderStatus[]) {
    await staff().order.setStatus(order.orderID, status);
  }
  const size = product.sizes[0]?.size ?? '';
  const line = { productId: product.productId, size };
  return { shopper, product, order, line, asShopper: clientFor(app, shopper) };
}

describe('returns', () => {
  it('a shopper returns one of two prints; staff approve, receive (restock) and refund it', async () => {
    const { shopper, order, line, asShopper, product } = await delivered();
    const ret = await asShopper.returns.request(order.orderID, {
      lines: [{ ...line, quantity: 1 }],
      reason: 'damaged',
      note: 'The corner is bent',
    });
    expect(ret).toMatchObject({ status: 'requested', reason: 'damaged', refund: null });
    const id = Number(ret._id);
    expect(await staff().returns.list('requested')).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: ret._id })]),
    );
    await staff().returns.act(id, { action: 'approve', note: 'Post it to our studio' });
    const before = await stockOf(product.productId);
    const received = await staff().returns.act(id, {
      action: 'receive',
      restock: [{ ...line, quantity: 1 }],
    });
    expect(received.lines[0]).toMatchObject({ quantity: 1, restocked: 1 });
    expect(await stockOf(product.productId)).toBe(before + 1);
    const refunded = await staff().returns.act(id, {
      action: 'refund',
      amount: 2500,
      reference: 'CASH-17',
    });
    expect(refunded).toMatchObject({
      status: 'refunded',
      refund: { amount: 2500, method: 'cod', reference: 'CASH-17' },
    });
    expect((await asShopper.order.get(order.orderID)).paymentStatus).toBe('partially-refunded');
    expect(await asShopper.returns.forOrder(order.orderID)).toEqual([refunded]);
    // The invoice carries the refund as its credit note.
    const { text } = await readPdf(await asShopper.documents.invoice(order.orderID));
    expect(text).toContain('Credit note');
    expect(text).toContain('CASH-17');
    expect(text).toContain('Total after refunds');
    const mail = await sink.waitFor(
      (m) => m.to.includes(shopper.user.email) && m.subject.startsWith('Your refund'),
    );
    expect(mail.text).toContain('CASH-17');
    const steps = await AuditEntryModel.findAll({
      where: { entityType: 'return', entityId: ret._id },
    });
    expect(steps.map((s) => s.action).sort()).toEqual(
      ['return.approve', 'return.receive', 'return.refund', 'return.request'].sort(),
    );
  });

  it('a double receive restocks once', async () => {
    const { order, line, asShopper, product } = await delivered();
    const ret = await asShopper.returns.request(order.orderID, {
      lines: [{ ...line, quantity: 2 }],
      reason: 'changed-mind',
    });
    const id = Number(ret._id);
    await staff().returns.act(id, { action: 'approve' });
    const before = await stockOf(product.productId);
    const receive = { action: 'receive' as const, restock: [{ ...line, quantity: 2 }] };
    const results = await Promise.allSettled([
      staff().returns.act(id, receive),
      staff().returns.act(id, receive),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const again = await apiError(staff().returns.act(id, receive));
    expect(again.status).toBe(409);
    expect(await stockOf(product.productId)).toBe(before + 2);
  });

  it('a refund above what was paid is a 400 and changes nothing; the whole amount is "refunded"', async () => {
    const { order, line, asShopper } = await delivered();
    const ret = await asShopper.returns.request(order.orderID, {
      lines: [{ ...line, quantity: 2 }],
      reason: 'wrong-item',
    });
    const id = Number(ret._id);
    await staff().returns.act(id, { action: 'approve' });
    await staff().returns.act(id, { action: 'receive' });
    const tooMuch = await apiError(
      staff().returns.act(id, { action: 'refund', amount: order.total + 1 }),
    );
    expect(tooMuch.status).toBe(400);
    expect((await asShopper.returns.forOrder(order.orderID))[0]?.status).toBe('received');
    await staff().returns.act(id, { action: 'refund', amount: order.total });
    expect((await asShopper.order.get(order.orderID)).paymentStatus).toBe('refunded');
  });

  it('never returns more than was bought less what earlier returns hold', async () => {
    const { order, line, asShopper } = await delivered();
    await asShopper.returns.request(order.orderID, {
      lines: [{ ...line, quantity: 1 }],
      reason: 'other',
    });
    const error = await apiError(
      asShopper.returns.request(order.orderID, {
        lines: [{ ...line, quantity: 2 }],
        reason: 'other',
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(`At most 1 of ${line.productId} (${line.size}) can be returned`);
  });

  it('a late request is a 409 saying the window closed; an order not delivered is a 409', async () => {
    const { order, line, asShopper } = await delivered();
    clock = Date.now() + 31 * DAY;
    try {
      const late = await apiError(
        asShopper.returns.request(order.orderID, {
          lines: [{ ...line, quantity: 1 }],
          reason: 'other',
        }),
      );
      expect(late.status).toBe(409);
      expect(late.message).toMatch(/^The return window closed on /);
    } finally {
      clock = null;
    }
    const shopper = await createUser(app);
    const product = await createProduct(app);
    const { order: pending } = await clientFor(app, shopper).order.place({
      name: 'Ruwan',
      address: '5 Lake Drive, Colombo',
      phoneNumber: '0712345678',
      billItems: [{ productId: product.productId, quantity: 1 }],
    });
    const notYet = await apiError(
      clientFor(app, shopper).returns.request(pending.orderID, {
        lines: [{ productId: product.productId, size: product.sizes[0]?.size ?? '', quantity: 1 }],
        reason: 'other',
      }),
    );
    expect(notYet.status).toBe(409);
  });

  it("another shopper's return is a 404, and only staff act on returns", async () => {
    const { order, line, asShopper } = await delivered();
    const ret = await asShopper.returns.request(order.orderID, {
      lines: [{ ...line, quantity: 1 }],
      reason: 'other',
    });
    const stranger = clientFor(app, await createUser(app));
    expect((await apiError(stranger.returns.forOrder(order.orderID))).status).toBe(404);
    const asked = stranger.returns.request(order.orderID, {
      lines: [{ ...line, quantity: 1 }],
      reason: 'other',
    });
    expect((await apiError(asked)).status).toBe(404);
    expect(
      (await apiError(stranger.returns.act(Number(ret._id), { action: 'approve' }))).status,
    ).toBe(403);
    expect((await apiError(staff().returns.act(999_999, { action: 'approve' }))).status).toBe(404);
  });

  it("the order and the shopper's list say when it was delivered; the window's days are public", async () => {
    const { order, asShopper } = await delivered();
    const shown = await asShopper.order.get(order.orderID);
    const last = shown.statusHistory?.filter((c) => c.to === 'Delivered').at(-1);
    expect(shown.deliveredAt).toBe(last?.at);
    const listed = (await asShopper.order.list({})).items.find((o) => o.orderID === order.orderID);
    expect(listed?.deliveredAt).toBe(last?.at);
    expect((await clientFor(app).system.config()).returnDays).toBe(30);
  });

  it('staff set the return window in whole days from 0 to 365; anything else is a 400', async () => {
    const settings = await staff().system.settings();
    for (const returnDays of [-1, 366, 14.5]) {
      const error = await apiError(
        staff().system.updateSettings({ ...settings, afterSale: { returnDays } }),
      );
      expect(error.status).toBe(400);
    }
    expect((await staff().system.settings()).afterSale.returnDays).toBe(30);
    await staff().system.updateSettings({ ...settings, afterSale: { returnDays: 14 } });
    expect((await clientFor(app).system.config()).returnDays).toBe(14);
    await staff().system.updateSettings({ ...settings, afterSale: { returnDays: 30 } });
  });
});
