import type { OpenApiDocument } from './answer-check';
import { createProduct, createUser, type SignedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/test-app';

export interface FuzzShop {
  app: TestApp;
  doc: OpenApiDocument;
  admin: SignedIn;
  shopper: SignedIn;
  /** Values for the documented paths' parameters, naming things that exist. */
  pathValues: Record<string, string>;
}

/** The shop the fuzzers call: an admin, a shopper, a product and one order of the shopper's. */
export async function startFuzzShop(): Promise<FuzzShop> {
  const app = await startTestApp();
  const admin = await createUser(app, { role: 'admin' });
  const shopper = await createUser(app);
  // The account staff's writes on `/api/user/:id` name, so the shopper's own keeps working.
  const other = await createUser(app);
  const product = await createProduct(app, { stock: 1000 });
  const placed = await app.call('POST', '/api/order', {
    token: shopper.token,
    body: {
      name: 'Fuzz Shopper',
      address: '1 Test Lane, Colombo',
      phoneNumber: '+94 77 123 4567',
      billItems: [{ productId: product.productId, quantity: 1 }],
    },
  });
  if (placed.status !== 201)
    throw new Error(`the fuzz shop's order: ${JSON.stringify(placed.body)}`);
  const doc = (await app.call<OpenApiDocument>('GET', '/api/openapi.json')).body;
  return {
    app,
    doc,
    admin,
    shopper,
    pathValues: {
      productId: product.productId,
      orderID: (placed.body as { order: { orderID: string } }).order.orderID,
      id: other.user._id,
      kind: 'order-confirmation',
      category: 'Living Room',
      text: 'print',
    },
  };
}
