import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductModel } from '../db/models';
import { createProduct, createUser, type SignedIn } from './factories';
import { clientFor, startTestApp, type TestApp } from './test-app';

/**
 * The statements each read sends, captured from the ORM, and SQLite's plan for each: every
 * table is reached through an index, and nothing is sorted in a temporary tree — except the
 * ranking of search matches, which works on a capped candidate set (at most 1,000 rows).
 */
const TABLES = ['products', 'orders', 'order_items', 'users', 'order_status_changes'];
const RANKED_CANDIDATES = /WITH candidates AS/;

let app: TestApp;
let shopper: SignedIn;
let admin: SignedIn;
let db: Database.Database;
let captured: string[] = [];
let productId = '';

beforeAll(async () => {
  app = await startTestApp();
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

function problems(sql: string): string[] {
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[];
  return plan
    .map((row) => row.detail)
    .filter((detail) => {
      const fullScan = TABLES.some((t) => new RegExp(`^SCAN ${t}( |$)`).test(detail));
      const tempSort = /USE TEMP B-TREE/.test(detail) && !RANKED_CANDIDATES.test(sql);
      return fullScan || tempSort;
    });
}

async function plansOf(method: string, url: string, token?: string) {
  captured = [];
  const res = await app.call(method, url, { token });
  expect(res.status, url).toBe(200);
  const selects = captured.filter((sql) => /^\s*(SELECT|WITH)/i.test(sql));
  expect(selects.length, url).toBeGreaterThan(0);
  return selects.flatMap((sql) => problems(sql).map((p) => `${p}  ←  ${sql.slice(0, 160)}`));
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
