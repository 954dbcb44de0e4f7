import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories';
import { digitalPrint, TIER } from '../downloads/testing/digital-shop';
import { apiError } from '../../test/test-app';
import {
  admin,
  app,
  asAdmin,
  importCsv,
  refusalOf,
  shop,
  SIZES_HEADER,
  UNTRANSLATED_HEADER,
  useCsvShop,
} from './testing/csv-shop';

/** The kind column: a digital product goes out and comes back digital, with its file tiers. */
useCsvShop();

const TIERS = [
  { size: '4000x6000 px', price: 4500, labeledPrice: 5000, stock: 0 },
  { size: '2000x3000 px', price: 2500, labeledPrice: 2500, stock: 0 },
];

const recordsOf = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];

describe('the kind column of the CSV', () => {
  it('exports a digital product as digital, and it imports back unchanged', async () => {
    await createProduct(app, { productId: 'DIG-CSV-1', kind: 'digital', sizes: TIERS });
    const exported = await asAdmin.product.exportCsv();
    const [record] = recordsOf(exported);
    expect(record?.kind).toBe('digital');
    expect(record?.sizes).toBe('4000x6000 px|4500|5000; 2000x3000 px|2500|2500');

    const before = await shop.product.get('DIG-CSV-1');
    expect(await importCsv(exported, false)).toMatchObject({ updated: 1, errors: [] });
    const { updatedAt: _a, ...after } = await shop.product.get('DIG-CSV-1');
    const { updatedAt: _b, ...was } = before;
    expect(after).toEqual(was);
    expect(after.kind).toBe('digital');
  });

  it("keeps each tier's uploaded file through an import that leaves its label", async () => {
    const { product } = await digitalPrint(app, admin);
    const exported = await asAdmin.product.exportCsv();
    expect(await importCsv(exported, false)).toMatchObject({ errors: [] });
    const after = await shop.product.get(product.productId);
    expect(after.sizes.map((s) => [s.size, s.hasFile])).toEqual([
      [TIER, true],
      ['2000x3000 px', false],
    ]);
  });

  it('keeps a product digital when the file has no kind column or an empty cell', async () => {
    await createProduct(app, { productId: 'DIG-CSV-2', kind: 'digital', sizes: TIERS });
    const sizes = '"4000x6000 px|4500|5000; 2000x3000 px|2500|2500"';
    const noColumn = `${SIZES_HEADER}\nDIG-CSV-2,Renamed Art,,,,Kitchen,,,${sizes},`;
    expect(await importCsv(noColumn, false)).toMatchObject({ updated: 1, errors: [] });
    const renamed = await shop.product.get('DIG-CSV-2');
    expect([renamed.name, renamed.kind]).toEqual(['Renamed Art', 'digital']);

    const emptyCell = `${UNTRANSLATED_HEADER}\nDIG-CSV-2,,Art Again,,,,Kitchen,,,${sizes},`;
    expect(await importCsv(emptyCell, false)).toMatchObject({ updated: 1, errors: [] });
    expect((await shop.product.get('DIG-CSV-2')).kind).toBe('digital');
  });

  it('creates a digital product from a row of kind digital, its tiers without a stock limit', async () => {
    const csv = `${UNTRANSLATED_HEADER}\nDIG-CSV-3,digital,Night Sky,,,,Living Room,,,"3000x2000 px|1800|2000",`;
    expect(await importCsv(csv, false)).toMatchObject({ created: 1, errors: [] });
    const product = await shop.product.get('DIG-CSV-3');
    expect(product.kind).toBe('digital');
    expect(product.sizes.map((s) => [s.size, s.price])).toEqual([['3000x2000 px', 1800]]);
    expect(product.stock).toBeNull();
  });

  it('refuses a kind the shop has not and sizes of the other kind, naming the row', async () => {
    await createProduct(app, { productId: 'PRINT-CSV-1' });
    const csv = [
      UNTRANSLATED_HEADER,
      'BAD-KIND,poster,Odd,,10,10,Kitchen,,1,,',
      'DIG-INCH,digital,Wrong Sizes,,,,Kitchen,,,"12x18 in|10|10|1",',
      'PRINT-CSV-1,,Still A Print,,,,Kitchen,,,"4000x6000 px|10|10",',
    ].join('\n');
    const dryRun = await importCsv(csv, true);
    expect(dryRun.errors.map((e) => e.row)).toEqual([2, 3, 4]);
    expect(dryRun.errors[0]?.message).toMatch(/^kind: /);
    expect(dryRun.errors[1]?.message).toBe(
      'digital: "12x18 in" is not a file tier: a digital size names its pixels, as "4000x6000 px"',
    );
    expect(dryRun.errors[2]?.message).toBe(
      'print: "4000x6000 px" is a file tier: a print\'s size is in inches or centimetres',
    );
    expect((await refusalOf(csv, false)).status).toBe(400);
    expect((await shop.product.get('PRINT-CSV-1')).kind).toBe('print');
    expect((await apiError(shop.product.get('DIG-INCH'))).status).toBe(404);
  });
});
