import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopRunning } from '../support/browser';
import { PHONE, startStorefront, type StorefrontSession } from '../support/storefront-session';

let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});

afterAll(async () => {
  await session?.close();
});

/** The print as the browser lays it out in the drawing, in CSS pixels. */
async function drawnPrint(page: Page) {
  const print = page.getByRole('dialog').locator('[data-wall-print]');
  return print.evaluate((element) => {
    const { width, height } = element.getBoundingClientRect();
    return { width, height };
  });
}

/** Opens a demo print's page, then "View on a wall"; says which preview files it fetched when. */
async function openPreview(viewport?: { width: number; height: number }) {
  const product = await session.api.product.get('WA-LR-001');
  expect(product.sizes.map((s) => s.size)).toEqual(
    expect.arrayContaining(['12x18 in', '24x36 in']),
  );
  const opened = await session.open(`/overview/${product.productId}`, { viewport });
  const { page } = opened;
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/wall-preview/.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  await page.getByRole('button', { name: 'View on a wall' }).waitFor();
  await page.waitForLoadState('networkidle');
  // On a loaded machine the app may take longer than a page's usual wait to take the page over;
  // a tap before that is lost, so the journey waits for it and says so if it never comes.
  await shopRunning(page, 60_000);
  const beforeOpening = [...fetched];
  await page.getByRole('button', { name: 'View on a wall' }).click();
  await page
    .getByRole('dialog', { name: `${product.name} on a wall` })
    .waitFor({ timeout: 60_000 });
  return { ...opened, beforeOpening, fetched };
}

describe('View on a wall', () => {
  it('draws a 24x36 in print twice as large as a 12x18 in one, fetched only when opened', async () => {
    const { page, errors, beforeOpening, fetched } = await openPreview();
    expect(beforeOpening).toEqual([]);
    expect(fetched).toEqual([expect.stringMatching(/^\/assets\/wall-preview-dialog-.*\.js$/)]);

    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('radio', { name: '12x18 in' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await dialog.getByText('12 × 18 in on a wall above an 84 in sofa').waitFor();
    const small = await drawnPrint(page);
    await dialog.getByRole('radio', { name: '24x36 in' }).click();
    await dialog.getByText('24 × 36 in on a wall above an 84 in sofa').waitFor();
    const large = await drawnPrint(page);
    expect(small.width).toBeGreaterThan(20);
    // Twice as wide and as tall, to within a pixel's rounding.
    expect(Math.abs(large.width - 2 * small.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(large.height - 2 * small.height)).toBeLessThanOrEqual(1);
    expect(large.height / large.width).toBeCloseTo(1.5, 2);

    // Another scene keeps the scale (same wall width) and names its furniture.
    // The scene switch's radios are hidden behind their labels, which take the click.
    await dialog.getByText('Dining room', { exact: true }).click();
    expect(
      await dialog
        .getByRole('radio', { name: 'Dining room' })
        .evaluate((r) => (r as HTMLInputElement).checked),
    ).toBe(true);
    await dialog.getByText('24 × 36 in on a wall above a 72 in dining table').waitFor();
    expect(Math.abs((await drawnPrint(page)).width - large.width)).toBeLessThanOrEqual(1);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('on a phone fills the screen, the print drawn to the same proportions', async () => {
    const { page, errors } = await openPreview(PHONE);
    const dialog = page.getByRole('dialog');
    const box = await dialog.evaluate((element) => element.getBoundingClientRect().width);
    expect(box).toBe(PHONE.width);
    const small = await drawnPrint(page);
    await dialog.getByRole('radio', { name: '24x36 in' }).click();
    await dialog.getByText('24 × 36 in on a wall above an 84 in sofa').waitFor();
    const large = await drawnPrint(page);
    expect(Math.abs(large.width - 2 * small.width)).toBeLessThanOrEqual(1);
    // The drawing and the size switch fit on the phone's screen.
    const switchBox = await dialog.getByRole('radio', { name: '24x36 in' }).boundingBox();
    expect((switchBox?.y ?? Infinity) + (switchBox?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    expect(errors).toEqual([]);
  });
});
