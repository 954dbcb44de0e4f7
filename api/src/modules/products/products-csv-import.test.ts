import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories';
import { apiError, clientFor } from '../../test/test-app';
import {
  admin,
  app,
  asAdmin,
  FULL_HEADER,
  HEADER,
  importCsv,
  productIds,
  refusalOf,
  shop,
  shopper,
  useCsvShop,
} from './testing/csv-shop';

/** Importing a CSV: who may, dry runs, creates and updates, and the refusals of bad files. */
useCsvShop();

describe('POST /api/product/import', () => {
  const good = [
    HEADER,
    'NEW-1,Lotus Pond,lotus|pond,1500,2000,Religious,Calm water,4,/uploads/lotus.jpg',
    'OLD-1,Renamed Print,,99.99,120,Kitchen,,12,',
  ].join('\n');

  it('is for admins only and wants text/csv', async () => {
    expect((await apiError(importCsv(good, true, clientFor(app, shopper)))).status).toBe(403);
    // JSON instead of text/csv, which the client never sends: a raw request on purpose.
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
    expect(await importCsv(good, true)).toEqual({
      dryRun: true,
      created: 1,
      updated: 1,
      errors: [],
      lowResolution: [],
    });
    expect(asAdmin.lastAnswer().status).toBe(200);
    expect(await productIds()).toEqual(['OLD-1']);
    expect((await shop.product.get('OLD-1')).name).toBe('Old name');
  });

  it('imports: a new productId is created, an existing one updated', async () => {
    await createProduct(app, { productId: 'OLD-1', name: 'Old name', stock: 1 });
    expect(await importCsv(good, false)).toEqual({
      dryRun: false,
      created: 1,
      updated: 1,
      errors: [],
      lowResolution: [],
    });
    expect(asAdmin.lastAnswer().status).toBe(200);
    expect(await shop.product.get('NEW-1')).toMatchObject({
      name: 'Lotus Pond',
      altNames: ['lotus', 'pond'],
      price: 1500,
      labeledPrice: 2000,
      category: 'Religious',
      stock: 4,
      images: ['/uploads/lotus.jpg'],
    });
    expect(await shop.product.get('OLD-1')).toMatchObject({
      name: 'Renamed Print',
      price: 99.99,
      stock: 12,
      altNames: [],
    });
    // The search index follows imported rows.
    const found = await shop.product.search('lotus');
    expect(found.items.map((p) => p.productId)).toEqual(['NEW-1']);
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
    const report = await importCsv(csv, true);
    expect(asAdmin.lastAnswer().status).toBe(200);
    expect(report.created).toBe(1);
    expect(report.errors).toEqual([
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
    const error = await refusalOf(csv, false);
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid');
    expect(error.message).toBe('1 row has errors; nothing was imported');
    expect(error.errors).toEqual([{ path: 'row 4', message: 'stock: Stock is a whole number' }]);
    expect(await productIds()).toEqual(['OLD-1']);
    expect((await shop.product.get('OLD-1')).name).toBe('Old name');
  });

  it('refuses a row whose productId a product feed uses, and imports nothing', async () => {
    const csv = [
      HEADER,
      'NEW-2,Fine,,100,120,Kitchen,,1,',
      'new-arrivals,Hidden,,100,120,Kitchen,,1,',
    ];
    const error = await refusalOf(csv.join('\n'), false);
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([
      {
        path: 'row 3',
        message: expect.stringMatching(/^productId: Product ID cannot be new-arrivals/),
      },
    ]);
    expect(await productIds()).toEqual([]);
  });

  it('refuses a wrong header, an empty file and broken CSV with a clear 400', async () => {
    const wrongHeader = await refusalOf('productId,title,price\nX,Y,1', true);
    expect(wrongHeader.status).toBe(400);
    expect(wrongHeader.message).toBe(
      `The header is wrong (missing column(s): name, labeledPrice, category, stock; unknown column(s): title). Expected: ${FULL_HEADER}`,
    );
    // The client sends an empty file as an empty text/csv body, like any other.
    const empty = await refusalOf('', true);
    expect(empty.status).toBe(400);
    expect(empty.message).toBe('The file is empty');
    const onlyHeader = await refusalOf(HEADER, true);
    expect(onlyHeader.message).toBe('The file has no products');
    const broken = await refusalOf(`${HEADER}\nA,"unclosed,1,2,Kitchen,,1,`, true);
    expect(broken.status).toBe(400);
    expect(broken.message).toMatch(/^The file is not valid CSV: /);
    const ragged = await refusalOf(`${HEADER}\nA,B`, true);
    expect(ragged.status).toBe(400);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = `${HEADER}\n${'x'.repeat(5 * 1024 * 1024 + 10)}`;
    expect((await refusalOf(big, true)).status).toBe(413);
  });
});
