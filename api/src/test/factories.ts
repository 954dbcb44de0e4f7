import crypto from 'node:crypto';
import type { Product, ProductCreateInput, Role, User } from '@wallart/domain';
import { productCreateSchema } from '@wallart/domain';
import { UserModel } from '../db/models';
import { hashPassword } from '../modules/users/password';
import { presentUser } from '../modules/users/users.presenter';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Secret123!';
// Hashing is slow on purpose; the factories reuse one hash.
let passwordHash: Promise<string> | undefined;

export interface SignedIn {
  user: User;
  token: string;
}

export async function createUser(
  app: TestApp,
  overrides: { role?: Role; email?: string; isDisabled?: boolean } = {},
): Promise<SignedIn> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const row = await UserModel.create({
    firstName: 'Test',
    lastName: overrides.role === 'admin' ? 'Admin' : 'Shopper',
    email: overrides.email ?? `user-${crypto.randomBytes(5).toString('hex')}@wallart.test`,
    phone: '+94 77 000 0000',
    passwordHash: await passwordHash,
    role: overrides.role ?? 'user',
    isDisabled: overrides.isDisabled ?? false,
  });
  return { user: presentUser(row.get({ plain: true })), token: app.services.tokens.sign(row.id) };
}

let productCounter = 0;

export async function createProduct(
  app: TestApp,
  overrides: Partial<ProductCreateInput> = {},
): Promise<Product> {
  productCounter += 1;
  const input = productCreateSchema.parse({
    productId: `T-${process.pid}-${productCounter}`,
    name: `Test Print ${productCounter}`,
    altNames: ['test'],
    price: 1000,
    labeledPrice: 1200,
    category: 'Living Room',
    description: 'A print made for a test.',
    stock: 10,
    images: ['/uploads/test.jpg'],
    ...overrides,
  });
  // Test set-up, not an admin at work: the shop itself adds the product.
  return app.services.products.create(null, input);
}

/**
 * A print's sizes for a test: 12x18 in, 18x24 in and 24x36 in with the given stock each, the
 * larger ones dearer (price, price + 500, price + 1000; labeled prices 200 above).
 */
export function sizeLadder(
  stock: readonly [number, number, number],
  price = 1000,
): NonNullable<ProductCreateInput['sizes']> {
  return (['12x18 in', '18x24 in', '24x36 in'] as const).map((size, i) => ({
    size,
    price: price + i * 500,
    labeledPrice: price + i * 500 + 200,
    stock: stock[i] ?? 0,
  }));
}
