import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { Order, OrderStatus } from '@wallart/domain';
import { UserModel } from '../../../db/models';
import { createProduct, createUser, type SignedIn } from '../../../test/factories';
import { clientFor, type TestApp } from '../../../test/test-app';

export const uniqueEmail = (label: string) =>
  `${label}-${crypto.randomBytes(5).toString('hex')}@wallart.test`;

/** An account as Google sign-in makes it: no password, its address proven. */
export async function createPasswordlessUser(app: TestApp): Promise<SignedIn> {
  const row = await UserModel.create({
    firstName: 'Amaya',
    lastName: 'Silva',
    email: uniqueEmail('google'),
    phone: '',
    passwordHash: null,
    isEmailVerified: true,
  });
  const api = clientFor(app, app.services.tokens.sign(row.id));
  return { user: await api.user.current(), token: app.services.tokens.sign(row.id) };
}

/** The account's address marked as proven (Google sign-in, or a reset code received). */
export async function proveAddress(who: SignedIn): Promise<void> {
  await UserModel.update({ isEmailVerified: true }, { where: { id: Number(who.user._id) } });
}

export const ORDER_ADDRESS = {
  name: 'Kamala Silva',
  address: '12 Temple Road, Kandy',
  phoneNumber: '+94 71 555 1234',
};

/** An order of one print by the shopper, moved by an admin to the given status. */
export async function placeOrder(
  app: TestApp,
  shopper: SignedIn,
  status: OrderStatus = 'Delivered',
): Promise<Order> {
  const product = await createProduct(app);
  const { order } = await clientFor(app, shopper).order.place({
    ...ORDER_ADDRESS,
    billItems: [{ productId: product.productId, quantity: 1 }],
  });
  if (status === 'Pending') return order;
  const admin = await createUser(app, { role: 'admin' });
  const { order: moved } = await clientFor(app, admin).order.setStatus(order.orderID, status);
  expect(moved.status).toBe(status);
  return moved;
}

/** The status a call got: 200, or its error's. */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error && typeof error === 'object' && 'status' in error) return Number(error.status);
    throw error;
  }
}
