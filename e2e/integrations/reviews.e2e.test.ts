import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../support/shop-server';
import { startStorefront, toast, type StorefrontSession } from '../support/storefront-session';

let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});

afterAll(async () => {
  await session?.close();
});

const review = {
  name: 'Sachini Wijesekara',
  title: 'The lotus print glows at dusk',
  comment: 'Hung it in the prayer room; the gold tones catch the evening lamp beautifully.',
};

/** The review titles a shopper sees at /reviews, top to bottom, once the list has loaded. */
async function shownTitles(page: Page): Promise<string[]> {
  await page.getByRole('heading', { level: 1, name: 'Customer Reviews' }).waitFor();
  await page.getByRole('article').first().waitFor();
  return page.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();
}

describe('reviews are shared by every shopper and moderated by staff', () => {
  it('a review left signed out is on top at once for its writer, marked, and unseen elsewhere', async () => {
    const writer = await session.open('/reviews');
    const before = await shownTitles(writer.page);
    expect(before).not.toContain(review.title);

    await writer.page.getByRole('textbox', { name: 'Name' }).fill(review.name);
    await writer.page.getByRole('textbox', { name: 'Title' }).fill(review.title);
    await writer.page.getByRole('textbox', { name: 'Comment' }).fill(review.comment);
    await writer.page
      .getByLabel('5 stars', { exact: true })
      .locator('xpath=following-sibling::label[1]')
      .click();
    await writer.page.getByRole('button', { name: 'Submit Review' }).click();
    await expect.poll(() => shownTitles(writer.page)).toEqual([review.title, ...before]);
    const mine = writer.page.getByRole('article').first();
    expect(await mine.textContent()).toContain('Awaiting approval');

    // Another, fresh browser does not see it until staff approve it.
    const reader = await session.open('/reviews');
    expect(await shownTitles(reader.page)).toEqual(before);
    expect((await session.api.review.list()).items.map((r) => r.title)).not.toContain(review.title);
    expect(writer.errors).toEqual([]);
    expect(reader.errors).toEqual([]);
  });

  it('staff approve it at /admin/reviews and every shopper sees it on top; hiding takes it away', async () => {
    const adminToken = await session.tokenOf(DEMO.admin.email, DEMO.admin.password);
    const admin = await session.open('/admin/reviews', { token: adminToken });
    const table = admin.page.getByRole('table', { name: 'Reviews' });
    const row = table.getByRole('row').filter({ hasText: review.title });
    await row.waitFor();
    expect(await row.textContent()).toContain('Awaiting approval');

    await row.getByRole('button', { name: `Approve review “${review.title}”` }).click();
    await toast(admin.page, 'Review approved').waitFor();
    await expect.poll(() => row.textContent()).toContain('Shown');

    const reader = await session.open('/reviews');
    expect((await shownTitles(reader.page))[0]).toBe(review.title);
    const card = reader.page.getByRole('article').first();
    expect(await card.innerText()).toContain(review.name);
    expect(await card.innerText()).toContain(review.comment);
    expect(await card.innerText()).not.toContain('Awaiting approval');
    expect(await card.getByRole('img', { name: '5 out of 5 stars' }).count()).toBe(1);
    // Reviews live on the server, not in the reader's browser storage.
    expect(await reader.page.evaluate(() => localStorage.getItem('reviews'))).toBeNull();

    await row.getByRole('button', { name: `Hide review “${review.title}”` }).click();
    await toast(admin.page, 'Review hidden').waitFor();
    await expect.poll(() => row.textContent()).toContain('Hidden');
    await reader.page.reload();
    const titles = await shownTitles(reader.page);
    expect(titles).not.toContain(review.title);
    expect(titles.length).toBeGreaterThan(0);

    await row.getByRole('button', { name: `Show review “${review.title}”` }).click();
    await toast(admin.page, 'Review shown').waitFor();
    await reader.page.reload();
    expect((await shownTitles(reader.page))[0]).toBe(review.title);
    expect(admin.errors).toEqual([]);
  });
});
