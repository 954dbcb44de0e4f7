import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLKR, LOW_STOCK_THRESHOLD, ORDER_STATUSES } from '@wallart/domain';
import { seriousAxeFindings } from '../support/admin-axe';
import { startAdminSession, type AdminSession } from '../support/admin-session';
import { DEMO, login } from '../support/shop-server';

let session: AdminSession;
const count = new Intl.NumberFormat('en-US');

beforeAll(async () => {
  session = await startAdminSession();
});

afterAll(async () => {
  await session?.close();
});

/** What the shop's database holds right now, read straight from its SQLite file. */
function databaseFigures() {
  const db = new Database(path.join(session.shop.dataDir, 'shop.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const byStatus = db.prepare('SELECT status, COUNT(*) AS n FROM orders GROUP BY status').all();
    return {
      users: one('SELECT COUNT(*) AS n FROM users'),
      orders: one('SELECT COUNT(*) AS n FROM orders'),
      products: one('SELECT COUNT(*) AS n FROM products'),
      // Only money that came in: paid orders, never cancelled ones.
      revenueCents: one(
        "SELECT COALESCE(SUM(totalCents), 0) AS n FROM orders WHERE status <> 'Cancelled' AND paymentStatus = 'paid'",
      ),
      byStatus: new Map((byStatus as { status: string; n: number }[]).map((r) => [r.status, r.n])),
      lowStock: db
        .prepare('SELECT productId FROM products WHERE stock <= ? ORDER BY stock, productId')
        .all(LOW_STOCK_THRESHOLD)
        .map((r) => (r as { productId: string }).productId),
    };
  } finally {
    db.close();
  }
}

/** The figure printed under a stat card's label. */
async function figure(page: Page, label: string): Promise<string> {
  const value = page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  return (await value.innerText()).trim();
}

async function expectFiguresMatchDatabase(page: Page) {
  const db = databaseFigures();
  expect(await figure(page, 'Total users')).toBe(count.format(db.users));
  expect(await figure(page, 'Total orders')).toBe(count.format(db.orders));
  expect(await figure(page, 'Total products')).toBe(count.format(db.products));
  expect(await figure(page, 'Revenue')).toBe(formatLKR(db.revenueCents / 100));
  const rows = page.getByRole('table', { name: 'Orders by status' }).getByRole('row');
  expect(await rows.count()).toBe(ORDER_STATUSES.length);
  for (const [i, status] of ORDER_STATUSES.entries()) {
    const cells = rows.nth(i).getByRole('cell');
    expect(await cells.nth(0).innerText()).toMatch(new RegExp(status, 'i'));
    expect(await cells.nth(1).innerText()).toBe(count.format(db.byStatus.get(status) ?? 0));
  }
  const lowStock = page.getByRole('table', { name: 'Low stock products' });
  const shownIds = await lowStock.getByRole('row').locator('td:first-child').allInnerTexts();
  expect(shownIds).toEqual(db.lowStock.slice(0, shownIds.length));
  expect(shownIds.length).toBe(Math.min(db.lowStock.length, 10));
  return db;
}

describe('admin dashboard', () => {
  it('shows the totals, revenue, orders per status and low stock the database holds', async () => {
    const { page, errors } = await session.open('/admin/dashboard');
    await page.getByText('Total users', { exact: true }).waitFor();
    const db = await expectFiguresMatchDatabase(page);
    // The seeded shop is not empty, so a page of zeros would not pass.
    expect(db.users).toBeGreaterThan(1);
    expect(db.orders).toBeGreaterThan(0);
    expect(db.products).toBe(46);
    expect(db.revenueCents).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('follows the database: a new order and a new shopper show after a reload', async () => {
    const before = databaseFigures();
    const shopperToken = await login(session.shop.url, DEMO.shopper.email, DEMO.shopper.password);
    const product = (await session.api.product.list({ limit: 50 })).items.find(
      (p) => (p.stock ?? 0) > 2,
    );
    if (!product) throw new Error('the demo shop has no product in stock');
    const { order } = await session.apiAs(shopperToken).order.place({
      name: 'Dilani Silva',
      address: '12 Lake Road, Kandy',
      phoneNumber: '0771234567',
      billItems: [{ productId: product.productId, quantity: 2 }],
    });
    await session.apiAs(null).user.register({
      firstName: 'Ruwan',
      lastName: 'Dias',
      email: 'ruwan.dias@wallart.test',
      password: 'Ruwan123!',
      phone: '0719876543',
    });

    const { page } = await session.open('/admin');
    await page.getByText('Total users', { exact: true }).waitFor();
    const after = await expectFiguresMatchDatabase(page);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.users).toBe(before.users + 1);
    // Cash on delivery, not paid yet: an order, but no revenue until it is.
    expect(order.total).toBeGreaterThan(0);
    expect(after.revenueCents).toBe(before.revenueCents);
    expect(after.byStatus.get('Pending')).toBe((before.byStatus.get('Pending') ?? 0) + 1);
  });

  it('has no serious or critical accessibility finding', async () => {
    const { page } = await session.open('/admin/dashboard');
    await page.getByRole('table', { name: 'Orders by status' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
