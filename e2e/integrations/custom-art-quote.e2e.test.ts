import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../support/shop-server';
import {
  outboxMails,
  startStorefront,
  toast,
  type StorefrontSession,
} from '../support/storefront-session';

/**
 * Custom art that can be bought (PRODUCT §9): a requester's custom-art request is quoted by
 * staff from the Inbox, the requester opens the link from the mail, signs in with the
 * request's address, accepts, pays by bank transfer (slip verified by staff), and staff see the
 * request paid.
 */
let session: StorefrontSession;

beforeAll(async () => {
  session = await startStorefront();
});

afterAll(async () => {
  await session?.close();
});

/** A 1×1 PNG: a phone's photo of a bank slip, in small. */
const SLIP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const REQUEST = {
  name: 'Shanika Perera',
  email: DEMO.shopper.email,
  style: 'Watercolour',
  message: 'Our family home in Galle, in watercolour, to hang above the sofa.',
};
const QUOTE = {
  price: '42500',
  size: '24x36 in',
  days: '18',
  description: 'Your Galle home in watercolour on cotton paper, framed in teak.',
};

describe('custom art that can be bought', () => {
  it('is quoted from the Inbox, accepted from the mailed link, paid, and seen paid by staff', async () => {
    await session.api.inbox.sendCustomArt(REQUEST);

    // Staff send the quote from the request in the Inbox.
    const adminToken = await session.tokenOf(DEMO.admin.email, DEMO.admin.password);
    const { page: staff, errors: staffErrors } = await session.open('/admin/inbox', {
      token: adminToken,
    });
    const row = staff
      .getByRole('table', { name: 'Messages' })
      .getByRole('row')
      .filter({ hasText: REQUEST.name });
    await row.waitFor();
    expect(await row.textContent()).toContain('New');
    await row.getByRole('button', { name: `Read message from ${REQUEST.name}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Custom art: ${REQUEST.style}` });
    const form = dialog.getByRole('form', { name: 'Send quote' });
    await form.getByRole('textbox', { name: 'Price (LKR)' }).fill(QUOTE.price);
    await form.getByRole('textbox', { name: 'Size' }).fill(QUOTE.size);
    await form.getByRole('textbox', { name: 'Delivery days' }).fill(QUOTE.days);
    await form.getByRole('textbox', { name: 'Description' }).fill(QUOTE.description);
    await form.getByRole('button', { name: 'Send quote' }).click();
    await toast(staff, `Quote sent to ${REQUEST.email}`).waitFor();
    await expect.poll(async () => row.textContent()).toContain('Quoted');

    // The requester's mail carries the private link on the shop's PUBLIC_URL.
    const quoteMail = () =>
      outboxMails(session.shop.dataDir).find(
        (m) => m.to.includes(REQUEST.email) && /custom art quote/.test(m.subject),
      );
    await expect.poll(quoteMail).toBeDefined();
    const mail = quoteMail();
    const link = /http:\/\/localhost(\/quote\/[A-Za-z0-9_-]{43})\b/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();

    // Signed out, the page shows the quote and asks to sign in with the request's address.
    const { page, errors } = await session.open(link ?? '/');
    await page.getByRole('heading', { name: 'LKR 42,500.00' }).waitFor();
    expect(await page.getByText('18 days after payment').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await page.waitForURL(/\/login\?next=/);
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(REQUEST.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.shopper.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === link);

    // Accept: the artwork goes to the cart and the normal checkout opens.
    await page.getByRole('button', { name: 'Accept and pay' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByText('Custom artwork').first().waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Shanika Perera');
    await page.getByRole('textbox', { name: 'Address' }).fill('4 Lighthouse Street\nGalle');
    await page.getByRole('textbox', { name: 'Phone' }).fill('0771234567');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('radiogroup', { name: 'Delivery' }).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', { name: /^Bank transfer/ }).click();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    const place = page.getByRole('button', { name: 'Place Order' });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();
    await toast(page, 'Order placed successfully').waitFor();
    await page.waitForURL(/\/orders\?order=/);

    const shopperToken = await session.tokenOf();
    const { items } = await session.apiAs(shopperToken).order.list({ limit: 100 });
    const order = items.find((o) => o.billItems.some((b) => b.productName === 'Custom artwork'));
    if (!order) throw new Error('the quoted order is missing');
    expect(order.subtotal).toBe(42500);
    expect(order.billItems).toEqual([
      expect.objectContaining({ size: QUOTE.size, quantity: 1, price: 42500 }),
    ]);

    // The slip, then staff verify it.
    const card = page.getByRole('article', { name: `Order ${order.orderID}` });
    await card.locator('input[type="file"]').setInputFiles({
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: SLIP_PNG,
    });
    await toast(page, 'Payment slip uploaded').waitFor();
    await session.apiAs(adminToken).payment.review(order.orderID, { action: 'verify' });

    // Staff see the request paid in the Inbox; the link says so too.
    await staff.reload();
    await row.waitFor();
    await expect.poll(async () => row.textContent()).toContain('Paid');
    await page.goto(`${session.shop.url}${link ?? ''}`);
    await page.getByText('Paid: thank you!').waitFor();
    expect(errors).toEqual([]);
    expect(staffErrors).toEqual([]);
  });
});
