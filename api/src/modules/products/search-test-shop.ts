import crypto from 'node:crypto';
import { createUser, type SignedIn } from '../../test/factories';
import { clientFor, startTestApp, type TestApp, type TestClient } from '../../test/test-app';

/** A shop for the search tests: its app, an admin, and clients for shoppers and the admin. */
export async function startSearchShop(): Promise<{
  app: TestApp;
  admin: SignedIn;
  shop: TestClient;
  asAdmin: TestClient;
}> {
  const app = await startTestApp();
  const admin = await createUser(app, { role: 'admin' });
  return { app, admin, shop: clientFor(app), asAdmin: clientFor(app, admin) };
}

/** A made-up word (letters only) no other product in the test file carries. */
export const marker = () =>
  `q${Array.from(crypto.randomBytes(7), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;

/** Searches as a shopper; answers the product ids in order, and the page. */
export async function searchAs(
  shop: TestClient,
  text: string,
  query: { page?: number; limit?: number } = {},
) {
  const page = await shop.product.search(text, query);
  return { ids: page.items.map((p) => p.productId), page };
}
