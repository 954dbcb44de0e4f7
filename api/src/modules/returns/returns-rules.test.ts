import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentMethod, PlacedOrder } from '@wallart/domain';
import { AuditEntryModel, ProductModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestAppWithMail, type TestApp } from '../../test/test-app';
import { ORDER_ADDRESS, uniqueEmail } from '../account/testing/account-setup';
import type { SmtpSink } from '../mail/testing/smtp-sink';

/** PRODUCT §13's rules beyond the happy path: each step's mail and audit, refusals, guests. */
let app: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
let admin: SignedIn;

beforeAll(async () => {
  ({ app, sink, close } = await startTestAppWithMail());
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => close());

const staff = () => clientFor(app, admin);

async function stockOf(productId: string) {
  return Number((await ProductModel.findOne({ where: { productId }, raw: true }))?.stock);
}

async function deliver(orderID: string) {
  for (const status of ['Processing', 'Shipped', 'Delivered'] as OrderStatus[]) {
    await staff().order.setStatus(orderID, status);
  }
}

/** A shopper's delivered order of `quantity` prints of one product (price 2500). */
async function delivered(quantity = 2, paymentMethod: PaymentMethod = 'cod') {
  const shopper = await createUser(app);
  const product = await createProduct(app, { stock: 10, price: 2500, labeledPrice: 3000 });
  const asShopper = clientFor(app, shopper);
  const { order } = await asShopper.order.place({
    ...ORDER_ADDRESS,
    paymentMethod,
    billItems: [{ productId: product.productId, quantity }],
  });
  await deliver(order.orderID);
  const line = { productId: product.productId, size: product.sizes[0]?.size ?? '' };
  return { shopper, product, order, line, asShopper };
}

const mailTo = (email: string, subject: string) =>
  sink.waitFor((m) => m.to.includes(email) && m.subject === subject);

describe('returns: every step', () => {
  it('mails the shopper at each step, needs a note to reject, and audits every step', async () => {
    const { shopper, order, line, asShopper, product } = await delivered();
    const email = shopper.user.email;
    const first = await asShopper.returns.request(order.orderID, {
      lines: [{ ...line, quantity: 2 }],
      reason: 'changed-mind',
    });
    await mailTo(email, `We have your return request for order ${order.orderID}`);
    const bare = await apiError(staff().returns.act(Number(first._id), { action: 'reject' }));
    expect(bare.status).toBe(400);
    expect((await asShopper.returns.forOrder(order.orderID))[0]?.status).toBe('requested');
    await staff().returns.act(Number(first._id), { action: 'reject', note: 'Opened and hung' });
    const rejected = await mailTo(
      email,
      `We could not accept the return for order ${order.orderID}`,
    );
    expect(rejected.text).toContain('Opened and hung');

    // A rejected return holds nothing: the same prints may be asked for again.
    const second = await asShopper.returns.request(order.orderID, {
      lines: [{ ...line, quantity: 2 }],
      reason: 'damaged',
    });
    const id = Number(second._id);
    await staff().returns.act(id, { action: 'approve', note: 'Send it by courier' });
    const approved = await mailTo(email, `Your return for order ${order.orderID} is approved`);
    expect(approved.text).toContain('Send it by courier');
    const before = await stockOf(product.productId);
    const received = await staff().returns.act(id, { action: 'receive' });
    await mailTo(email, `We have received your return for order ${order.orderID}`);
    // Received without restock (a damaged print is not resold): the stock stays.
    expect(received.lines[0]?.restocked).toBe(0);
    expect(await stockOf(product.productId)).toBe(before);

    const audited = async (entityId: string) =>
      (await AuditEntryModel.findAll({ where: { entityType: 'return', entityId } }))
        .map((e) => e.action)
        .sort();
    expect(await audited(first._id)).toEqual(['return.reject', 'return.request']);
    expect(await audited(second._id)).toEqual(
      ['return.approve', 'return.receive', 'return.request'].sort(),
    );
  });

  it('a step out of turn is a 409 and changes nothing', async () => {
    const { order, line, asShopper } = await delivered();
    const ret = await asShopper.returns.request(order.orderID, {
      lines: [{ ...line, quantity: 1 }],
      reason: 'other',
    });
    const id = Number(ret._id);
    for (const input of [
      { action: 'receive' as const },
      { action: 'refund' as const, amount: 1 },
    ]) {
      expect((await apiError(staff().returns.act(id, input))).status).toBe(409);
    }
    await staff().returns.act(id, { action: 'approve' });
    expect((await apiError(staff().returns.act(id, { action: 'approve' }))).status).toBe(409);
    expect((await asShopper.returns.forOrder(order.orderID))[0]).toMatchObject({
      status: 'approved',
      refund: null,
    });
    expect((await asShopper.order.get(order.orderID)).paymentStatus).toBe('paid');
  });

  it('refuses a print not bought, and two entries that together pass what was bought', async () => {
    const { order, line, asShopper } = await delivered();
    const notBought = await apiError(
      asShopper.returns.request(order.orderID, {
        lines: [{ productId: 'NO-SUCH-PRINT', size: line.size, quantity: 1 }],
        reason: 'other',
      }),
    );
    expect(notBought.status).toBe(400);
    const twice = await apiError(
      asShopper.returns.request(order.orderID, {
        lines: [
          { ...line, quantity: 2 },
          { ...line, quantity: 1 },
        ],
        reason: 'other',
      }),
    );
    expect(twice.status).toBe(400);
    expect(await asShopper.returns.forOrder(order.orderID)).toEqual([]);
  });
});

describe('returns: refunds', () => {
  async function received(asShopper: ReturnType<typeof clientFor>, orderID: string, line: object) {
    const ret = await asShopper.returns.request(orderID, {
      lines: [{ ...(line as { productId: string; size: string }), quantity: 1 }],
      reason: 'other',
    });
    await staff().returns.act(Number(ret._id), { action: 'approve' });
    await staff().returns.act(Number(ret._id), { action: 'receive' });
    return Number(ret._id);
  }

  it("counts the order's earlier refunds: the last one that reaches the total is 'refunded'", async () => {
    const { order, line, asShopper } = await delivered();
    const first = await received(asShopper, order.orderID, line);
    const second = await received(asShopper, order.orderID, line);
    await staff().returns.act(first, { action: 'refund', amount: 2500 });
    expect((await asShopper.order.get(order.orderID)).paymentStatus).toBe('partially-refunded');
    const rest = order.total - 2500;
    const over = await apiError(
      staff().returns.act(second, { action: 'refund', amount: rest + 1 }),
    );
    expect(over.status).toBe(400);
    expect(over.message).toBe(
      `A refund is at most what was paid less earlier refunds: ${rest} LKR`,
    );
    await staff().returns.act(second, { action: 'refund', amount: rest, method: 'bank-transfer' });
    const after = await asShopper.returns.forOrder(order.orderID);
    expect(after.map((r) => r.refund?.method)).toEqual(['cod', 'bank-transfer']);
    expect((await asShopper.order.get(order.orderID)).paymentStatus).toBe('refunded');
  });

  it('an order never paid refunds nothing', async () => {
    const { order, line, asShopper } = await delivered(1, 'bank-transfer');
    expect(order.paymentStatus).toBe('unpaid');
    const id = await received(asShopper, order.orderID, line);
    const error = await apiError(staff().returns.act(id, { action: 'refund', amount: 1 }));
    expect(error.status).toBe(400);
    expect((await asShopper.returns.forOrder(order.orderID))[0]?.status).toBe('received');
  });
});

describe("returns: a guest's order", () => {
  async function guestOrder() {
    const product = await createProduct(app, { stock: 5 });
    const email = uniqueEmail('guest');
    const placed = await app.call('POST', '/api/order', {
      body: { ...ORDER_ADDRESS, email, billItems: [{ productId: product.productId, quantity: 1 }] },
    });
    const { order, orderToken } = placed.body as PlacedOrder;
    await deliver(order.orderID);
    const line = { productId: product.productId, size: product.sizes[0]?.size ?? '', quantity: 1 };
    return { order, key: orderToken ?? '', email, line };
  }

  it('a guest returns with its order key; another key or none finds nothing', async () => {
    const { order, key, email, line } = await guestOrder();
    const guest = clientFor(app);
    const input = { lines: [line], reason: 'damaged' as const };
    const other = await guestOrder();
    expect((await apiError(guest.returns.request(order.orderID, input, other.key))).status).toBe(
      404,
    );
    expect((await apiError(guest.returns.request(order.orderID, input))).status).toBe(401);
    const ret = await guest.returns.request(order.orderID, input, key);
    expect(ret.status).toBe('requested');
    // In the audit log by the address the guest ordered with; a guest has no account to name.
    const entry = await AuditEntryModel.findOne({
      where: { entityType: 'return', entityId: ret._id, action: 'return.request' },
    });
    expect(entry).toMatchObject({ actorId: null, actorEmail: email });
    await mailTo(email, `We have your return request for order ${order.orderID}`);
    const photo = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const blob = new Blob([new Uint8Array(photo)]);
    expect((await guest.returns.addPhoto(Number(ret._id), blob, 'frame.png', key)).photos).toBe(1);
    const stranger = apiError(guest.returns.addPhoto(Number(ret._id), blob, 'x.png', other.key));
    expect((await stranger).status).toBe(404);
    expect(await guest.returns.forOrder(order.orderID, key)).toEqual([
      expect.objectContaining({ _id: ret._id, photos: 1 }),
    ]);
    expect((await apiError(guest.returns.forOrder(order.orderID, other.key))).status).toBe(404);
  });
});
