import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderStatus, Product } from '@wallart/domain';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { isBegin, statementsDuring } from '../../test/statements-during';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { onlyEntryOf, readAudit } from '../audit/testing/read-audit';
import { auditRow } from '../audit/audit.service';
import { historyEntry, rowAfterMove } from './order-status-change';
import { createStatusScript, type PrintedOrder } from './order-status-script';

// On SQLite a change of status that writes only the order's row and its history goes to the
// writer as one script (decision 0075). What staff, shoppers and the audit log see is what a
// transaction of statements would have written.

let app: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => app.close());

const isScript = (sql: string) => /^BEGIN IMMEDIATE;\n/.test(sql);
const tricky = `O'Brien "Nimal" '); DROP TABLE orders; -- ශ්‍රී 🎨`;

async function placeOrder(product: Product, name = 'Ruwan Silva') {
  const shopper = await createUser(app);
  const { order } = await clientFor(app, shopper).order.place({
    name,
    address: `12 Temple Road, Kandy`,
    phoneNumber: '0712345678',
    billItems: [{ productId: product.productId, quantity: 2 }],
  });
  return { order, shopper };
}

const stockOf = async (product: Product) =>
  (await clientFor(app).product.get(product.productId)).stock;

const withoutHistory = ({ statusHistory: _history, ...order }: Order) => order;

/** The status change as the admin makes it, with what the database was sent meanwhile. */
async function change(orderID: string, status: OrderStatus, tracking?: object) {
  let changed: Order | undefined;
  const statements = await statementsDuring(app.sequelize, async () => {
    changed = (await clientFor(app, admin).order.setStatus(orderID, status, tracking)).order;
  });
  return { changed: changed as Order, begun: statements.filter(isBegin) };
}

describe('a change of status as one script (SQLite)', () => {
  it('writes the status, the history and the audit entry in one script, answered as it reads back', async () => {
    const product = await createProduct(app, { stock: 5 });
    const { order, shopper } = await placeOrder(product, tricky);
    let begun: string[] = [];
    let changed: Order | undefined;
    const entry = await onlyEntryOf(app, admin, async () => {
      ({ changed, begun } = await change(order.orderID, 'Processing'));
    });

    expect(begun).toHaveLength(1);
    expect(begun.every(isScript)).toBe(true);
    const stored = await clientFor(app, shopper).order.get(order.orderID);
    expect(changed).toEqual(stored);
    expect(stored.name).toBe(tricky);
    expect(stored.status).toBe('Processing');
    expect(stored.statusHistory).toEqual([
      { from: null, to: 'Pending', at: order.date, by: shopper.user.email },
      { from: 'Pending', to: 'Processing', at: expect.any(String), by: admin.user.email },
    ]);
    expect(entry).toMatchObject({ action: 'order.status', entityId: order.orderID });
    expect(entry).toMatchObject({ actorId: admin.user._id, actorEmail: admin.user.email });
    expect(entry.before).toEqual(withoutHistory(order));
    expect(entry.after).toEqual(withoutHistory(stored));
    expect(await stockOf(product)).toBe(3);
  });

  it("keeps a change to Shipped's carrier and tracking number, quotes and all", async () => {
    const { order, shopper } = await placeOrder(await createProduct(app, { stock: 5 }));
    const tracking = { carrier: "Dilan's Couriers", trackingNumber: 'LK 1234-5' };
    const { changed, begun } = await change(order.orderID, 'Shipped', tracking);

    expect(begun.every(isScript)).toBe(true);
    expect(changed.tracking).toMatchObject(tracking);
    expect(await clientFor(app, shopper).order.get(order.orderID)).toEqual(changed);
  });

  it('marks cash on delivery paid when Delivered, in the same script', async () => {
    const { order } = await placeOrder(await createProduct(app, { stock: 5 }));
    expect(order.paymentMethod).toBe('cod');
    const { changed, begun } = await change(order.orderID, 'Delivered');
    expect(begun.every(isScript)).toBe(true);
    expect(changed.paymentStatus).toBe('paid');
    expect(await clientFor(app, admin).order.get(order.orderID)).toEqual(changed);
  });

  it('writes nothing for the same status again, and refuses other tracking with 409', async () => {
    const { order } = await placeOrder(await createProduct(app, { stock: 5 }));
    await change(order.orderID, 'Shipped', { carrier: 'Pronto', trackingNumber: 'P-1' });
    const { total } = await readAudit(app, admin, { limit: 1 });

    const again = await change(order.orderID, 'Shipped');
    expect(again.begun).toEqual([]);
    await expect(
      clientFor(app, admin).order.setStatus(order.orderID, 'Shipped', {
        carrier: 'Pronto',
        trackingNumber: 'P-2',
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await readAudit(app, admin, { limit: 1 })).total).toBe(total);
  });

  it('moves stock in a transaction of statements: to Cancelled and out of it', async () => {
    const product = await createProduct(app, { stock: 5 });
    const { order } = await placeOrder(product);

    const cancelled = await change(order.orderID, 'Cancelled');
    expect(cancelled.begun.some((sql) => !isScript(sql))).toBe(true);
    expect(await stockOf(product)).toBe(5);

    const revived = await change(order.orderID, 'Processing');
    expect(revived.begun.some((sql) => !isScript(sql))).toBe(true);
    expect(await stockOf(product)).toBe(3);
  });
});

describe('the status script itself', () => {
  const script = () => {
    const made = createStatusScript(app.sequelize);
    if (!made) throw new Error('No scripts on this SQLite database');
    return made;
  };

  /** What the service would write for a move of the order, as read, to Processing. */
  function toProcessing(read: PrintedOrder) {
    const now = new Date();
    const move = { status: 'Processing' as const, holdsStock: true, payment: {} };
    const row = rowAfterMove(move, now);
    const entry = historyEntry(read.order, move, { id: null, email: 'staff@example.com' }, now);
    const audit = auditRow(null, {
      action: 'order.status',
      entityType: 'order',
      entityId: read.order.orderID,
    });
    return [row, entry, audit] as const;
  }

  const counts = async (orderID: string) =>
    app.sequelize.query<{ status: string; changes: number; entries: number }>(
      `SELECT status,
        (SELECT count(*) FROM order_status_changes WHERE "orderId" = orders.id) AS changes,
        (SELECT count(*) FROM audit_log WHERE "entityId" = :orderID) AS entries
       FROM orders WHERE "orderID" = :orderID`,
      { replacements: { orderID }, type: QueryTypes.SELECT },
    );

  it('answers null for an order that does not exist', async () => {
    expect(await script().read('WA-NOSUCHONE')).toBeNull();
  });

  it('writes when the row is as it was read', async () => {
    const { order } = await placeOrder(await createProduct(app, { stock: 5 }));
    const read = await script().read(order.orderID);
    if (!read) throw new Error('The order was not read');
    expect(await script().write(read, ...toProcessing(read))).toBe(true);
    expect(await counts(order.orderID)).toEqual([{ status: 'Processing', changes: 2, entries: 1 }]);
  });

  it('stops without writing anything when the row changed after it was read', async () => {
    const { order } = await placeOrder(await createProduct(app, { stock: 5 }));
    const read = await script().read(order.orderID);
    if (!read) throw new Error('The order was not read');
    await clientFor(app, admin).order.setStatus(order.orderID, 'Shipped');
    const before = await counts(order.orderID);

    expect(await script().write(read, ...toProcessing(read))).toBe(false);
    expect(await counts(order.orderID)).toEqual(before);
    expect(before).toEqual([{ status: 'Shipped', changes: 2, entries: 1 }]);
  });

  it('stops when the order was deleted after it was read', async () => {
    const { order } = await placeOrder(await createProduct(app, { stock: 5 }));
    const read = await script().read(order.orderID);
    if (!read) throw new Error('The order was not read');
    await clientFor(app, admin).order.remove(order.orderID);

    expect(await script().write(read, ...toProcessing(read))).toBe(false);
    expect(await counts(order.orderID)).toEqual([]);
  });
});
