import crypto from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteViewSchema, type InboxItem } from '@wallart/domain';
import { rateLimitsWith } from '../../config/rate-limits';
import { OrderModel, UserModel } from '../../db/models';
import { createProduct } from '../../test/factories';
import { apiError, clientFor, startTestApp } from '../../test/test-app';
import {
  admin,
  app,
  customArtRequest,
  DELIVERY,
  placeQuoted,
  QUOTE,
  requester,
  sendQuote,
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

describe('GET /api/quote/:token and POST /api/quote/:token/accept', () => {
  let request: InboxItem;
  let token: string;
  let productId: string;

  beforeAll(async () => {
    request = await customArtRequest(requester.user.email, 'A portrait of our dog Bruno.');
    ({ token } = await sendQuote(request));
  });

  it('shows the quote to whoever holds the link; any other token, or none, is a 404', async () => {
    const view = await clientFor(app).quote.get(token);
    expect(quoteViewSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      ...QUOTE,
      name: 'Nimali Perera',
      email: requester.user.email,
      status: 'quoted',
      ordered: false,
      product: null,
    });
    const wrong = crypto.randomBytes(32).toString('base64url');
    for (const other of [wrong, token.slice(0, 42), `${token}x`, token.toUpperCase(), 'abc']) {
      const error = await apiError(clientFor(app).quote.get(other));
      expect([error.status, error.code]).toEqual([404, 'not_found']);
    }
  });

  it('is single-purpose: the token opens nothing else', async () => {
    // Not a session, not a product, not an order, not another route of the quote.
    expect((await app.call('GET', '/api/user/current', { token })).status).toBe(401);
    expect([400, 404]).toContain((await app.call('GET', `/api/product/${token}`)).status);
    expect([400, 404]).toContain(
      (await app.call('GET', `/api/order/${token}`, { token: requester.token })).status,
    );
    expect((await app.call('GET', `/api/quote/${token}/accept`)).status).toBe(404);
    expect((await app.call('DELETE', `/api/quote/${token}`, { token: admin.token })).status).toBe(
      404,
    );
    expect(
      (
        await app.call('PATCH', `/api/inbox/${token}`, {
          token: admin.token,
          body: { status: 'handled' },
        })
      ).status,
    ).toBe(404);
  });

  it('takes only an account signed in with the request e-mail, and a proven one', async () => {
    expect((await apiError(clientFor(app).quote.accept(token))).status).toBe(401);
    const other = await apiError(clientFor(app, stranger).quote.accept(token));
    expect([other.status, other.code]).toEqual([403, 'forbidden']);
    const wrongToken = crypto.randomBytes(32).toString('base64url');
    expect((await apiError(clientFor(app, requester).quote.accept(wrongToken))).status).toBe(404);

    await UserModel.update(
      { isEmailVerified: false },
      { where: { id: Number(requester.user._id) } },
    );
    const unproven = await apiError(clientFor(app, requester).quote.accept(token));
    await UserModel.update(
      { isEmailVerified: true },
      { where: { id: Number(requester.user._id) } },
    );
    expect([unproven.status, unproven.code]).toEqual([403, 'forbidden']);
    expect(unproven.message).toMatch(/Confirm your e-mail/);
    expect(await statusOf(request._id)).toBe('quoted');

    const accepted = await clientFor(app, requester).quote.accept(token);
    expect(accepted).toMatchObject({
      status: 'accepted',
      ordered: false,
      product: { name: 'Custom artwork', size: QUOTE.size, price: QUOTE.price },
    });
    productId = accepted.product?.productId ?? '';
    expect(productId).toMatch(/^CUSTOM-[A-Z2-9]{12}$/);
    expect(await clientFor(app, requester).quote.accept(token)).toEqual(accepted);
    expect(await statusOf(request._id)).toBe('accepted');
    // Once accepted the quote stands.
    const requote = await apiError(clientFor(app, admin).inbox.sendQuote(request._id, QUOTE));
    expect([requote.status, requote.code]).toEqual([409, 'conflict']);
  });

  it('never shows the one-off product in the catalogue, to its owner or anyone', async () => {
    await createProduct(app, { name: 'Tea Estate Sunrise', description: 'Watercolour tea estate' });
    const words = [productId, QUOTE.description.slice(0, 20), 'Custom artwork'];
    const shows = (answer: unknown) => words.some((w) => JSON.stringify(answer).includes(w));
    for (const who of [clientFor(app), clientFor(app, requester), clientFor(app, admin)]) {
      expect(shows(await who.product.list())).toBe(false);
      expect(shows(await who.product.list({ search: 'tea estate' }))).toBe(false);
      expect(shows(await who.product.search('custom'))).toBe(false);
      expect(shows(await who.product.search('estate'))).toBe(false);
      expect(shows(await who.product.byCategory('Living Room'))).toBe(false);
      expect(shows(await who.product.newArrivals())).toBe(false);
      expect(shows(await who.product.trending())).toBe(false);
      expect(shows(await who.product.recommended())).toBe(false);
      expect((await apiError(who.product.get(productId))).status).toBe(404);
    }
    const sitemap = await fetch(`${app.baseUrl}/sitemap-en.xml`).then((r) => r.text());
    expect(sitemap).toContain('/overview/');
    expect(sitemap).not.toContain(productId);
    expect(shows(await clientFor(app, admin).product.exportCsv())).toBe(false);
    const stats = await clientFor(app, admin).system.stats();
    expect(stats.totalProducts).toBe((await clientFor(app).product.list()).total);
  });

  it('is ordered only by its account, once, at the quoted price whatever the client sends', async () => {
    // Anyone else: the product does not exist for them; nothing is written.
    const before = await OrderModel.count();
    const foreign = await apiError(placeQuoted(stranger, productId));
    expect([foreign.status, foreign.code]).toEqual([404, 'not_found']);
    const anonymousQuote = await apiError(
      clientFor(app).shipping.quote({ country: 'LK', billItems: [{ productId, quantity: 1 }] }),
    );
    expect(anonymousQuote.status).toBe(404);
    // One of a kind: quantity 1, its own size.
    const two = await apiError(
      clientFor(app, requester).order.place({
        ...DELIVERY,
        billItems: [{ productId, quantity: 2 }],
      }),
    );
    expect([two.status, two.code]).toEqual([400, 'invalid']);
    const size = await apiError(placeQuoted(requester, productId, { size: 'A3' }));
    expect([size.status, size.code]).toEqual([400, 'invalid']);
    expect(await OrderModel.count()).toBe(before);

    // The owner's checkout: shipping priced on the quote, the order at the quoted price.
    const shipping = await clientFor(app, requester).shipping.quote({
      country: 'LK',
      billItems: [{ productId, quantity: 1 }],
    });
    expect(shipping.subtotal).toBe(QUOTE.price);
    const res = await app.call('POST', '/api/order', {
      token: requester.token,
      body: {
        ...DELIVERY,
        paymentMethod: 'bank-transfer',
        total: 1,
        subtotal: 1,
        billItems: [{ productId, quantity: 1, price: 1, labeledPrice: 1, name: 'Cheap' }],
      },
    });
    expect(res.status).toBe(201);
    const order = res.body.order;
    expect(order.subtotal).toBe(QUOTE.price);
    expect(order.total).toBe(QUOTE.price + order.shippingFee);
    expect(order.billItems).toEqual([
      expect.objectContaining({
        productId,
        productName: 'Custom artwork',
        size: QUOTE.size,
        quantity: 1,
        price: QUOTE.price,
      }),
    ]);
    const view = await clientFor(app).quote.get(token);
    expect(view).toMatchObject({ status: 'accepted', ordered: true });

    // Once: a second order is refused, nothing written.
    const again = await apiError(placeQuoted(requester, productId));
    expect([again.status, again.code]).toEqual([409, 'conflict']);
    expect(await OrderModel.count()).toBe(before + 1);

    // Paid when its order is: the slip verified by staff.
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    await clientFor(app, requester).payment.uploadSlip(
      order.orderID,
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
      'slip.png',
    );
    expect(await statusOf(request._id)).toBe('accepted');
    await clientFor(app, admin).payment.review(order.orderID, { action: 'verify' });
    expect(await statusOf(request._id)).toBe('paid');
    const item = (await clientFor(app, admin).inbox.list()).find((i) => i._id === request._id);
    expect(item?.quote?.orderID).toBe(order.orderID);
    expect((await clientFor(app).quote.get(token)).status).toBe('paid');
  });
});

describe('quote link rate limit', () => {
  it('counts every look-up per IP, found or not, then answers 429', async () => {
    const limited = await startTestApp({ rateLimits: rateLimitsWith({ quoteLookupsPerIp: 3 }) });
    try {
      const wrong = () => crypto.randomBytes(32).toString('base64url');
      for (let i = 0; i < 3; i += 1) {
        expect((await limited.call('GET', `/api/quote/${wrong()}`)).status).toBe(404);
      }
      const res = await limited.call('GET', `/api/quote/${wrong()}`);
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'rate_limited' });
    } finally {
      await limited.close();
    }
  });
});
