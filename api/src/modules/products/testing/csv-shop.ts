import { afterAll, beforeAll, beforeEach } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@wallart/domain';
import { ProductModel } from '../../../db/models';
import { createUser, type SignedIn } from '../../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../../test/test-app';

/**
 * The shop the CSV tests share: a test app, an admin, a shopper, and clients for a visitor and
 * the admin, started by `useCsvShop()` in a test file's module scope; every test starts with no
 * products. The bindings are live: a test reads them after its file's `beforeAll` has run.
 */
export let app: TestApp;
export let admin: SignedIn;
export let shopper: SignedIn;
export let shop: TestClient;
export let asAdmin: TestClient;

export function useCsvShop(): void {
  beforeAll(async () => {
    app = await startTestApp();
    admin = await createUser(app, { role: 'admin' });
    shopper = await createUser(app);
    shop = clientFor(app);
    asAdmin = clientFor(app, admin);
  });
  afterAll(async () => app.close());
  beforeEach(async () => {
    await ProductModel.destroy({ where: {} });
  });
}

/** The header the shop exports, with its sizes and kind columns. */
export const FULL_HEADER = PRODUCT_CSV_COLUMNS.join(',');
/** The columns of a file written before products had translations. */
const UNTRANSLATED = PRODUCT_CSV_COLUMNS.filter((c) => !/_(si|ta)$/.test(c));
/** A file written before products had translations: kind and sizes, no translated texts. */
export const UNTRANSLATED_HEADER = UNTRANSLATED.join(',');
/** A file written before products had a kind: sizes, no kind column, which still imports. */
export const SIZES_HEADER = UNTRANSLATED.filter((c) => c !== 'kind').join(',');
/** A file written before sizes had their own prices: no sizes or kind column, which still imports. */
export const HEADER = UNTRANSLATED.filter((c) => c !== 'sizes' && c !== 'kind').join(',');

/** An import through the shared client, as the admin apps send one. */
export function importCsv(csv: string, dryRun: boolean, who: TestClient = asAdmin) {
  return who.product.importCsv(csv, { dryRun });
}

/** The import's refusal (an ApiError); fails the test when the import goes through. */
export const refusalOf = (csv: string, dryRun: boolean) => apiError(importCsv(csv, dryRun));

export async function productIds() {
  const rows = await ProductModel.findAll({
    attributes: ['productId'],
    order: [['productId', 'ASC']],
  });
  return rows.map((r) => r.productId);
}
