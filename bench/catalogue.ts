import Database from 'better-sqlite3';
import pg from 'pg';
import { CATEGORIES, PRINT_SIZES, readSizeDimensions, type Category } from '@wallart/domain';
import {
  PRODUCT_COLUMNS,
  toProductValues,
  toSizeValues,
} from '../api/src/modules/products/product-row';
import { SIZE_COLUMNS as SIZE_READ_COLUMNS } from '../api/src/modules/products/product-sizes';
import { printText } from './catalogue-text';

/** The bench catalogue's n-th product (from 1), as it is filled. */
export const benchProductId = (n: number) => `BN-${String(n).padStart(6, '0')}`;

/** What each larger size costs over the smallest, in rupees. */
const SIZE_STEPS = [0, 2000, 4500];
/** Each product's 1,000,000 prints shared out over its 1–3 sizes, the first (ordered) the most. */
const STOCK_SPLITS = [[1_000_000], [600_000, 400_000], [500_000, 300_000, 200_000]];

/**
 * How many sizes each print has: 1–3 by its index (the bench's catalogue), or as many as given
 * for every print (the feeds' bench: 100,000 prints of 3 sizes).
 */
export type SizesEach = 1 | 2 | 3 | undefined;

/** A bench print's 1–3 sizes (by its index), the first at its price; stock sums to 1,000,000. */
function sizesOf(i: number, price: number, labeledPrice: number, sizesEach: SizesEach) {
  const split = sizesEach ? sizesEach - 1 : i % STOCK_SPLITS.length;
  const stocks = STOCK_SPLITS[split] ?? [1_000_000];
  return stocks.map((stock, n) => {
    const size = PRINT_SIZES[n] ?? PRINT_SIZES[0];
    const step = SIZE_STEPS[n] ?? 0;
    const dimensions = readSizeDimensions(size) ?? { width: 12, height: 18, unit: 'in' as const };
    return toSizeValues({
      size,
      price: price + step,
      labeledPrice: labeledPrice + step,
      stock,
      ...dimensions,
    });
  });
}

/** A deterministic catalogue of `count` prints; "Sigiriya" appears in about one in a thousand. */
export function* catalogue(count: number, sizesEach?: SizesEach) {
  const now = Date.now();
  for (let i = 0; i < count; i += 1) {
    const price = 3500 + ((i * 37) % 400) * 100;
    const product = {
      ...printText(i),
      price,
      labeledPrice: price + (i % 3 === 0 ? 1500 : 0),
      category: CATEGORIES[i % CATEGORIES.length] as Category,
      stock: 1_000_000,
      images: ['/uploads/bench.jpg'],
      kind: 'print' as const,
      translations: {},
    };
    yield {
      productId: benchProductId(i + 1),
      ...toProductValues(product),
      createdAt: new Date(now - i * 60_000).toISOString(),
      // The product's columns are the sizes' summary: the first size is the cheapest, and
      // the stock above (1,000,000) is their sum.
      sizes: sizesOf(i, product.price, product.labeledPrice, sizesEach),
    };
  }
}

/** The products table's columns the fill writes: the shop's own list, less the generated id. */
const COLUMNS = PRODUCT_COLUMNS.filter((column) => column !== 'id');
/**
 * The sizes' columns as the shop reads them, with the two dates and the copies of their
 * product's category and price, which triggers would otherwise fill in a second write per size.
 */
const SIZE_COLUMNS = [
  ...SIZE_READ_COLUMNS,
  'createdAt',
  'updatedAt',
  'category',
  'productPriceCents',
] as const;

type BenchProduct = ReturnType<typeof catalogue> extends Generator<infer P> ? P : never;
type BenchSize = BenchProduct['sizes'][number];
const isDate = (column: string) => column === 'createdAt' || column === 'updatedAt';

/** A product's sizes' values in SIZE_COLUMNS order, one list per size. */
const sizeValuesOf = (productRefId: number, p: BenchProduct, at: string) =>
  p.sizes.map((s, position) =>
    SIZE_COLUMNS.map((column) => {
      if (column === 'productRefId') return productRefId;
      if (column === 'position') return position;
      if (column === 'category') return p.category;
      if (column === 'productPriceCents') return p.priceCents;
      return isDate(column) ? at : s[column as keyof BenchSize];
    }),
  );

/** A product's values in COLUMNS order, both dates written as `at`. */
const valuesOf = (p: BenchProduct, at: string) =>
  COLUMNS.map((column) => (isDate(column) ? at : p[column as keyof BenchProduct]));

/** Bulk insert into a migrated SQLite database, in one transaction. */
export function fillSqlite(file: string, count: number, sizesEach?: SizesEach): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const insert = db.prepare(
    `INSERT INTO products (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
  );
  const insertSize = db.prepare(
    `INSERT INTO product_sizes (${SIZE_COLUMNS.join(', ')}) VALUES (${SIZE_COLUMNS.map(() => '?').join(', ')})`,
  );
  const sqliteDate = (iso: string) => iso.replace('T', ' ').replace('Z', ' +00:00');
  db.transaction(() => {
    for (const p of catalogue(count, sizesEach)) {
      const at = sqliteDate(p.createdAt);
      const { lastInsertRowid } = insert.run(...valuesOf(p, at));
      for (const size of sizeValuesOf(Number(lastInsertRowid), p, at)) insertSize.run(...size);
    }
  })();
  db.exec(KEEP_MAX_PRICE);
  // The search index in one piece, as the shop's CSV import leaves it (decision 0049).
  db.exec(`INSERT INTO products_fts(products_fts) VALUES ('optimize')`);
  db.pragma('optimize');
  db.close();
}

/** Each product's dearest size's price, kept on the product row as the shop's writes keep it. */
const KEEP_MAX_PRICE = `UPDATE products SET "maxPriceCents" =
  (SELECT max(s."priceCents") FROM product_sizes s WHERE s."productRefId" = products.id)`;

/** Batched multi-row inserts into a migrated PostgreSQL database. */
export async function fillPostgres(
  url: string,
  count: number,
  sizesEach?: SizesEach,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const placeholders = (rows: unknown[][], width: number) =>
    rows
      .map(
        (_, r) =>
          `(${Array.from({ length: width }, (__, c) => `$${r * width + c + 1}`).join(', ')})`,
      )
      .join(', ');
  const quoted = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(', ');
  const batch: BenchProduct[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const rows = batch.map((p) => valuesOf(p, p.createdAt));
    const inserted = await client.query<{ id: number; productId: string }>(
      `INSERT INTO products (${quoted(COLUMNS)}) VALUES ${placeholders(rows, COLUMNS.length)}
       RETURNING id, "productId"`,
      rows.flat(),
    );
    const idOf = new Map(inserted.rows.map((r) => [r.productId, Number(r.id)]));
    const sizes = batch.flatMap((p) => sizeValuesOf(idOf.get(p.productId) ?? 0, p, p.createdAt));
    await client.query(
      `INSERT INTO product_sizes (${quoted(SIZE_COLUMNS)}) VALUES ${placeholders(sizes, SIZE_COLUMNS.length)}`,
      sizes.flat(),
    );
    batch.length = 0;
  };
  for (const p of catalogue(count, sizesEach)) {
    batch.push(p);
    if (batch.length === 500) await flush();
  }
  await flush();
  await client.query(KEEP_MAX_PRICE);
  // What autovacuum does after a bulk load: the search index's pending entries merged into it
  // (every search reads them one by one until then), the planner's statistics, and the dead
  // versions of the kept counts' few rows (each insert moved them) cleared away. Empty tables
  // are left alone, as autovacuum leaves a table no row was written to (decision 0067).
  const tables = await client.query<{ name: string }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(relname) AS name FROM pg_stat_user_tables
     ORDER BY 1`,
  );
  for (const { name } of tables.rows) {
    const { rows } = await client.query(`SELECT 1 FROM ${name} LIMIT 1`);
    if (rows.length) await client.query(`VACUUM ANALYZE ${name}`);
  }
  await client.end();
}

/**
 * The list's filters on the bench catalogue (decision 0042): its prices run from LKR 3,500 to
 * 48,900 over three sizes (12x18, 18x24, 24x36 in), and every size has stock.
 */
const BENCH_FILTERS: [string, string][] = [
  ['price 10,000–20,000', 'minPrice=10000&maxPrice=20000'],
  ['price from 30,000', 'minPrice=30000'],
  ['price up to 8,000', 'maxPrice=8000'],
  ['size 24x36 in', 'size=24x36%20in'],
  ['in stock', 'inStock=true'],
  ['price 10,000–20,000 in stock', 'minPrice=10000&maxPrice=20000&inStock=true'],
  ['size 18x24 in in stock', 'size=18x24%20in&inStock=true'],
  [
    '24x36 in, 10,000–20,000, in stock',
    'size=24x36%20in&minPrice=10000&maxPrice=20000&inStock=true',
  ],
];
const BENCH_SORTS = ['newest', 'price-asc', 'price-desc', 'name'] as const;
const BENCH_SCOPES: [string, string, readonly string[]][] = [
  ['list', '/api/product?page=1&limit=24', BENCH_SORTS],
  ['category', '/api/product/category/Kitchen?page=1&limit=24', BENCH_SORTS],
  // A search ranks its matches unless sorted: best match, and one sort.
  ['search', '/api/product/search/canvas?page=1&limit=24', ['', 'price-asc']],
];

/** Every filter and sort combination, for a bench row each: label → address. */
export const FILTER_ROWS: Record<string, string> = Object.fromEntries(
  BENCH_SCOPES.flatMap(([scope, base, sorts]) =>
    BENCH_FILTERS.flatMap(([label, query]) =>
      sorts.map((sort) => [
        `${scope}: ${label}, ${sort || 'best match'}`,
        `${base}&${query}${sort ? `&sort=${sort}` : ''}`,
      ]),
    ),
  ),
);
