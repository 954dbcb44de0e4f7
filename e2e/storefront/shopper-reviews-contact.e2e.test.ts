import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, toast, type StorefrontSession } from '../support/storefront-session';

let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});

afterAll(async () => {
  await session?.close();
});

describe('reviews, contact and FAQ', () => {
  it('asks for every review field, then puts a new review on top of the list', async () => {
    const { page } = await session.open('/reviews');
    await page.getByRole('heading', { level: 1, name: 'Customer Reviews' }).waitFor();
    await page.getByRole('article').first().waitFor();

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect
      .poll(() => alerts, { timeout: 10_000 })
      .toEqual(['Please fill out all fields and select a rating.']);

    await page.getByRole('textbox', { name: 'Name' }).fill('Dilani Fernando');
    await page.getByRole('textbox', { name: 'Title' }).fill('Perfect above the sofa');
    await page
      .getByRole('textbox', { name: 'Comment' })
      .fill('The colours are even richer in person.');
    // The fourth star, as drawn: the label that follows its (visually hidden) radio.
    await page
      .getByLabel('4 stars', { exact: true })
      .locator('xpath=following-sibling::label[1]')
      .click();
    expect(await page.getByLabel('4 stars', { exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Submit Review' }).click();

    const top = page.getByRole('article').first();
    await expect.poll(() => top.innerText()).toContain('Perfect above the sofa');
    expect(await top.innerText()).toContain('Dilani Fernando');
    expect(await top.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('');
    expect(alerts).toHaveLength(1);
  });

  it('sends a contact message: "Sending..." while in flight, then "Message sent successfully"', async () => {
    const { page } = await session.open('/contact');
    // Holds the real request a moment so the in-flight label can be seen.
    await page.route('**/api/inbox/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Ruwan Silva');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('ruwan@example.com');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Framing');
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you frame the 24x36 prints?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    await toast(page, 'Message sent successfully').waitFor();
    expect(await page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('');
  });

  it('opens one FAQ answer at a time, and closes the open one on a second click', async () => {
    const { page } = await session.open('/faq');
    const question = (name: string) => page.getByRole('button', { name });
    const shipping = question('How long does shipping take?');
    const tracking = question('How can I track my order?');
    await shipping.waitFor();
    expect(await page.locator('button[aria-expanded="true"]').count()).toBe(0);

    await shipping.click();
    await page.getByText('Orders are processed in 1–2 business days.', { exact: false }).waitFor();
    await tracking.click();
    await page.getByText('we email you a tracking number', { exact: false }).waitFor();
    await expect.poll(() => shipping.getAttribute('aria-expanded')).toBe('false');
    expect(await tracking.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('button[aria-expanded="true"]').count()).toBe(1);

    await tracking.click();
    await expect.poll(() => tracking.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('button[aria-expanded="true"]').count()).toBe(0);
  });
});
