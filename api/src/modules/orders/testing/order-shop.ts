import { afterAll, beforeAll, expect } from 'vitest';
import type { Order, PaymentMethod, ShippingMethod } from '@wallart/domain';
import { OrderModel, ProductModel, ProductSizeModel } from '../../../db/models';
import { createProduct, createUser, type SignedIn } from '../../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../../test/test-app';

/**
 * The shop the order placing tests share: one test app a file, started by `useOrderShop()` (or
 * `useCheckoutShop()`, which adds the shopper who places every checkout order) in the file's
 * module scope. The bindings are live: a test reads them after its file's `beforeAll` has run.
 */
export let app: TestApp;
export let shopper: SignedIn;

export function useOrderShop(): void {
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());
}

export function useCheckoutShop(): void {
  useOrderShop();
  beforeAll(async () => {
    shopper = await createUser(app);
  });
}

/** SPEC's order body without its lines: who receives the order, and where. */
export const DELIVERY = {
  name: 'Kamala Silva',
  address: '12 Temple Road, Kandy',
  phoneNumber: '+94 71 555 1234',
};

export type BillItem = Parameters<TestClient['order']['place']>[0]['billItems'][number];

export const orderBody = <T>(billItems: T[]) => ({ ...DELIVERY, billItems });

/** Places these lines as the shopper; the order, answered with a 201. */
export async function place(who: SignedIn, billItems: BillItem[]): Promise<Order> {
  const api = clientFor(app, who);
  const { order } = await api.order.place(orderBody(billItems));
  expect(api.lastAnswer().status).toBe(201);
  return order;
}

export async function stockOf(productId: string): Promise<number> {
  const row = await ProductModel.findOne({ where: { productId }, raw: true });
  return Number(row?.stock);
}

/** Each size's own stock, in the order staff set. */
export async function sizeStocks(productId: string): Promise<number[]> {
  const product = await ProductModel.findOne({ where: { productId }, raw: true });
  const sizes = await ProductSizeModel.findAll({
    where: { productRefId: product?.id ?? 0 },
    order: [['position', 'ASC']],
    raw: true,
  });
  return sizes.map((s) => s.stock);
}

/** What a shopper picks at checkout beside the lines; each defaults on the server. */
export interface Choice {
  country?: string;
  shippingMethod?: ShippingMethod;
  paymentMethod?: PaymentMethod;
}

export async function printAt(price: number) {
  return createProduct(app, { price, labeledPrice: price, stock: 50 });
}

/** The checkout shopper's order of `quantity` of a new print at `price`, with these choices. */
export async function checkout(choice: Choice, price = 1000, quantity = 1): Promise<Order> {
  const product = await printAt(price);
  const api = clientFor(app, shopper);
  const { order } = await api.order.place({
    ...orderBody([{ productId: product.productId, quantity }]),
    ...choice,
  });
  expect(api.lastAnswer().status).toBe(201);
  return order;
}

/** The refusal of a checkout with these choices, which writes no order. */
export async function refused(choice: Choice) {
  const product = await printAt(1000);
  const before = await OrderModel.count();
  const error = await apiError(
    clientFor(app, shopper).order.place({
      ...orderBody([{ productId: product.productId, quantity: 1 }]),
      ...choice,
    }),
  );
  expect(await OrderModel.count()).toBe(before);
  return error;
}
