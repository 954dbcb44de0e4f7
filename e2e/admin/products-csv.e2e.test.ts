import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLKR, PRODUCT_CSV_COLUMNS, type Product } from '@wallart/domain';
import { startAdminSession, toastWith, type AdminSession } from '../support/admin-session';

type CsvRow = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;

let session: AdminSession;
let catalogue: Product[];

beforeAll(async () => {
  session = await startAdminSession();
  const { total } = await session.api.product.list({ limit: 1 });
  catalogue = (await session.api.product.list({ limit: total })).items;
});

afterAll(async () => {
  await session?.close();
});

const toCsv = (rows: CsvRow[]) =>
  stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] });

async function openProducts(): Promise<Page> {
  const { page } = await session.open('/admin/products');
  await page.getByRole('heading', { name: 'Product Management' }).waitFor();
  await page.getByRole('table', { name: 'Products' }).locator('tbody tr').first().waitFor();
  return page;
}

/** Opens the import dialog and chooses the file; the dialog checks it (a dry run) at once. */
async function chooseImportFile(page: Page, csv: string) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  return dialog;
}

describe('admin product CSV export and import', () => {
  let exported: CsvRow[] = [];

  it('exports the whole catalogue as a CSV download', async () => {
    const page = await openProducts();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await download.path(), 'utf8');
    expect(text.split(/\r?\n/)[0]).toBe(PRODUCT_CSV_COLUMNS.join(','));
    exported = parse(text, { columns: true, skip_empty_lines: true });
    expect(exported.map((r) => r.productId).sort()).toEqual(
      catalogue.map((p) => p.productId).sort(),
    );
    for (const product of catalogue) {
      const row = exported.find((r) => r.productId === product.productId);
      expect(row).toMatchObject({
        name: product.name,
        category: product.category,
        stock: product.stock === null ? '' : String(product.stock),
        images: product.images.join('|'),
      });
      expect(Number(row?.price)).toBe(product.price);
    }
  });

  it('a changed price is checked first (nothing written), then imported', async () => {
    // The edit is of prints; digital artwork goes out and back with its tiers (decision 0148).
    const digital = new Set(catalogue.filter((p) => p.kind === 'digital').map((p) => p.productId));
    exported = exported.filter((r) => !digital.has(r.productId));
    const target = exported[0];
    if (!target) throw new Error('the export is empty');
    const oldPrice = Number(target.price);
    const newPrice = oldPrice + 1234.5;
    const newRow: CsvRow = {
      productId: 'WA-CSV-NEW',
      kind: 'print',
      name: 'Kandy Lake Reflections',
      altNames: 'Kandy lake|Lake reflections',
      price: '6400.00',
      labeledPrice: '7000.00',
      category: 'Living Room',
      description: 'The lake at dusk.',
      stock: '8',
      sizes: '',
      images: '',
      name_si: 'මහනුවර වැවේ පිළිබිඹු',
      description_si: '',
      name_ta: '',
      description_ta: '',
    };
    // Prices live in the sizes cell (label|price|labeledPrice|stock): the target becomes one size.
    const oneSize = `12x18 in|${newPrice.toFixed(2)}|${target.labeledPrice}|${target.stock}`;
    const changed = exported.map((r) =>
      r.productId === target.productId ? { ...r, price: newPrice.toFixed(2), sizes: oneSize } : r,
    );
    const page = await openProducts();
    const dialog = await chooseImportFile(page, toCsv([...changed, newRow]));

    await dialog.getByText('Check finished').waitFor();
    await dialog.getByText(`1 new, ${exported.length} to update`).waitFor();
    // The check wrote nothing.
    expect((await session.api.product.get(target.productId)).price).toBe(oldPrice);
    expect(await session.api.product.get('WA-CSV-NEW').catch(() => null)).toBeNull();

    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await toastWith(page, `Products imported: 1 new, ${exported.length} updated`).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    expect((await session.api.product.get(target.productId)).price).toBe(newPrice);
    expect(await session.api.product.get('WA-CSV-NEW')).toMatchObject({
      name: 'Kandy Lake Reflections',
      altNames: ['Kandy lake', 'Lake reflections'],
      price: 6400,
      stock: 8,
    });
    // The other products came through the round trip unchanged (only their write time moves).
    const others = catalogue.filter((p) => p.productId !== target.productId).slice(0, 5);
    for (const { updatedAt: _was, ...p } of others) {
      const { updatedAt: _now, ...after } = await session.api.product.get(p.productId);
      expect(after).toEqual(p);
    }

    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(target.productId);
    const row = page.getByRole('row').filter({ hasText: target.productId });
    await expect.poll(() => row.getByRole('cell').nth(2).innerText()).toBe(formatLKR(newPrice));
  });

  it('a file with a bad row names the row and why, and changes nothing', async () => {
    const [good, bad] = exported;
    if (!good || !bad) throw new Error('the export has fewer than two products');
    const before = await session.api.product.get(good.productId);
    const rows = [
      { ...good, price: (before.price + 100).toFixed(2) },
      { ...bad, category: 'Garage' },
    ];
    const page = await openProducts();
    const dialog = await chooseImportFile(page, toCsv(rows));

    await dialog.getByText('Check finished').waitFor();
    await dialog.getByText('1 row with errors').waitFor();
    const problems = dialog.getByRole('table', { name: 'Rows with errors' }).locator('tbody tr');
    expect(await problems.count()).toBe(1);
    // The header is line 1, so the second product is on line 3.
    expect(await problems.first().getByRole('cell').allInnerTexts()).toEqual([
      '3',
      'category: Unknown category',
    ]);
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    expect(await session.api.product.get(good.productId)).toEqual(before);
    expect((await session.api.product.get(bad.productId)).category).toBe(bad.category);
  });
});
