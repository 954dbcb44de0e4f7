import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories';
import { app, asAdmin, FULL_HEADER, HEADER, importCsv, useCsvShop } from './testing/csv-shop';

/** The Sinhala and Tamil columns of the catalogue CSV: name_si, description_si, name_ta, description_ta. */
useCsvShop();

const records = (text: string) => parse(text, { columns: true }) as Record<string, string>[];

describe('translations in the catalogue CSV', () => {
  it('export each language’s name and description, and import back unchanged', async () => {
    await createProduct(app, {
      productId: 'TR-1',
      name: 'Sri Pada At Dawn',
      description: 'The sacred peak, first light.',
      translations: {
        si: {
          name: 'අරුණෝදයේ ශ්‍රී පාදය',
          description: 'පූජනීය කඳු මුදුන, "පළමු" හිරු එළිය.',
          altNames: ['සමනල කන්ද'],
        },
        ta: { name: 'விடியலில் சிவனொளிபாத மலை' },
      },
    });
    const exported = await asAdmin.product.exportCsv();
    const [row] = records(exported);
    expect(row).toMatchObject({
      name_si: 'අරුණෝදයේ ශ්‍රී පාදය',
      description_si: 'පූජනීය කඳු මුදුන, "පළමු" හිරු එළිය.',
      name_ta: 'விடியலில் சிவனொளிபாத மலை',
      description_ta: '',
    });
    const report = await importCsv(exported, false);
    expect(report).toMatchObject({ created: 0, updated: 1, errors: [] });
    const product = await asAdmin.product.get('TR-1');
    expect(product.translations).toEqual({
      si: {
        name: 'අරුණෝදයේ ශ්‍රී පාදය',
        description: 'පූජනීය කඳු මුදුන, "පළමු" හිරු එළිය.',
        altNames: ['සමනල කන්ද'],
      },
      ta: { name: 'விடியலில் சிவனொளிபாத மலை' },
    });
  });

  it('change them from the cells, an emptied cell reading in English again', async () => {
    await createProduct(app, {
      productId: 'TR-2',
      name: 'Fishing Boats',
      translations: { si: { name: 'ධීවර ඔරු' }, ta: { name: 'மீன்பிடி படகுகள்' } },
    });
    const [row] = records(await asAdmin.product.exportCsv());
    const edited = { ...row, name_si: 'ධීවර යාත්‍රා', name_ta: '', description_ta: 'கடற்கரையில்' };
    const csv = [
      FULL_HEADER,
      Object.values(edited)
        .map((v) => JSON.stringify(v))
        .join(','),
    ].join('\n');
    expect(await importCsv(csv, false)).toMatchObject({ updated: 1, errors: [] });
    const shown = await fetch(`${app.baseUrl}/api/product/TR-2?lang=ta`);
    expect(await shown.json()).toMatchObject({ name: 'Fishing Boats', description: 'கடற்கரையில்' });
    expect((await asAdmin.product.get('TR-2')).translations).toEqual({
      si: { name: 'ධීවර යාත්‍රා' },
      ta: { description: 'கடற்கரையில்' },
    });
  });

  it('are left as they were by a file without the columns, and a too long cell names its column', async () => {
    await createProduct(app, {
      productId: 'TR-3',
      name: 'Old Lighthouse',
      translations: { si: { name: 'පැරණි ප්‍රදීපාගාරය' } },
    });
    const older = `${HEADER}\nTR-3,Old Lighthouse,,1000,1200,Living Room,,10,/uploads/test.jpg`;
    expect(await importCsv(older, false)).toMatchObject({ errors: [] });
    expect((await asAdmin.product.get('TR-3')).translations).toEqual({
      si: { name: 'පැරණි ප්‍රදීපාගාරය' },
    });
    const tooLong = `${FULL_HEADER}\nTR-3,,Old Lighthouse,,1000,1200,Living Room,,10,,/uploads/test.jpg,${'අ'.repeat(121)},,,`;
    const report = await importCsv(tooLong, true);
    expect(report.errors).toEqual([
      { row: 2, message: expect.stringMatching(/^name_si: /) as unknown as string },
    ]);
  });
});
