import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND } from '@wallart/domain';
import { startAdminSession, type AdminSession } from '../support/admin-session';

let session: AdminSession;

beforeAll(async () => {
  session = await startAdminSession();
});

afterAll(async () => {
  await session?.close();
});

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** The colour at (x, y) of the whole page as captured, the way staff print or share it. */
async function coloursAt(page: Page, points: [number, number][]) {
  const shot = await page.screenshot({ fullPage: true });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  return {
    height: info.height,
    colours: points.map(([x, y]) => {
      const at = ((y < 0 ? info.height + y : y) * info.width + x) * info.channels;
      return hex(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0);
    }),
  };
}

describe('the admin frame', () => {
  it('draws the sidebar’s column to the bottom of a page longer than the screen', async () => {
    const { page, context } = await session.open('/admin/settings');
    try {
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.getByRole('button', { name: 'Save settings' }).waitFor();
      // Near the top, and 20 px above the bottom of the whole page: sidebar, then the screen.
      const { height, colours } = await coloursAt(page, [
        [100, 450],
        [100, -20],
        [700, -20],
      ]);
      expect(height).toBeGreaterThan(900 * 1.5);
      expect(colours).toEqual([BRAND.surface, BRAND.surface, BRAND.paper]);
    } finally {
      await context.close();
    }
  });
});
