import { payHereNoticeSignature, type Order, type PaymentMethod } from '@wallart/domain';
import { OrderModel, ProductModel } from '../../../db/models';
import { createProduct, createUser, type SignedIn } from '../../../test/factories';
import { clientFor, type TestApp } from '../../../test/test-app';
import { md5 } from '../payments.service';

export const PAYHERE = {
  merchantId: '1211149',
  merchantSecret: 'sandbox-secret-for-tests',
  checkoutUrl: 'https://sandbox.payhere.lk/pay/checkout',
};

/**
 * A shopper's order of `quantity` prints of a fresh product, paid by `method`. Placing an
 * order answers cash on delivery today, so the method is set on the row, as checkout would.
 */
export async function placeOrder(
  app: TestApp,
  method: PaymentMethod,
  options: { stock?: number; quantity?: number; price?: number; shopper?: SignedIn } = {},
) {
  const shopper = options.shopper ?? (await createUser(app));
  const product = await createProduct(app, {
    stock: options.stock ?? 5,
    price: options.price ?? 2250.5,
  });
  const { order } = await clientFor(app, shopper).order.place({
    name: 'Amaya Perera Silva',
    address: '12 Lake Road, Kandy',
    phoneNumber: '0771234567',
    billItems: [{ productId: product.productId, quantity: options.quantity ?? 1 }],
  });
  await OrderModel.update({ paymentMethod: method }, { where: { orderID: order.orderID } });
  return { shopper, product, order: { ...order, paymentMethod: method } as Order };
}

export async function stockOf(productId: string): Promise<number> {
  const row = await ProductModel.findOne({ where: { productId }, raw: true });
  return Number(row?.stock);
}

export async function orderRow(orderID: string) {
  const row = await OrderModel.findOne({ where: { orderID } });
  if (!row) throw new Error(`no order ${orderID}`);
  return row;
}

export interface NoticeFields {
  merchant_id: string;
  order_id: string;
  payment_id: string;
  payhere_amount: string;
  payhere_currency: string;
  status_code: string;
  md5sig?: string;
  [other: string]: string | undefined;
}

/** A notice as PayHere posts it, signed with `secret` (the shop's, unless a forger's). */
export function signedNotice(
  fields: Omit<NoticeFields, 'md5sig' | 'merchant_id' | 'payhere_currency'> & Partial<NoticeFields>,
  secret = PAYHERE.merchantSecret,
): Record<string, string> {
  const notice = {
    merchant_id: PAYHERE.merchantId,
    payhere_currency: 'LKR',
    method: 'VISA',
    ...fields,
  } as NoticeFields;
  const md5sig = payHereNoticeSignature(notice, secret, md5);
  return Object.fromEntries(
    Object.entries({ ...notice, md5sig }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}

/** Posts a notice form-encoded, as the gateway does. */
export function postNotice(app: TestApp, fields: Record<string, string>) {
  return app.call('POST', '/api/payments/payhere/notify', {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}
