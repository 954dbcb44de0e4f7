import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndexSegments } from './index-segments';
import { createProduct, createUser, type SignedIn } from '../../../../test/factories';
import { clientFor, startTestApp, type TestApp } from '../../../../test/test-app';
// A file written before products had translations.
import { SIZES_HEADER } from '../../testing/csv-shop';

let app: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => app.close());

describe("SQLite's search index after a CSV import", () => {
  it('is left in one piece, however many writes came before, and still finds every print', async () => {
    for (let i = 0; i < 6; i += 1) await createProduct(app, { name: `Single write ${i}` });
    expect(await searchIndexSegments(app.sequelize)).toBeGreaterThan(1);
    const asAdmin = clientFor(app, admin);
    const csv = [SIZES_HEADER, 'IMP-1,Imported Lagoon,,1500,2000,Kitchen,Still water,4,,'].join(
      '\n',
    );
    expect(await asAdmin.product.importCsv(csv, { dryRun: false })).toMatchObject({ created: 1 });
    expect(await searchIndexSegments(app.sequelize)).toBe(1);
    const shop = clientFor(app);
    expect((await shop.product.search('single write')).total).toBe(6);
    expect((await shop.product.search('lagoon')).items.map((p) => p.productId)).toEqual(['IMP-1']);
    // Misspelt: the look-alike is found in the merged index.
    expect((await shop.product.search('lagoonn')).items.map((p) => p.productId)).toEqual(['IMP-1']);
  });
});
