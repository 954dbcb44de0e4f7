import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_CUSTOMER } from '@wallart/domain';
import {
  AuditEntryModel,
  InboxItemModel,
  OrderModel,
  PasswordResetModel,
  ReviewModel,
  UserModel,
} from '../../db/models';
import { createUser, TEST_PASSWORD, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { PROOF_MESSAGES } from './account-proof';
import { ORDER_ADDRESS, placeOrder, proveAddress, statusOf } from './testing/account-setup';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const idOf = (who: SignedIn) => Number(who.user._id);
const remove = (who: SignedIn, password = TEST_PASSWORD) =>
  clientFor(app, who).account.remove({ password });
const loginStatus = (who: SignedIn) =>
  statusOf(clientFor(app).user.login({ email: who.user.email, password: TEST_PASSWORD }));

describe('POST /api/user/current/delete', () => {
  it('keeps the orders for the books with the personal fields replaced', async () => {
    const shopper = await createUser(app);
    const order = await placeOrder(app, shopper, 'Delivered');
    const admin = await createUser(app, { role: 'admin' });

    expect(await remove(shopper)).toEqual({ message: 'Your account has been deleted' });

    const kept = await clientFor(app, admin).order.get(order.orderID);
    expect(kept).toMatchObject({
      orderID: order.orderID,
      status: 'Delivered',
      total: order.total,
      billItems: order.billItems,
      name: DELETED_CUSTOMER.name,
      email: DELETED_CUSTOMER.email,
      address: DELETED_CUSTOMER.address,
      phoneNumber: DELETED_CUSTOMER.phone,
    });
    const row = await OrderModel.findOne({ where: { orderID: order.orderID }, raw: true });
    expect(row?.userId).toBeNull();
    const everything = JSON.stringify(await clientFor(app, admin).order.list({ limit: 100 }));
    expect(everything).not.toContain(shopper.user.email);
    expect(everything).not.toContain(ORDER_ADDRESS.address);
  });

  it('removes the account, its reviews, messages and codes; its token gets 401 and it cannot log in', async () => {
    const shopper = await createUser(app);
    await proveAddress(shopper);
    await clientFor(app, shopper).review.create({
      name: 'Nimal',
      title: 'Lovely',
      comment: 'Mine',
      rating: 5,
    });
    await clientFor(app).inbox.sendContact({
      name: 'Nimal',
      email: shopper.user.email,
      subject: 'Hi',
      message: 'A message of mine',
    });
    await clientFor(app).user.sendMail(shopper.user.email);
    expect(await PasswordResetModel.count({ where: { userId: idOf(shopper) } })).toBe(1);

    await remove(shopper);

    expect(await UserModel.findByPk(idOf(shopper))).toBeNull();
    expect(await ReviewModel.count({ where: { comment: 'Mine' } })).toBe(0);
    expect(await InboxItemModel.count({ where: { email: shopper.user.email } })).toBe(0);
    expect(await PasswordResetModel.count({ where: { userId: idOf(shopper) } })).toBe(0);
    const after = await apiError(clientFor(app, shopper).user.current());
    expect([after.status, after.code]).toEqual([401, 'unauthorized']);
    expect(await loginStatus(shopper)).toBe(401);
  });

  it('replaces the customer in the orders’ histories and the audit log, keeping staff’s names', async () => {
    const shopper = await createUser(app);
    const order = await placeOrder(app, shopper, 'Delivered');
    const admin = await createUser(app, { role: 'admin' });
    await clientFor(app, admin).user.setDisabled(shopper.user._id, true);
    await clientFor(app, admin).user.setDisabled(shopper.user._id, false);
    // The disable ended the old session: the shopper signs in again.
    const { token } = await clientFor(app).user.login({
      email: shopper.user.email,
      password: TEST_PASSWORD,
    });
    const entriesBefore = await AuditEntryModel.count();
    const staffBy = order.statusHistory?.at(-1)?.by;
    expect(order.statusHistory?.[0]?.by).toBe(shopper.user.email);

    await remove({ ...shopper, token });

    const kept = await clientFor(app, admin).order.get(order.orderID);
    expect(kept.statusHistory?.map((c) => c.by)).toEqual([DELETED_CUSTOMER.email, staffBy]);
    const log = JSON.stringify(await AuditEntryModel.findAll({ raw: true }));
    expect(await AuditEntryModel.count()).toBe(entriesBefore);
    expect(log).not.toContain(shopper.user.email);
    expect(log).not.toContain(ORDER_ADDRESS.address);
    expect(log).not.toContain(ORDER_ADDRESS.phoneNumber);
    expect(log).toContain(admin.user.email);
  });

  it('refuses while an order is still being fulfilled, and deletes nothing', async () => {
    const shopper = await createUser(app);
    const order = await placeOrder(app, shopper, 'Shipped');
    const error = await apiError(remove(shopper));
    expect([error.status, error.code]).toEqual([409, 'conflict']);
    expect(error.message).toMatch(/not finished/);
    expect(await clientFor(app, shopper).user.current()).toEqual(shopper.user);
    const kept = await clientFor(app, shopper).order.get(order.orderID);
    expect(kept.address).toBe(ORDER_ADDRESS.address);
  });

  it('with a wrong password answers 400 on that field and changes nothing', async () => {
    const shopper = await createUser(app);
    const error = await apiError(remove(shopper, 'Not-my-password1'));
    expect([error.status, error.code]).toEqual([400, 'invalid']);
    expect(error.errors).toEqual([{ path: 'password', message: PROOF_MESSAGES.wrongPassword }]);
    expect(await clientFor(app, shopper).user.current()).toEqual(shopper.user);
    expect(await loginStatus(shopper)).toBe(200);
  });

  it('asks for the password when none is sent', async () => {
    const shopper = await createUser(app);
    const error = await apiError(clientFor(app, shopper).account.remove({}));
    expect(error.status).toBe(400);
    expect(error.errors[0]?.path).toBe('password');
  });

  it('never lets the last enabled admin delete itself', async () => {
    await UserModel.update({ isDisabled: true }, { where: { role: 'admin' } });
    const only = await createUser(app, { role: 'admin' });
    const error = await apiError(remove(only));
    expect([error.status, error.code]).toEqual([409, 'conflict']);
    expect(error.message).toMatch(/last admin/);
    expect(await UserModel.findByPk(idOf(only))).not.toBeNull();
    expect(await statusOf(clientFor(app, only).user.listAll())).toBe(200);
  });

  it('lets an admin delete their own account while another enabled admin remains', async () => {
    const admin = await createUser(app, { role: 'admin' });
    await createUser(app, { role: 'admin' });
    await remove(admin);
    expect(await UserModel.findByPk(idOf(admin))).toBeNull();
    expect(await statusOf(clientFor(app, admin).user.listAll())).toBe(401);
  });
});
