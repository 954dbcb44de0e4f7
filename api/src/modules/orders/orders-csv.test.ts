import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CSV_COLUMNS, type PlacedOrder } from '@wallart/domain';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { ORDER_ADDRESS, uniqueEmail } from '../account/testing/account-setup';

let app: TestApp;
let admin: SignedIn;
let guest: PlacedOrder;
let account: PlacedOrder;
let shopper: SignedIn;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
  const { productId } = await createProduct(app, { stock: 20 });
  const billItems = [{ productId, quantity: 2 }];
  const placed = await app.call('POST', '/api/order', {
    body: { ...ORDER_ADDRESS, name: '=HYPERLINK("x")', email: uniqueEmail('csv'), billItems },
  });
  expect(placed.status).toBe(201);
  guest = placed.body as PlacedOrder;
  account = await clientFor(app, shopper.token).order.place({ ...ORDER_ADDRESS, billItems });
});
afterAll(async () => app.close());

const rowsOf = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];

describe('GET /api/order/export.csv (staff)', () => {
  it('writes one row per order with "Guest" on those placed without an account', async () => {
    const res = await app.call('GET', '/api/order/export.csv', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="orders-/);
    const csv = await clientFor(app, admin.token).order.exportCsv();
    expect(csv.split('\n')[0]).toBe(ORDER_CSV_COLUMNS.join(','));
    const rows = rowsOf(csv);
    const byId = new Map(rows.map((row) => [row.Order, row]));
    expect(byId.get(guest.order.orderID)).toMatchObject({
      Guest: 'Guest',
      Email: guest.order.email,
      Prints: '2',
      Status: 'Pending',
      // A spreadsheet never runs a shopper's text as a formula.
      Customer: `'=HYPERLINK("x")`,
    });
    expect(byId.get(account.order.orderID)).toMatchObject({ Guest: '', Email: shopper.user.email });
    expect(csv).not.toContain(guest.orderToken);
  });

  it('takes the list’s filters', async () => {
    const csv = await clientFor(app, admin.token).order.exportCsv({ placedBy: 'guest' });
    const ids = rowsOf(csv).map((row) => row.Order);
    expect(ids).toContain(guest.order.orderID);
    expect(ids).not.toContain(account.order.orderID);
    const bad = await app.call('GET', '/api/order/export.csv?placedBy=robots', {
      token: admin.token,
    });
    expect(bad.status).toBe(400);
  });

  it('is refused to shoppers and to callers not signed in', async () => {
    expect((await apiError(clientFor(app, shopper.token).order.exportCsv())).status).toBe(403);
    expect((await app.call('GET', '/api/order/export.csv')).status).toBe(401);
  });
});
