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

const customArt = {
  name: 'Anoma Jayasinghe',
  email: 'anoma@example.com',
  style: 'Watercolour',
  message: 'A watercolour of our tea estate bungalow, about 24x36, in soft greens.',
};
const contact = {
  name: 'Tharindu Bandara',
  email: 'tharindu@example.com',
  subject: 'Delivery to Jaffna',
  message: 'How long does delivery to Jaffna take for two framed prints?',
};

const messages = (page: Page) => page.getByRole('table', { name: 'Messages' });
const rowFrom = (page: Page, name: string) =>
  messages(page).getByRole('row').filter({ hasText: name });

describe('shop forms reach the admin Inbox', () => {
  it('a shopper sends a Custom Art request from the home page and a Contact message', async () => {
    const token = await session.tokenOf();
    const { page, errors } = await session.open('/', { token });
    const form = page.getByRole('form', { name: 'Custom art request' });
    await form.getByRole('textbox', { name: 'Name' }).fill(customArt.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(customArt.email);
    await form.getByRole('textbox', { name: 'Style' }).fill(customArt.style);
    await form.getByRole('textbox', { name: 'Message' }).fill(customArt.message);
    await form.getByRole('button', { name: 'Send Request' }).click();
    await toast(page, 'Your Custom Art Request has been sent successfully').waitFor();
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.getByRole('textbox', { name: 'Full Name' }).fill(contact.name);
    await page.getByRole('textbox', { name: 'Email Address' }).fill(contact.email);
    await page.getByRole('textbox', { name: 'Subject' }).fill(contact.subject);
    await page.getByRole('textbox', { name: 'Message' }).fill(contact.message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message sent successfully').waitFor();
    expect(errors).toEqual([]);
  });

  it('staff, in another browser context, see both with their texts and mark one handled', async () => {
    const adminToken = await session.tokenOf(DEMO.admin.email, DEMO.admin.password);
    const { page, errors } = await session.open('/admin/inbox', { token: adminToken });
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();

    const artRow = rowFrom(page, customArt.name);
    const contactRow = rowFrom(page, contact.name);
    await artRow.waitFor();
    // Read as written: the badges are upper-cased by style only.
    expect(await artRow.textContent()).toContain('Custom art');
    expect(await artRow.textContent()).toContain(customArt.email);
    expect(await artRow.textContent()).toContain(customArt.style);
    expect(await artRow.textContent()).toContain('New');
    expect(await contactRow.textContent()).toContain('Contact');
    expect(await contactRow.textContent()).toContain(contact.subject);

    await contactRow.getByRole('button', { name: `Read message from ${contact.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Contact: ${contact.subject}` });
    await dialog.getByText(contact.message).waitFor();
    expect(await dialog.innerText()).toContain(contact.email);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await artRow.getByRole('button', { name: `Read message from ${customArt.name}` }).click();
    const artDialog = page.getByRole('dialog', { name: `Custom art: ${customArt.style}` });
    await artDialog.getByText(customArt.message).waitFor();
    await artDialog.getByRole('button', { name: 'Mark handled' }).click();
    await toast(page, 'Marked as handled').waitFor();
    await artRow.waitFor({ state: 'detached' });
    expect(await contactRow.isVisible()).toBe(true);

    await page
      .getByRole('radiogroup', { name: 'Show messages' })
      .getByText('Handled', { exact: true })
      .click();
    await rowFrom(page, customArt.name).waitFor();
    expect(await rowFrom(page, contact.name).count()).toBe(0);
    expect(await rowFrom(page, customArt.name).textContent()).toContain('Handled');

    const stored = await session.apiAs(adminToken).inbox.list();
    const art = stored.find((item) => item.name === customArt.name);
    expect(art).toMatchObject({
      kind: 'custom-art',
      status: 'handled',
      message: customArt.message,
    });
    expect(stored.find((item) => item.name === contact.name)).toMatchObject({
      kind: 'contact',
      status: 'new',
      subject: contact.subject,
    });
    expect(errors).toEqual([]);
  });
});
