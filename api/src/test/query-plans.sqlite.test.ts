import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, type ProductSort } from '@wallart/domain';
import { ProductModel } from '../db/models';
import {
  countSql,
  FILTERED_COUNT_CAP,
  filterReplacements,
  pageSql,
  type ListFilters,
} from '../modules/products/product-filters';
import { LIVE_TOTALS_SQL, SHOPPERS_LIVE_USES_SQL } from '../modules/discounts/discount-store';
import { createProduct, createUser, type SignedIn } from './factories';
import { clientFor, startTestApp, type TestApp } from './test-app';

/**
 * The statements each read sends, captured from the ORM, and SQLite's plan for each: every
 * table is reached through an index (a walk of a whole index only where a LIMIT stops it), and
 * nothing is sorted in a temporary tree, except over a bounded match set found through an
 * index (decision 0042): the ranking of search matches (the newest candidates, as deep as the
 * page in best-match order or 1,000 when sorted or filtered, decision 0052), a small
 * filtered match set read through the sizes' indexes, and the products counted once in a
 * price range of the sizes' index.
 */
const TABLES = [
  'products',
  'product_sizes',
  'orders',
  'order_items',
  'users',
  'order_status_changes',
  'discount_uses',
];
const RANKED_CANDIDATES = /\bcandidates AS \(SELECT/;
/** The filtered list's small match set: ids from the sizes' indexes, then sorted (FILTERED_COUNT_CAP). */
const BOUNDED_MATCH_SET = /p\.id IN \(\s*SELECT s\."productRefId" FROM product_sizes s WHERE/;
const COUNTED_ONCE = /SELECT DISTINCT s\."productRefId" FROM product_sizes s/;

let app: TestApp;
let shopper: SignedIn;
let admin: SignedIn;
let db: Database.Database;
let captured: string[] = [];
let productId = '';

beforeAll(async () => {
  // Every read reaches the database: the catalogue cache would answer repeated ones itself.
  app = await startTestApp({ catalogueCache: false });
  shopper = await createUser(app);
  admin = await createUser(app, { role: 'admin' });
  for (let i = 0; i < 30; i += 1) {
    await createProduct(app, {
      category: i % 2 ? 'Kitchen' : 'Religious',
      name: `Plan Lotus ${i}`,
    });
  }
  const product = await ProductModel.findOne({ raw: true });
  productId = product?.productId ?? '';
  await clientFor(app, shopper).order.place({
    name: 'A',
    address: 'B',
    phoneNumber: '+94 77 000 0000',
    billItems: [{ productId, quantity: 1 }],
  });
  await app.sequelize.query('ANALYZE');
  db = new Database(path.join(app.dataDir, 'shop.sqlite'), { readonly: true });
  // Sequelize reads its logging option on every query, so setting it now captures the SQL.
  const { options } = app.sequelize as unknown as { options: { logging: unknown } };
  options.logging = (sql: string) => captured.push(sql.replace(/^Executing \([^)]*\): /, ''));
});

afterAll(async () => {
  db?.close();
  await app?.close();
});

/** The catalogue's tables are also known under the aliases a statement gives them. */
const ALIASED = ['products', 'product_sizes'];

/** What each name in the statement stands for: a table under its own name or an alias. */
function tablesByName(sql: string): Map<string, string> {
  const names = new Map(TABLES.map((t) => [t, t]));
  for (const m of sql.matchAll(
    /(?:FROM|JOIN)\s+[`"]?(\w+)[`"]?(?:\s+(?:AS\s+)?[`"]?(\w+)[`"]?)?/gi,
  )) {
    const [, table, alias] = m;
    if (table && alias && ALIASED.includes(table)) names.set(alias, table);
  }
  return names;
}

interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

function problems(sql: string): string[] {
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as PlanRow[];
  const tables = tablesByName(sql);
  const limited = /\bLIMIT\b/i.test(sql);
  const bounded =
    RANKED_CANDIDATES.test(sql) || BOUNDED_MATCH_SET.test(sql) || COUNTED_ONCE.test(sql);
  // A page picked in a subquery (`FROM (…) p`) is read back under its alias, beside it.
  const subqueryReads = new Set(
    plan.flatMap((row) => {
      const name = /^(?:CO-ROUTINE|MATERIALIZE) (\w+)$/.exec(row.detail)?.[1];
      return name ? [`${row.parent} SCAN ${name}`] : [];
    }),
  );
  const details = plan
    .filter((row) => !subqueryReads.has(`${row.parent} ${row.detail}`))
    .map((row) => row.detail);
  // A bounded set is only bounded when the sizes are read through an index range.
  const sizesByRange = details.some((d) => /^SEARCH (s|product_sizes) USING/.test(d));
  // One product's sizes (at most MAX_PRODUCT_SIZES, found by its id) put in staff's order.
  const oneProductsSizes = details.some((d) =>
    /^SEARCH s USING (COVERING )?INDEX \w+ \(productRefId=\?/.test(d),
  );
  return details.filter((detail) => {
    if (oneProductsSizes && detail === 'USE TEMP B-TREE FOR json_group_array(ORDER BY)')
      return false;
    const scanned = /^SCAN [`"]?(\w+)[`"]?(.*)$/.exec(detail);
    if (scanned && tables.has(scanned[1] ?? '')) {
      const throughIndex = /USING (COVERING )?INDEX/.test(scanned[2] ?? '');
      // A whole table is never read; an index is walked only as far as a LIMIT needs.
      if (!throughIndex || !limited) return true;
    }
    const tempSort = /USE TEMP B-TREE/.test(detail);
    return tempSort && !(bounded && (RANKED_CANDIDATES.test(sql) || sizesByRange));
  });
}

/** A statement with its `:name` values written in as literals, to be explained. */
function withValues(sql: string, values: object): string {
  const literal = (value: unknown): string =>
    Array.isArray(value)
      ? value.map(literal).join(', ')
      : typeof value === 'number'
        ? String(value)
        : `'${String(value)}'`;
  return sql.replace(/:(\w+)/g, (_, name: string) =>
    literal((values as Record<string, unknown>)[name]),
  );
}

async function plansOf(method: string, url: string, token?: string) {
  captured = [];
  const res = await app.call(method, url, { token });
  expect(res.status, url).toBe(200);
  const selects = captured.filter((sql) => /^\s*(SELECT|WITH)/i.test(sql));
  expect(selects.length, url).toBeGreaterThan(0);
  return selects.flatMap((sql) =>
    problems(sql).map((p) => `${p}  ←  ${sql.slice(0, 160)}${sql.slice(-200)}`),
  );
}

describe('SQLite query plans', () => {
  const reads: [string, string, 'shopper' | 'admin' | null][] = [
    ['product list, newest', '/api/product?page=1', null],
    ['product list by price', '/api/product?sort=price-asc&page=2&limit=10', null],
    ['product list by name', '/api/product?sort=name', null],
    ['deep page', '/api/product?page=30&limit=1', null],
    ['category', '/api/product/category/Kitchen', null],
    ['category by price', '/api/product/category/Kitchen?sort=price-desc', null],
    ['search', '/api/product/search/plan%20lotus', null],
    ['search with a typo', '/api/product/search/lotsu', null],
    ['new arrivals', '/api/product/new-arrivals', null],
    ['product detail', '/api/product/:productId', null],
    ["a shopper's orders", '/api/order', 'shopper'],
    ['the admin order list', '/api/order', 'admin'],
    ['the admin order list by status', '/api/order?status=Pending', 'admin'],
    ['the admin order list by payment status', '/api/order?paymentStatus=unpaid', 'admin'],
    ['the admin order list by payment method', '/api/order?paymentMethod=cod', 'admin'],
    [
      'the admin order list by payment method and status',
      '/api/order?paymentMethod=bank-transfer&paymentStatus=awaiting-verification',
      'admin',
    ],
  ];
  for (const [label, url, who] of reads) {
    it(`${label}: no full scan, no temporary sort`, async () => {
      const token = who === 'shopper' ? shopper.token : who === 'admin' ? admin.token : undefined;
      const found = await plansOf('GET', url.replace(':productId', productId), token);
      expect(found).toEqual([]);
    });
  }
});

/** Every filter the list offers, alone and together (decision 0042). */
const FILTERS: [string, ListFilters, string][] = [
  ['no filter', {}, ''],
  ['price range', { minPrice: 500, maxPrice: 5000 }, 'minPrice=500&maxPrice=5000'],
  ['lowest price', { minPrice: 500 }, 'minPrice=500'],
  ['highest price', { maxPrice: 5000 }, 'maxPrice=5000'],
  ['size', { size: '12x18 in' }, 'size=12x18%20in'],
  ['in stock', { inStock: true }, 'inStock=true'],
  [
    'price range in stock',
    { minPrice: 500, maxPrice: 5000, inStock: true },
    'minPrice=500&maxPrice=5000&inStock=true',
  ],
  ['size in stock', { size: '12x18 in', inStock: true }, 'size=12x18%20in&inStock=true'],
  [
    'size, price range, in stock',
    { size: '12x18 in', minPrice: 500, maxPrice: 5000, inStock: true },
    'size=12x18%20in&minPrice=500&maxPrice=5000&inStock=true',
  ],
];
const SCOPES: [string, string][] = [
  ['list', '/api/product'],
  ['category', '/api/product/category/Kitchen'],
  ['search', '/api/product/search/plan%20lotus'],
];

describe('SQLite query plans of the list sort and filters', () => {
  for (const [scope, route] of SCOPES) {
    for (const [label, , query] of FILTERS) {
      const sorts: (ProductSort | '')[] =
        scope === 'search' ? ['', ...PRODUCT_SORTS] : [...PRODUCT_SORTS];
      for (const sort of sorts) {
        // A page of 5 of the 30 products, as a page of 24 is a small part of a real catalogue
        // (SQLite rightly reads a whole table of 30 rather than look up 24 of them one by one).
        const params = [query, sort && `sort=${sort}`, 'limit=5'].filter(Boolean).join('&');
        it(`${scope}, ${label}, ${sort || 'best match'}`, async () => {
          expect(await plansOf('GET', `${route}?${params}`)).toEqual([]);
        });
      }
    }
  }

  // A match set too large to sort is found by walking the sort's index instead; a small test
  // catalogue never takes that path through the API, so its statements are checked directly.
  for (const [label, filters] of FILTERS.filter(([, f]) => Object.keys(f).length > 0)) {
    for (const category of [undefined, 'Kitchen']) {
      for (const sort of PRODUCT_SORTS) {
        it(`${category ? 'category' : 'list'}, ${label}, ${sort}: both ways to a page, and the count`, () => {
          const q = { filters, sort, category, limit: 24, offset: 48 };
          const values = {
            ...filterReplacements(filters),
            category: category ?? '',
            countCap: FILTERED_COUNT_CAP + 1,
            limit: 24,
            offset: 48,
          };
          const explain = (sql: string) => {
            const bound = withValues(sql, values);
            return problems(bound).map((p) => `${p}  ←  ${bound.slice(0, 200)}`);
          };
          expect(explain(pageSql(q, false, true))).toEqual([]);
          expect(explain(pageSql(q, true, true))).toEqual([]);
          expect(explain(countSql(q, true))).toEqual([]);
        });
      }
    }
  }
});

/**
 * What a code's claim reads inside an order's write (order-claims.ts) is found through an index:
 * a scan there would grow with every use of the code, while every order waits on it.
 */
describe('SQLite query plans of the order claims', () => {
  const claims: [string, string, Record<string, unknown>, RegExp][] = [
    [
      "a code's live uses",
      LIVE_TOTALS_SQL,
      { ids: [1, 2] },
      /USING (COVERING )?INDEX discount_uses_live/,
    ],
    [
      "the group's shoppers' live uses of a code",
      SHOPPERS_LIVE_USES_SQL,
      { ids: [1], keys: ['k1', 'k2'], userIds: [1, 2] },
      /discount_shopper \(discountId=\? AND shopperKey=\?\)\nUNION ALL\nSEARCH discount_uses USING INDEX discount_uses_discount_(shopper|user)/,
    ],
  ];
  for (const [label, sql, values, index] of claims) {
    it(`${label}: through its index`, () => {
      const bound = withValues(sql, values);
      // Grouping in a temporary tree is over the few rows the index found.
      const found = problems(bound).filter((p) => p !== 'USE TEMP B-TREE FOR GROUP BY');
      expect(found).toEqual([]);
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${bound}`).all() as PlanRow[];
      expect(plan.map((row) => row.detail).join('\n')).toMatch(index);
    });
  }
});
