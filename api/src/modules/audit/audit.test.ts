import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@wallart/domain';
import { ReviewModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { entriesAddedBy, onlyEntryOf, readAudit } from './testing/read-audit';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
});
afterAll(async () => app.close());

const by = () => ({ actorId: admin.user._id, actorEmail: admin.user.email });
const entryOf = (step: () => Promise<unknown>) => onlyEntryOf(app, admin, step);
const noEntryFrom = async (step: () => Promise<unknown>) =>
  expect(await entriesAddedBy(app, admin, step)).toEqual([]);

async function placeOrder(product: Product, token = shopper.token): Promise<Order> {
  const res = await app.call('POST', '/api/order', {
    token,
    body: {
      name: 'Ruwan',
      address: '5 Lake Drive, Colombo',
      phoneNumber: '0712345678',
      billItems: [{ productId: product.productId, quantity: 1 }],
    },
  });
  expect(res.status).toBe(201);
  return res.body.order as Order;
}
describe('orders', () => {
  it('records a status change with the order before and after, not its history', async () => {
    const order = await placeOrder(await createProduct(app));
    const entry = await entryOf(async () => {
      const res = await app.call('PUT', `/api/order/${order.orderID}`, {
        token: admin.token,
        body: { status: 'Shipped' },
      });
      expect(res.status).toBe(200);
    });
    expect(entry).toMatchObject({ ...by(), action: 'order.status', entityType: 'order' });
    expect(entry.entityId).toBe(order.orderID);
    expect(entry.before).toEqual(order);
    expect(entry.after).toEqual({ ...order, status: 'Shipped' });
  });

  it('leaves no entry when the status stays the same or the change is refused', async () => {
    const product = await createProduct(app, { stock: 1 });
    const order = await placeOrder(product);
    const put = (status: string) =>
      app.call('PUT', `/api/order/${order.orderID}`, { token: admin.token, body: { status } });
    expect((await put('Cancelled')).status).toBe(200);
    await placeOrder(product); // takes the unit back, so the order cannot be revived
    await noEntryFrom(async () => {
      expect((await put('Cancelled')).status).toBe(200);
      expect((await put('Pending')).status).toBe(409);
    });
  });

  it('does not count a shopper placing or cancelling their own order as an admin write', async () => {
    const product = await createProduct(app);
    await noEntryFrom(async () => {
      const order = await placeOrder(product);
      const res = await app.call('DELETE', `/api/order/${order.orderID}`, { token: shopper.token });
      expect(res.status).toBe(200);
    });
  });

  it("records an admin's deletion with the order as it was", async () => {
    const order = await placeOrder(await createProduct(app));
    const entry = await entryOf(async () => {
      const res = await app.call('DELETE', `/api/order/${order.orderID}`, { token: admin.token });
      expect(res.status).toBe(200);
    });
    expect(entry).toMatchObject({ ...by(), action: 'order.delete', entityId: order.orderID });
    expect(entry.before).toEqual(order);
    expect(entry.after).toBeNull();
  });
});

describe('users', () => {
  it('records disabling, enabling and deleting, each with the user as presented', async () => {
    const target = await createUser(app);
    const path = `/api/user/${target.user._id}`;
    const disabled = await entryOf(async () => {
      expect(
        (await app.call('PATCH', path, { token: admin.token, body: { isDisabled: true } })).status,
      ).toBe(200);
    });
    expect(disabled).toMatchObject({ ...by(), action: 'user.disable', entityType: 'user' });
    expect(disabled.entityId).toBe(target.user._id);
    expect(disabled.before).toEqual(target.user);
    expect(disabled.after).toEqual({ ...target.user, isDisabled: true });

    await noEntryFrom(async () => {
      expect(
        (await app.call('PATCH', path, { token: admin.token, body: { isDisabled: true } })).status,
      ).toBe(200);
    });
    const enabled = await entryOf(async () => {
      expect(
        (await app.call('PATCH', path, { token: admin.token, body: { isDisabled: false } })).status,
      ).toBe(200);
    });
    expect(enabled).toMatchObject({ action: 'user.enable', after: target.user });

    const deleted = await entryOf(async () => {
      expect((await app.call('DELETE', path, { token: admin.token })).status).toBe(200);
    });
    expect(deleted).toMatchObject({ action: 'user.delete', before: target.user, after: null });
  });

  it("keeps a deleted admin's entries, still naming them by e-mail", async () => {
    const other = await createUser(app, { role: 'admin' });
    const product = await createProduct(app);
    const theirs = await onlyEntryOf(app, admin, () =>
      app.call('DELETE', `/api/product/${product.productId}`, { token: other.token }),
    );
    expect(theirs).toMatchObject({ actorId: other.user._id, actorEmail: other.user.email });
    const res = await app.call('DELETE', `/api/user/${other.user._id}`, { token: admin.token });
    expect(res.status).toBe(200);
    const { entries } = await readAudit(app, admin, '?entityType=product&limit=100');
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
    const path = `/api/review/${review.id}`;
    const hidden = await entryOf(async () => {
      expect(
        (await app.call('PATCH', path, { token: admin.token, body: { isHidden: true } })).status,
      ).toBe(200);
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
      await app.call('PATCH', path, { token: admin.token, body: { isHidden: false } });
    });
    expect(shown).toMatchObject({ action: 'review.unhide', after: hidden.before });
    const deleted = await entryOf(async () => {
      expect((await app.call('DELETE', path, { token: admin.token })).status).toBe(200);
    });
    expect(deleted).toMatchObject({ action: 'review.delete', before: hidden.before, after: null });
  });

  it('records an inbox status change, and nothing for a message sent by a visitor', async () => {
    await noEntryFrom(async () => {
      const sent = await app.call('POST', '/api/inbox/contact', {
        body: {
          name: 'Nadee',
          email: 'nadee@example.com',
          subject: 'Frames',
          message: 'Do you frame prints?',
        },
      });
      expect(sent.status).toBe(201);
    });
    const [item] = (await app.call('GET', '/api/inbox', { token: admin.token })).body;
    const entry = await entryOf(async () => {
      const res = await app.call('PATCH', `/api/inbox/${item._id}`, {
        token: admin.token,
        body: { status: 'handled' },
      });
      expect(res.status).toBe(200);
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
