import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../support/shop-server';
import {
  PHONE,
  addFromDetail,
  startStorefront,
  toast,
  type StorefrontSession,
} from '../support/storefront-session';

const LAPTOP = { width: 1366, height: 768 } as const;

let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});

afterAll(async () => {
  await session?.close();
});

/** Whether the element's middle is on screen and is the element itself (not clipped or covered). */
async function shownWhole(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) return { box, onTop: false };
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const onTop = await locator.evaluate(
    (element, at) => {
      const hit = document.elementFromPoint(at.x, at.y);
      return hit !== null && (element === hit || element.contains(hit));
    },
    { x, y },
  );
  return { box, onTop };
}

/** The focused element's outline, as the browser draws it. */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return null;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName,
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
    };
  });

/** What a Tab press should land on: a control with this text, or a field with this name. */
type Target = { text: string } | { field: string };

/** Presses Tab until the focus is on the target. */
async function tabTo(page: Page, target: Target, most = 80) {
  for (let i = 0; i < most; i += 1) {
    await page.keyboard.press('Tab');
    const there = await page.evaluate((want) => {
      const element = document.activeElement;
      if (!element) return false;
      return 'text' in want
        ? element.textContent?.trim() === want.text
        : element.getAttribute('name') === want.field;
    }, target);
    if (there) return;
  }
  throw new Error(`the focus never reached ${JSON.stringify(target)}`);
}

describe('the admin orders table at 1366 × 768', () => {
  it('shows every row’s status picker and View button inside the screen', async () => {
    const token = await session.tokenOf(DEMO.admin.email, DEMO.admin.password);
    const { page } = await session.open('/admin/orders', { token, viewport: LAPTOP });
    const row = page.getByRole('row').nth(1);
    await row.waitFor();
    const status = row.getByRole('combobox');
    const view = row.getByRole('button', { name: /view/i });
    for (const control of [status, view]) {
      const { box, onTop } = await shownWhole(page, control);
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(LAPTOP.width);
      expect(onTop).toBe(true);
    }
    // The picker shows its whole value, not a cut "Pe".
    expect((await status.boundingBox())!.width).toBeGreaterThanOrEqual(100);
    const scrolls = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(scrolls).toBe(false);
  });
});

describe.each([
  ['a phone', PHONE],
  ['a laptop', LAPTOP],
])('checkout on %s', (_name, viewport) => {
  it('brings each step’s heading below the header, focused, after Continue', async () => {
    const token = await session.tokenOf();
    const product = await session.api.product.get('WA-RE-001');
    const { page } = await session.open('/', { token, viewport });
    await addFromDetail(session, page, product, '24x36 in', 1);
    await page.goto(`${session.shop.url}/cart`);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    for (const [field, value] of [
      ['Name', 'Nimali Perera'],
      ['Address', '12 Temple Road\nKandy'],
      ['Phone', '0771234567'],
    ] as const)
      await page.getByRole('textbox', { name: field, exact: true }).fill(value);

    const header = page.locator('header').first();
    for (const button of ['Continue to shipping', 'Continue to payment', 'Continue to review']) {
      await page.getByRole('button', { name: button }).click();
      const focused = page.locator('h2:focus');
      await focused.waitFor();
      // The page scrolls smoothly: measured once it has come to rest.
      let last = Number.NaN;
      await expect
        .poll(async () => {
          const y = (await focused.boundingBox())?.y ?? Number.NaN;
          const still = y === last;
          last = y;
          return still;
        })
        .toBe(true);
      const headerBox = await header.boundingBox();
      const headingBox = await focused.boundingBox();
      expect(headingBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
      expect(headingBox!.y + headingBox!.height).toBeLessThanOrEqual(viewport.height);
    }
  });
});

describe('focus and the keyboard', () => {
  it('draws a focus outline of at least 2 px on fields and buttons', async () => {
    const { page } = await session.open('/products', { viewport: LAPTOP });
    await page.getByRole('searchbox', { name: 'Search prints' }).waitFor();
    const seen = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const outline = await focusOutline(page);
      if (!outline || !['INPUT', 'BUTTON', 'SELECT'].includes(outline.tag)) continue;
      seen.add(outline.tag);
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    }
    expect([...seen].sort()).toEqual(['BUTTON', 'INPUT', 'SELECT']);
  });

  it('places an order from the cart with the keyboard alone', async () => {
    const token = await session.tokenOf();
    const product = await session.api.product.get('WA-RE-001');
    const { page } = await session.open('/', { token, viewport: LAPTOP });
    await addFromDetail(session, page, product, '24x36 in', 1);
    await page.goto(`${session.shop.url}/cart`);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();

    await tabTo(page, { text: 'Proceed to Checkout' });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout$/);
    for (const [field, value] of [
      ['name', 'Nimali Perera'],
      ['address', '12 Temple Road'],
      ['phoneNumber', '0771234567'],
    ] as const) {
      await tabTo(page, { field });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(value);
    }
    for (const text of ['Continue to shipping', 'Continue to payment', 'Continue to review']) {
      await tabTo(page, { text });
      await page.keyboard.press('Enter');
    }
    const place = page.getByRole('button', { name: 'Place Order' });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await tabTo(page, { text: 'Place Order' });
    await page.keyboard.press('Enter');
    await toast(page, 'Order placed successfully').waitFor();
  });
});
