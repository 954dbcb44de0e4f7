import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_KINDS, type MailKind } from '@wallart/domain';
import { createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://shop.example.lk' });
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => app.close());

describe('GET /api/admin/mail-previews', () => {
  it('lists every kind of mail the shop sends, with its label and who receives it', async () => {
    const kinds = await clientFor(app, admin).mailPreview.list();
    expect(kinds.map((k) => k.kind)).toEqual([...MAIL_KINDS]);
    expect(kinds.find((k) => k.kind === 'order-shipped')).toEqual({
      kind: 'order-shipped',
      label: 'Order shipped, with tracking',
      audience: 'shopper',
    });
    expect(kinds.find((k) => k.kind === 'new-order-notice')?.audience).toBe('shop');
  });

  it.each(MAIL_KINDS)('renders %s with a subject, an HTML part and a text part', async (kind) => {
    const preview = await clientFor(app, admin).mailPreview.get(kind);
    expect(Object.keys(preview).sort()).toEqual(['html', 'subject', 'text']);
    expect(preview.subject.length).toBeGreaterThan(0);
    expect(preview.html).toMatch(/^<!doctype html>/);
    expect(preview.text.length).toBeGreaterThan(0);
  });

  it('renders the shopper’s order mails for the sample order, lines with sizes and a next step', async () => {
    const shopperKinds: MailKind[] = [
      'order-processing',
      'order-shipped',
      'order-delivered',
      'order-cancelled',
      'order-expired',
      'payment-verified',
      'payment-rejected',
    ];
    for (const kind of shopperKinds) {
      const { text, html } = await clientFor(app, admin).mailPreview.get(kind);
      expect(text, kind).toContain('Misty Ella Ridge at Dawn (18x24 in) × 1');
      expect(text, kind).toContain('What happens next:');
      expect(html, kind).toContain('https://shop.example.lk/orders?order=WA-SAMPLE42');
    }
    const shipped = await clientFor(app, admin).mailPreview.get('order-shipped');
    expect(shipped.text).toContain('Carrier: DHL');
    expect(shipped.html).toContain('tracking-id=1234567890');
  });

  it('renders each step of a return for the sample order, as the shopper is mailed it', async () => {
    const staff = clientFor(app, admin);
    const requested = await staff.mailPreview.get('return-requested');
    expect(requested.subject).toBe('We have your return request for order WA-SAMPLE42');
    expect(requested.text).toContain('1 × WA-RL-004 (12x18 in)');
    expect((await staff.mailPreview.get('return-approved')).text).toContain(
      'Please post the print, in its packing, to our studio',
    );
    expect((await staff.mailPreview.get('return-rejected')).subject).toBe(
      'We could not accept the return for order WA-SAMPLE42',
    );
    expect((await staff.mailPreview.get('return-received')).subject).toBe(
      'We have received your return for order WA-SAMPLE42',
    );
    const refunded = await staff.mailPreview.get('return-refunded');
    expect(refunded.text).toContain('Reference: CASH-0042');
    expect(refunded.html).toContain('https://shop.example.lk/orders?order=WA-SAMPLE42');
  });

  it('renders the review request: a link to each print’s review form and the stop link', async () => {
    const { subject, text, html } = await clientFor(app, admin).mailPreview.get('review-request');
    expect(subject).toBe('How do you like your prints? Order WA-SAMPLE42');
    expect(text).toContain('https://shop.example.lk/overview/WA-LR-001#reviews');
    expect(html).toContain('href="https://shop.example.lk/overview/WA-LR-001#reviews"');
    expect(text).toContain('https://shop.example.lk/back-in-stock/stop/');
  });

  it('uses the shop’s saved settings, e.g. its bank details in the confirmation', async () => {
    const staff = clientFor(app, admin);
    const settings = await staff.system.settings();
    await staff.system.updateSettings({
      ...settings,
      shop: { ...settings.shop, address: '21 Hill Street, Kandy', phone: '+94 81 222 3344' },
      bank: { ...settings.bank, bankName: 'Preview Savings Bank' },
    });
    const confirmation = await staff.mailPreview.get('order-confirmation');
    expect(confirmation.text).toContain('Bank: Preview Savings Bank');
    // The signature's contact lines are the settings', in every mail.
    for (const kind of ['order-confirmation', 'review-request', 'password-reset'] as const) {
      const { text, html } = await staff.mailPreview.get(kind);
      expect(text, kind).toContain(
        `--\n${settings.shop.name}\n21 Hill Street, Kandy\n+94 81 222 3344`,
      );
      expect(html, kind).toContain('21 Hill Street, Kandy · +94 81 222 3344');
    }
  });

  it('answers 404 for an unknown kind, 403 to a shopper and 401 without a token', async () => {
    const unknown = await app.call('GET', '/api/admin/mail-previews/order-lost', {
      token: admin.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found' });
    const shopper = await createUser(app);
    for (const call of [
      () => clientFor(app, shopper).mailPreview.list(),
      () => clientFor(app, shopper).mailPreview.get('order-shipped'),
    ]) {
      expect((await apiError(call())).status).toBe(403);
    }
    expect((await apiError(clientFor(app).mailPreview.list())).status).toBe(401);
  });
});
