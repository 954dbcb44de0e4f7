import sharp from 'sharp';
import type { OrderStatus, PlaceOrderInput } from '@wallart/domain';
import { createUser, type SignedIn } from '../../../test/factories';
import { clientFor, type TestApp } from '../../../test/test-app';

let counter = 0;

/** A small real image, different each call, standing for staff's full-size artwork. */
export async function artworkBytes(): Promise<Buffer> {
  counter += 1;
  const background = { r: (counter * 37) % 256, g: 90, b: 40 };
  return sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
}

export const TIER = '4000x6000 px';

/** A digital print of two tiers, the first with its file uploaded by staff. */
export async function digitalPrint(app: TestApp, admin: SignedIn) {
  counter += 1;
  const staff = clientFor(app, admin);
  const { product } = await staff.product.create({
    productId: `DIG-${process.pid}-${counter}`,
    kind: 'digital',
    name: `Digital Sunrise ${counter}`,
    category: 'Living Room',
    images: ['/uploads/test.jpg'],
    sizes: [
      { size: TIER, price: 4500, labeledPrice: 5000, stock: 0 },
      { size: '2000x3000 px', price: 2500, labeledPrice: 2500, stock: 0 },
    ],
  });
  const bytes = await artworkBytes();
  const withFile = await staff.downloads.uploadFile(
    product.productId,
    TIER,
    new Blob([new Uint8Array(bytes)]),
    'art.png',
  );
  return { product: withFile, bytes };
}

export const orderDetails = {
  name: 'Nadee Perera',
  address: '12 Temple Road, Kandy',
  phoneNumber: '0771234567',
};

/** A shopper's order of the given lines, paid by bank transfer and verified by staff. */
export async function paidOrder(
  app: TestApp,
  admin: SignedIn,
  billItems: PlaceOrderInput['billItems'],
  shopper?: SignedIn,
) {
  const buyer = shopper ?? (await createUser(app));
  const asShopper = clientFor(app, buyer);
  const { order } = await asShopper.order.place({
    ...orderDetails,
    paymentMethod: 'bank-transfer',
    billItems,
  });
  await clientFor(app, admin).payment.review(order.orderID, { action: 'verify' });
  return { order, shopper: buyer, asShopper };
}

/** Staff take a paid order to Delivered, so that a return and its refund can follow. */
export async function deliver(app: TestApp, admin: SignedIn, orderID: string) {
  for (const status of ['Processing', 'Shipped', 'Delivered'] as OrderStatus[]) {
    await clientFor(app, admin).order.setStatus(orderID, status);
  }
}

/** Follows a signed link on the test server (links are built from the shop's PUBLIC_URL). */
export async function follow(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const { pathname } = new URL(url);
  return fetch(app.baseUrl + pathname, { headers });
}
