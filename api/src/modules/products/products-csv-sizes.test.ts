import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories';
import {
  app,
  asAdmin,
  SIZES_HEADER,
  HEADER,
  importCsv,
  productIds,
  refusalOf,
  shop,
  useCsvShop,
} from './testing/csv-shop';

/** The sizes cell of the CSV: each size a product is sold in, exported and imported back. */
useCsvShop();

describe('sizes in the CSV', () => {
  const LADDER = '12x18 in|4500|5000|3; 18x24 in|6500|7000|0; Large|9000|9500|1|30|40|cm';
  const row = (productId: string, sizes: string, price = '', stock = '') =>
    `${productId},Sized Print,,${price},${price},Kitchen,,${stock},"${sizes}",`;

  it('imports a sizes cell: each entry a size, in order, with the summary from them', async () => {
    const csv = [SIZES_HEADER, row('SZ-1', LADDER)].join('\n');
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
    const csv = [SIZES_HEADER, row('SZ-2', '18x24 in|700|800|4; 24x36 in|900|950|1')].join('\n');
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
    const csv = [SIZES_HEADER, row('ONE-1', '', '250', '3'), row('ONE-2', '', '80', '2')].join(
      '\n',
    );
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
      SIZES_HEADER,
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
      { row: 6, message: 'sizes entry 1 ("Large") unit: Unit is in, cm or px' },
    ]);
    const error = await refusalOf(csv, false);
    expect(error.errors.map((e) => e.path)).toEqual(['row 2', 'row 3', 'row 4', 'row 5', 'row 6']);
    expect(await productIds()).toEqual([]);
  });
});
