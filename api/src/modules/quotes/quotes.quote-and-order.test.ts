import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inboxItemSchema } from '@wallart/domain';
import { AuditEntryModel, CustomArtQuoteModel, OrderModel } from '../../db/models';
import { apiError, clientFor } from '../../test/test-app';
import {
  admin,
  app,
  customArtRequest,
  placeQuoted,
  QUOTE,
  requester,
  sendQuote,
  sink,
  statusOf,
  stranger,
  useQuoteShop,
} from './testing/quote-shop';

/**
 * Custom art that can be bought (PRODUCT §9, decision 0044): staff quote a request from the
 * Inbox, the requester opens the mailed link, accepts signed in with the request's address and
 * orders the one-off product once, at the quoted price; it never shows in the catalogue.
 */
useQuoteShop();

describe('POST /api/inbox/:id/quote (staff)', () => {
  it('quotes a custom-art request, mails a private link on PUBLIC_URL and records it', async () => {
    const request = await customArtRequest(requester.user.email, 'Our tea estate, please.');
    expect(request.quoteStatus).toBe('new');
    const { item, token } = await sendQuote(request);
    expect(inboxItemSchema.parse(item)).toEqual(item);
    expect(item).toMatchObject({
      quoteStatus: 'quoted',
      quote: { ...QUOTE, acceptedAt: null, orderID: null },
    });
    // 32 random bytes: 256 bits, base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = sink.mails.find((m) => m.text.includes(token));
    expect(mail?.subject).toBe('Your custom art quote from Wall Art Shop');
    expect(mail?.text).toContain('LKR 38,500.00');
    expect(mail?.text).toContain('24x36 in');
    expect(mail?.text).toContain('21 days');
    expect(mail?.html).toContain(`http://localhost:3000/quote/${token}`);

    // Only the token's hash is kept.
    const row = await CustomArtQuoteModel.findOne({ where: { inboxItemId: Number(item._id) } });
    expect(row?.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row?.get({ plain: true }))).not.toContain(token);

    const entry = await AuditEntryModel.findOne({
      where: { action: 'inbox.quote', entityId: item._id },
    });
    expect(entry?.actorEmail).toBe(admin.user.email);
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ quoteStatus: 'quoted' });
  });

  it('refuses bad quotes, contact messages, unknown requests and non-staff, changing nothing', async () => {
    const request = await customArtRequest('someone@example.com', 'A quick sketch of a cat.');
    const asAdmin = clientFor(app, admin);
    for (const bad of [
      { ...QUOTE, price: 0 },
      { ...QUOTE, price: 10.001 },
      { ...QUOTE, size: '' },
      { ...QUOTE, description: '  ' },
      { ...QUOTE, deliveryDays: 0 },
      { ...QUOTE, deliveryDays: 1.5 },
    ]) {
      const error = await apiError(asAdmin.inbox.sendQuote(request._id, bad));
      expect([error.status, error.code]).toEqual([400, 'invalid']);
    }
    await clientFor(app).inbox.sendContact({
      name: 'Ravi',
      email: 'ravi@example.com',
      subject: 'Hello',
      message: 'Only a question.',
    });
    const contact = (await asAdmin.inbox.list()).find((i) => i.kind === 'contact');
    expect(contact?.quoteStatus).toBeNull();
    const onContact = await apiError(asAdmin.inbox.sendQuote(contact?._id ?? '', QUOTE));
    expect([onContact.status, onContact.code]).toEqual([400, 'invalid']);
    expect((await apiError(asAdmin.inbox.sendQuote('99999', QUOTE))).status).toBe(404);
    expect(
      (await apiError(clientFor(app, stranger).inbox.sendQuote(request._id, QUOTE))).status,
    ).toBe(403);
    expect((await apiError(clientFor(app).inbox.sendQuote(request._id, QUOTE))).status).toBe(401);
    expect(await statusOf(request._id)).toBe('new');
    expect(await CustomArtQuoteModel.count({ where: { inboxItemId: Number(request._id) } })).toBe(
      0,
    );
  });

  it('replaces a quote not yet accepted: the old link stops working, the new one shows the new price', async () => {
    const request = await customArtRequest('twice@example.com', 'Two quotes for a mural.');
    const first = await sendQuote(request);
    const second = await sendQuote(request, { ...QUOTE, price: 41000 });
    expect(second.token).not.toBe(first.token);
    expect((await apiError(clientFor(app).quote.get(first.token))).status).toBe(404);
    expect(await clientFor(app).quote.get(second.token)).toMatchObject({ price: 41000 });
  });
});

describe('ordering a quote twice at once, and after a cancelled order', () => {
  it('gives the quote to one of two orders placed together, and again once that one is cancelled', async () => {
    const request = await customArtRequest(requester.user.email, 'Two orders of a lotus.');
    const { token } = await sendQuote(request);
    const productId =
      (await clientFor(app, requester).quote.accept(token)).product?.productId ?? '';
    const before = await OrderModel.count();
    const results = await Promise.allSettled([
      placeQuoted(requester, productId),
      placeQuoted(requester, productId),
      placeQuoted(requester, productId),
    ]);
    const placed = results.filter((r) => r.status === 'fulfilled');
    expect(placed).toHaveLength(1);
    expect(await OrderModel.count()).toBe(before + 1);

    const first = placed[0]?.status === 'fulfilled' ? placed[0].value.order : null;
    await clientFor(app, admin).order.setStatus(first?.orderID ?? '', 'Cancelled');
    expect((await clientFor(app).quote.get(token)).ordered).toBe(false);
    const { order } = await placeQuoted(requester, productId);
    expect(order.subtotal).toBe(QUOTE.price);
  });
});
