import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Product } from '@wallart/domain';
import { sqliteStatementsOf } from '../../db/sqlite-driver';
import { createProduct, createUser, sizeLadder } from '../../test/factories';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let sized: Product;
let plain: Product;

beforeAll(async () => {
  app = await startTestApp();
  const admin = clientFor(app, await createUser(app, { role: 'admin' }));
  const word = `Lanternfield${process.pid}`;
  ({ product: sized } = await admin.product.create({
    productId: `SIP-${process.pid}`,
    name: `${word} Harbour`,
    altNames: [],
    category: 'Kitchen',
    description: 'A print in three sizes.',
    images: ['/uploads/test.jpg'],
    sizes: sizeLadder([4, 0, 2], 3000),
  }));
  plain = await createProduct(app, { name: `${word} Market`, category: 'Kitchen' });
});
afterAll(async () => app?.close());

/** The statements a call runs, by their text: through Sequelize, or prepared on SQLite. */
async function statementsOf<T>(call: () => Promise<T>) {
  const query = vi.spyOn(app.sequelize, 'query');
  const statements = sqliteStatementsOf(app.sequelize);
  const prepared = statements && vi.spyOn(statements, 'all');
  try {
    const result = await call();
    const calls = [...query.mock.calls, ...(prepared?.mock.calls ?? [])];
    return { result, sql: calls.map(([sql]) => String(sql)) };
  } finally {
    query.mockRestore();
    prepared?.mockRestore();
  }
}

/** A statement that reads sizes on their own, not as part of a page of products. */
const readsSizesAlone = (sql: string) => /^\s*SELECT\s[^(]*\bFROM product_sizes\b/i.test(sql);

const shown = (products: readonly Product[], productId: string) =>
  products.find((p) => p.productId === productId);

it('a page of a category brings its prints’ sizes in its own statement, in staff’s order', async () => {
  const { result, sql } = await statementsOf(() =>
    app.services.products.list({ category: 'Kitchen', page: 1, limit: 24 }),
  );
  expect(sql.filter(readsSizesAlone)).toEqual([]);
  expect(shown(result.items, sized.productId)?.sizes).toEqual(sized.sizes);
  expect(shown(result.items, sized.productId)?.sizes.map((s) => s.size)).toEqual([
    '12x18 in',
    '18x24 in',
    '24x36 in',
  ]);
  expect(shown(result.items, plain.productId)?.sizes).toEqual(plain.sizes);
});

it('so do a later page, a search and a product’s own page', async () => {
  const later = await statementsOf(() =>
    app.services.products.list({ category: 'Kitchen', page: 2, limit: 1 }),
  );
  const search = await statementsOf(() =>
    app.services.products.list({ search: `Lanternfield${process.pid}`, page: 1, limit: 24 }),
  );
  const sorted = await statementsOf(() =>
    app.services.products.list({
      search: `Lanternfield${process.pid}`,
      sort: 'price-desc',
      page: 1,
      limit: 24,
    }),
  );
  const detail = await statementsOf(() => app.services.products.get(sized.productId));
  for (const call of [later, search, sorted, detail])
    expect(call.sql.filter(readsSizesAlone)).toEqual([]);
  expect(later.result.items).toHaveLength(1);
  expect(later.result.items[0]?.sizes).toEqual(
    [sized, plain].find((p) => p.productId === later.result.items[0]?.productId)?.sizes,
  );
  expect(shown(search.result.items, sized.productId)?.sizes).toEqual(sized.sizes);
  // Dearest first, each print with its own sizes.
  expect(sorted.result.items.map((p) => p.productId)).toEqual([sized.productId, plain.productId]);
  expect(sorted.result.items.map((p) => p.sizes)).toEqual([sized.sizes, plain.sizes]);
  expect(detail.result.sizes).toEqual(sized.sizes);
});
