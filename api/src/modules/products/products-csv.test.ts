import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS, type CsvImportReport } from '@wallart/domain';
import { ProductModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;

const HEADER = PRODUCT_CSV_COLUMNS.join(',');

function importCsv(csv: string, dryRun: boolean, token = admin.token) {
  return app.call<CsvImportReport & { message?: string }>(
    'POST',
    `/api/product/import?dryRun=${dryRun}`,
    {
      token,
      rawBody: csv,
      headers: { 'Content-Type': 'text/csv' },
    },
  );
}

async function productIds() {
  const rows = await ProductModel.findAll({
    attributes: ['productId'],
    order: [['productId', 'ASC']],
  });
  return rows.map((r) => r.productId);
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shopper = await createUser(app);
});
afterAll(async () => app.close());
beforeEach(async () => {
  await ProductModel.destroy({ where: {} });
});

describe('GET /api/product/export.csv', () => {
  it('is for admins only', async () => {
    expect((await app.call('GET', '/api/product/export.csv')).status).toBe(401);
    expect(
      (await app.call('GET', '/api/product/export.csv', { token: shopper.token })).status,
    ).toBe(403);
  });

  it('writes every product under the fixed header, lists joined by "|"', async () => {
    await createProduct(app, {
      productId: 'CSV-1',
      name: 'Sunset, "golden"',
      altNames: ['dusk', 'evening'],
      price: 4500.5,
      labeledPrice: 5000,
      category: 'Kitchen',
      description: 'Two lines\nof text',
      stock: 7,
      images: ['/uploads/a.jpg', '/uploads/b.jpg'],
    });
    await createProduct(app, { productId: 'CSV-2' });
    const res = await app.call<string>('GET', '/api/product/export.csv', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="products-/);
    expect(res.body.split('\n')[0]).toBe(HEADER);
    const records = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual({
      productId: 'CSV-1',
      name: 'Sunset, "golden"',
      altNames: 'dusk|evening',
      price: '4500.50',
      labeledPrice: '5000.00',
      category: 'Kitchen',
      description: 'Two lines\nof text',
      stock: '7',
      images: '/uploads/a.jpg|/uploads/b.jpg',
    });
  });

  it('an export imports back unchanged', async () => {
    await createProduct(app, { productId: 'RT-1', altNames: ['a', 'b'], price: 12.34 });
    const exported = await app.call<string>('GET', '/api/product/export.csv', {
      token: admin.token,
    });
    const res = await importCsv(exported.body, false);
    expect(res.body).toEqual({ dryRun: false, created: 0, updated: 1, errors: [] });
    const again = await app.call<string>('GET', '/api/product/export.csv', { token: admin.token });
    expect(again.body).toBe(exported.body);
  });
});

describe('POST /api/product/import', () => {
  const good = [
    HEADER,
    'NEW-1,Lotus Pond,lotus|pond,1500,2000,Religious,Calm water,4,/uploads/lotus.jpg',
    'OLD-1,Renamed Print,,99.99,120,Kitchen,,12,',
  ].join('\n');

  it('is for admins only and wants text/csv', async () => {
    expect((await importCsv(good, true, shopper.token)).status).toBe(403);
    const json = await app.call('POST', '/api/product/import?dryRun=true', {
      token: admin.token,
      body: { csv: good },
    });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({
      code: 'unsupported_media_type',
      message: 'Send the file as text/csv',
    });
  });

  it('a dry run counts creates and updates and writes nothing', async () => {
    await createProduct(app, { productId: 'OLD-1', name: 'Old name' });
    const res = await importCsv(good, true);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ dryRun: true, created: 1, updated: 1, errors: [] });
    expect(await productIds()).toEqual(['OLD-1']);
    expect((await app.call('GET', '/api/product/OLD-1')).body.name).toBe('Old name');
  });

  it('imports: a new productId is created, an existing one updated', async () => {
    await createProduct(app, { productId: 'OLD-1', name: 'Old name', stock: 1 });
    const res = await importCsv(good, false);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ dryRun: false, created: 1, updated: 1, errors: [] });
    expect((await app.call('GET', '/api/product/NEW-1')).body).toMatchObject({
      name: 'Lotus Pond',
      altNames: ['lotus', 'pond'],
      price: 1500,
      labeledPrice: 2000,
      category: 'Religious',
      stock: 4,
      images: ['/uploads/lotus.jpg'],
    });
    expect((await app.call('GET', '/api/product/OLD-1')).body).toMatchObject({
      name: 'Renamed Print',
      price: 99.99,
      stock: 12,
      altNames: [],
    });
    // The search index follows imported rows.
    const found = await app.call('GET', '/api/product/search/lotus');
    expect(found.body.map((p: { productId: string }) => p.productId)).toEqual(['NEW-1']);
  });

  it('a dry run names each bad row (by its line) and why', async () => {
    const csv = [
      HEADER,
      'A-1,Fine,,100,120,Kitchen,,1,',
      'A-2,,,abc,120,Bedroom,,1,',
      'A-3,"Two-line ""quoted""',
      'name",,100,120,Kitchen,"desc",-1,',
      'A-1,Again,,100,120,Kitchen,,1,',
      'bad id!,Name,,100,120,Kitchen,,1,ftp://x',
    ].join('\n');
    const res = await importCsv(csv, true);
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(1);
    expect(res.body.errors).toEqual([
      {
        row: 3,
        message:
          'name: Name is required; price: Price must be a number; category: Unknown category',
      },
      { row: 4, message: 'stock: Stock cannot be negative' },
      { row: 6, message: 'productId A-1 is already on row 2' },
      {
        row: 7,
        message:
          'productId: Product ID may hold letters, digits, - and _ only; images.0: Not an image URL',
      },
    ]);
  });

  it('with any bad row the real import writes nothing and answers 400 with the rows', async () => {
    await createProduct(app, { productId: 'OLD-1', name: 'Old name' });
    const csv = `${good}\nBAD-1,Broken,,10,10,Kitchen,,1.5,`;
    const res = await importCsv(csv, false);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'invalid',
      message: '1 row has errors; nothing was imported',
      errors: [{ path: 'row 4', message: 'stock: Stock is a whole number' }],
    });
    expect(await productIds()).toEqual(['OLD-1']);
    expect((await app.call('GET', '/api/product/OLD-1')).body.name).toBe('Old name');
  });

  it('refuses a wrong header, an empty file and broken CSV with a clear 400', async () => {
    const wrongHeader = await importCsv('productId,title,price\nX,Y,1', true);
    expect(wrongHeader.status).toBe(400);
    expect(wrongHeader.body.message).toBe(
      `The header is wrong (missing column(s): name, labeledPrice, category, stock; unknown column(s): title). Expected: ${HEADER}`,
    );
    const empty = await importCsv('', true);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file is empty');
    const onlyHeader = await importCsv(HEADER, true);
    expect(onlyHeader.body.message).toBe('The file has no products');
    const broken = await importCsv(`${HEADER}\nA,"unclosed,1,2,Kitchen,,1,`, true);
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^The file is not valid CSV: /);
    const ragged = await importCsv(`${HEADER}\nA,B`, true);
    expect(ragged.status).toBe(400);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = `${HEADER}\n${'x'.repeat(5 * 1024 * 1024 + 10)}`;
    const res = await importCsv(big, true);
    expect(res.status).toBe(413);
  });
});
