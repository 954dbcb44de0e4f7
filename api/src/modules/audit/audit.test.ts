import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderStatus, Product } from '@wallart/domain';
import { ReviewModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
import { entriesAddedBy, onlyEntryOf, readAudit } from './testing/read-audit';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let asAdmin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
  asAdmin = clientFor(app, admin);
});
afterAll(async () => app.close());

const by = () => ({ actorId: admin.user._id, actorEmail: admin.user.email });
const entryOf = (step: () => Promise<unknown>) => onlyEntryOf(app, admin, step);
const noEntryFrom = async (step: () => Promise<unknown>) =>
  expect(await entriesAddedBy(app, admin, step)).toEqual([]);

async function placeOrder(product: Product): Promise<Order> {
  const { order } = await clientFor(app, shopper).order.place({
    name: 'Ruwan',
    address: '5 Lake Drive, Colombo',
    phoneNumber: '0712345678',
    billItems: [{ productId: product.productId, quantity: 1 }],
  });
  return order;
}
describe('orders', () => {
  it('records a status change with the order before and after, not its history', async () => {
    const order = await placeOrder(await createProduct(app));
    const entry = await entryOf(async () => {
      expect((await asAdmin.order.setStatus(order.orderID, 'Shipped')).order.status).toBe(
        'Shipped',
      );
    });
    expect(entry).toMatchObject({ ...by(), action: 'order.status', entityType: 'order' });
    expect(entry.entityId).toBe(order.orderID);
    expect(entry.before).toEqual(order);
    expect(entry.after).toEqual({ ...order, status: 'Shipped' });
  });

  it('leaves no entry when the status stays the same or the change is refused', async () => {
    const product = await createProduct(app, { stock: 1 });
    const order = await placeOrder(product);
    const put = (status: OrderStatus) => asAdmin.order.setStatus(order.orderID, status);
    expect((await put('Cancelled')).order.status).toBe('Cancelled');
    await placeOrder(product); // takes the unit back, so the order cannot be revived
    await noEntryFrom(async () => {
      expect((await put('Cancelled')).order.status).toBe('Cancelled');
      expect((await apiError(put('Pending'))).status).toBe(409);
    });
  });

  it('does not count a shopper placing or cancelling their own order as an admin write', async () => {
    const product = await createProduct(app);
    await noEntryFrom(async () => {
      const order = await placeOrder(product);
      const asShopper = clientFor(app, shopper);
      await asShopper.order.remove(order.orderID);
      expect(asShopper.lastAnswer().status).toBe(200);
    });
  });

  it("records an admin's deletion with the order as it was", async () => {
    const order = await placeOrder(await createProduct(app));
    const entry = await entryOf(async () => {
      await asAdmin.order.remove(order.orderID);
      expect(asAdmin.lastAnswer().status).toBe(200);
    });
    expect(entry).toMatchObject({ ...by(), action: 'order.delete', entityId: order.orderID });
    expect(entry.before).toEqual(order);
    expect(entry.after).toBeNull();
  });
});

describe('users', () => {
  it('records disabling, enabling and deleting, each with the user as presented', async () => {
    const target = await createUser(app);
    const id = target.user._id;
    const disabled = await entryOf(async () => {
      expect((await asAdmin.user.setDisabled(id, true)).isDisabled).toBe(true);
    });
    expect(disabled).toMatchObject({ ...by(), action: 'user.disable', entityType: 'user' });
    expect(disabled.entityId).toBe(target.user._id);
    expect(disabled.before).toEqual(target.user);
    expect(disabled.after).toEqual({ ...target.user, isDisabled: true });

    await noEntryFrom(async () => {
      expect((await asAdmin.user.setDisabled(id, true)).isDisabled).toBe(true);
    });
    const enabled = await entryOf(async () => {
      expect((await asAdmin.user.setDisabled(id, false)).isDisabled).toBe(false);
    });
    expect(enabled).toMatchObject({ action: 'user.enable', after: target.user });

    const deleted = await entryOf(async () => {
      await asAdmin.user.remove(id);
      expect(asAdmin.lastAnswer().status).toBe(200);
    });
    expect(deleted).toMatchObject({ action: 'user.delete', before: target.user, after: null });
  });

  it("keeps a deleted admin's entries, still naming them by e-mail", async () => {
    const other = await createUser(app, { role: 'admin' });
    const product = await createProduct(app);
    const theirs = await onlyEntryOf(app, admin, () =>
      clientFor(app, other).product.remove(product.productId),
    );
    expect(theirs).toMatchObject({ actorId: other.user._id, actorEmail: other.user.email });
    await asAdmin.user.remove(other.user._id);
    expect(asAdmin.lastAnswer().status).toBe(200);
    const { entries } = await readAudit(app, admin, { entityType: 'product', limit: 100 });
    expect(entries.find((e) => e._id === theirs._id)).toEqual({ ...theirs, actorId: null });
  });
});

describe('reviews and inbox', () => {
  it('records hiding, showing again and deleting a review', async () => {
    const review = await ReviewModel.create({
      name: 'Kasun',
      title: 'Nice',
      comment: 'Lovely print',
      rating: 5,
    });
    const id = String(review.id);
    const hidden = await entryOf(async () => {
      expect((await asAdmin.review.setHidden(id, true)).isHidden).toBe(true);
    });
    expect(hidden).toMatchObject({
      ...by(),
      action: 'review.hide',
      entityType: 'review',
      entityId: String(review.id),
    });
    expect(hidden.before).toMatchObject({ title: 'Nice', isHidden: false });
    expect(hidden.after).toEqual({ ...hidden.before, isHidden: true });

    const shown = await entryOf(async () => {
      await asAdmin.review.setHidden(id, false);
    });
    expect(shown).toMatchObject({ action: 'review.unhide', after: hidden.before });
    const deleted = await entryOf(async () => {
      await asAdmin.review.remove(id);
      expect(asAdmin.lastAnswer().status).toBe(200);
    });
    expect(deleted).toMatchObject({ action: 'review.delete', before: hidden.before, after: null });
  });

  it('records an inbox status change, and nothing for a message sent by a visitor', async () => {
    await noEntryFrom(async () => {
      const shop = clientFor(app);
      const sent = await shop.inbox.sendContact({
        name: 'Nadee',
        email: 'nadee@example.com',
        subject: 'Frames',
        message: 'Do you frame prints?',
      });
      expect(shop.lastAnswer().status).toBe(201);
      expect(sent.success).toBe(true);
    });
    const [item] = await asAdmin.inbox.list();
    if (!item) throw new Error('the message was not kept');
    const entry = await entryOf(async () => {
      expect((await asAdmin.inbox.setStatus(item._id, 'handled')).status).toBe('handled');
    });
    expect(entry).toMatchObject({
      ...by(),
      action: 'inbox.status',
      entityType: 'inbox',
      entityId: item._id,
    });
    expect(entry.before).toMatchObject({ subject: 'Frames', status: 'new' });
    expect(entry.after).toEqual({ ...entry.before, status: 'handled' });
  });
});
