import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLKR, priceLabel } from '@wallart/domain';
import { isApiError } from '@wallart/domain/api-client';
import { seriousAxeFindings } from '../support/admin-axe';
import { startAdminSession, toastWith, type AdminSession } from '../support/admin-session';

let session: AdminSession;
/** The seeded catalogue's size, as the server counts it. */
let total: number;
const PAGE = 20;

beforeAll(async () => {
  session = await startAdminSession();
  total = (await session.api.product.list({ limit: 1 })).total;
});

const showing = (from: number) => `Showing ${from}–${Math.min(from + PAGE - 1, total)} of ${total}`;
const pageButton = (page: Page, n: number) =>
  page.getByRole('button', { name: String(n), exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

afterAll(async () => {
  await session?.close();
});

const table = (page: Page) => page.getByRole('table', { name: 'Products' });

/** The product IDs in the table, top to bottom. */
const shownIds = (page: Page) => table(page).locator('tbody tr td:first-child').allInnerTexts();

const rowOf = (page: Page, productId: string) =>
  table(page).getByRole('row').filter({ hasText: productId });

async function openProducts(): Promise<Page> {
  const { page } = await session.open('/admin/products');
  await page.getByRole('heading', { name: 'Product Management' }).waitFor();
  await table(page).locator('tbody tr').first().waitFor();
  return page;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('admin products table: paged, sorted and searched by the server', () => {
  it('pages through the catalogue 20 at a time, as the server pages it', async () => {
    const page = await openProducts();
    const first = await session.api.product.list({ page: 1, limit: PAGE, sort: 'newest' });
    const second = await session.api.product.list({ page: 2, limit: PAGE, sort: 'newest' });
    expect(total).toBeGreaterThan(PAGE);
    expect(await shownIds(page)).toEqual(first.items.map((p) => p.productId));
    await page.getByText(showing(1)).waitFor();
    expect(await page.getByText(`${total} products`).isVisible()).toBe(true);

    await pageButton(page, 2).click();
    await expect.poll(() => shownIds(page)).toEqual(second.items.map((p) => p.productId));
    await page.getByText(showing(PAGE + 1)).waitFor();

    const lastPage = Math.ceil(total / PAGE);
    await pageButton(page, lastPage).click();
    const last = (lastPage - 1) * PAGE + 1;
    await page.getByText(showing(last)).waitFor();
    expect(await shownIds(page)).toHaveLength(total - last + 1);
    expect(await page.getByRole('button', { name: 'next page' }).isDisabled()).toBe(true);

    // Each row shows the product's figures with the LKR prefix.
    const shown = second.items[0];
    if (!shown) throw new Error('page 2 is empty');
    await pageButton(page, 2).click();
    const cells = rowOf(page, shown.productId).getByRole('cell');
    await expect.poll(() => cells.nth(2).innerText()).toBe(priceLabel(shown.sizes));
    expect(await cells.nth(3).innerText()).toBe(formatLKR(shown.labeledPrice));
    expect(await cells.nth(4).innerText()).toBe(shown.category);
    expect(await cells.nth(5).innerText()).toBe(String(shown.stock));
  });

  it('sorts by price both ways and by name, back on page 1', async () => {
    const page = await openProducts();
    await pageButton(page, 2).click();
    await page.getByText(showing(PAGE + 1)).waitFor();

    for (const [label, sort] of [
      ['Price: low to high', 'price-asc'],
      ['Price: high to low', 'price-desc'],
      ['Name A–Z', 'name'],
    ] as const) {
      await choose(page, 'Sort by', label);
      const expected = await session.api.product.list({ page: 1, limit: PAGE, sort });
      await expect.poll(() => shownIds(page)).toEqual(expected.items.map((p) => p.productId));
      await page.getByText(showing(1)).waitFor();
    }
    const prices = (await session.api.product.list({ limit: PAGE, sort: 'price-asc' })).items.map(
      (p) => p.price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('searches on the server: the rows are the matches, and clearing brings all back', async () => {
    const page = await openProducts();
    const expected = await session.api.product.list({ limit: PAGE, search: 'tea' });
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(total);

    await field(page, 'Search').fill('tea');
    await expect.poll(() => shownIds(page)).toEqual(expected.items.map((p) => p.productId));
    await page.getByText(`${expected.total} products`).waitFor();

    await field(page, 'Search').fill('no such print anywhere');
    await page.getByText('No products found.').waitFor();

    await field(page, 'Search').fill('');
    await page.getByText(showing(1)).waitFor();
  });

  it('has no serious or critical accessibility finding', async () => {
    const page = await openProducts();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});

describe('admin product add, edit and delete', () => {
  const productId = 'WA-E2E-001';

  it('adds a product with an uploaded image, previewed before saving', async () => {
    const { page, errors } = await session.open('/admin/products');
    await page.getByRole('link', { name: 'Add Product' }).click();
    await page.waitForURL(/\/admin\/addproducts$/);
    await page.getByRole('heading', { name: 'Add product' }).waitFor();

    await field(page, 'Product ID').fill(productId);
    await field(page, 'Name').fill('Harbour Lights at Galle');
    await field(page, 'Alternative names').fill('Galle harbour, Fort lights');
    await field(page, 'Price (LKR)').fill('4500');
    await field(page, 'Labeled price (LKR)').fill('5200');
    await field(page, 'Stock').fill('12');
    await choose(page, 'Category', 'Living Room');
    await field(page, 'Description').fill('Evening lights over the old fort.');

    // Large enough to print the first size (12x18 in) above 150 DPI, so the shop takes it.
    const png = await sharp({
      create: { width: 2000, height: 3000, channels: 3, background: '#b5552b' },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByRole('img', { name: 'New images: image 1' });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(2000);

    await page.getByRole('button', { name: 'Add product' }).click();
    await toastWith(page, 'Product added successfully').waitFor();
    await page.waitForURL(/\/admin\/products$/);
    await rowOf(page, productId).waitFor();
    expect(await rowOf(page, productId).getByRole('cell').nth(2).innerText()).toBe(formatLKR(4500));

    const saved = await session.apiAs(null).product.get(productId);
    expect(saved).toMatchObject({
      productId,
      name: 'Harbour Lights at Galle',
      altNames: ['Galle harbour', 'Fort lights'],
      price: 4500,
      labeledPrice: 5200,
      stock: 12,
      category: 'Living Room',
      description: 'Evening lights over the old fort.',
    });
    expect(saved.images).toHaveLength(1);
    const image = await fetch(new URL(saved.images[0] ?? '', session.shop.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect(errors).toEqual([]);
  });

  it('edits it: the ID is fixed, the price changes and the images are kept', async () => {
    const before = await session.api.product.get(productId);
    const page = await openProducts();
    await rowOf(page, productId).getByRole('button', { name: 'Edit Product' }).click();
    await page.waitForURL(/\/admin\/editproducts$/);
    await page.getByRole('heading', { name: 'Edit product' }).waitFor();

    const id = field(page, 'Product ID');
    expect(await id.inputValue()).toBe(productId);
    expect(await id.isEditable()).toBe(false);
    expect(await page.getByText('The product ID cannot be changed').isVisible()).toBe(true);
    await page.getByText('Current images (kept unless you choose new ones)').waitFor();
    expect(await field(page, 'Name').inputValue()).toBe(before.name);

    await field(page, 'Price (LKR)').fill('3999.5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toastWith(page, 'Product updated successfully').waitFor();
    await page.waitForURL(/\/admin\/products$/);
    await expect
      .poll(() => rowOf(page, productId).getByRole('cell').nth(2).innerText())
      .toBe(formatLKR(3999.5));

    const after = await session.apiAs(null).product.get(productId);
    expect(after.price).toBe(3999.5);
    expect(after.images).toEqual(before.images);
    expect(after).toMatchObject({ productId, name: before.name, stock: before.stock });
  });

  it('deletes it after a confirmation', async () => {
    const page = await openProducts();
    await rowOf(page, productId).getByRole('button', { name: 'Delete Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete product' });
    await dialog.getByText(`Delete Harbour Lights at Galle (${productId})?`).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastWith(page, 'Product deleted successfully').waitFor();
    await expect.poll(() => rowOf(page, productId).count()).toBe(0);

    const gone = await session.api.product.get(productId).catch((error: unknown) => error);
    expect(isApiError(gone) && gone.status).toBe(404);
    expect((await session.api.product.list({ limit: 1 })).total).toBe(total);
  });
});
