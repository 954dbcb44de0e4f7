import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type Order } from '@wallart/domain';
import type { RenderedMail } from './mail-layout';
import { orderConfirmationMail } from './mail-templates';
import { guestOrderLink, orderLinkMail } from './guest-order-mail';
import { sampleOrder, sampleReturn } from './mail-preview-sample';
import { en } from './order-texts/en';
import {
  orderCancelledByShopperMail,
  orderCancelledMail,
  orderDeliveredMail,
  orderExpiredMail,
  orderProcessingMail,
  orderShippedMail,
} from './order-status-mails';
import {
  paymentFailedMail,
  paymentRejectedMail,
  paymentReminderMail,
  paymentVerifiedMail,
} from './payment-mails';
import { returnMail } from './return-mails';

/** Every mail about an order comes in the order's language (PRODUCT §12). */

const ctx = { settings: DEFAULT_SHOP_SETTINGS, publicUrl: 'https://shop.example.lk' };
const tracking = {
  carrier: 'DHL',
  trackingNumber: '1234567890',
  shippedAt: '2026-12-01T00:00:00Z',
};
const refund = { amount: 6500, method: 'cod' as const, reference: 'CASH-0042', at: '2026-12-02' };

const MAILS: Record<string, (order: Order) => RenderedMail> = {
  confirmation: (o) =>
    orderConfirmationMail({ ...o, paymentMethod: 'bank-transfer' }, ctx.settings),
  'guest confirmation': (o) =>
    orderConfirmationMail(o, ctx.settings, guestOrderLink(o.lang ?? 'en', 'https://x/order/k')),
  'order link': (o) => orderLinkMail(o, 'https://shop.example.lk/order/key'),
  processing: (o) => orderProcessingMail(o, ctx),
  shipped: (o) => orderShippedMail({ ...o, status: 'Shipped', tracking }, ctx),
  delivered: (o) => orderDeliveredMail({ ...o, status: 'Delivered' }, ctx),
  cancelled: (o) => orderCancelledMail({ ...o, paymentStatus: 'paid' }, ctx),
  'cancelled by the shopper': (o) => orderCancelledByShopperMail(o, ctx),
  expired: (o) => orderExpiredMail({ ...o, paymentMethod: 'card' }, ctx),
  'payment verified': (o) => paymentVerifiedMail(o, ctx),
  'payment rejected': (o) => paymentRejectedMail({ ...o, paymentNote: 'Blurred slip' }, ctx),
  'payment failed': (o) => paymentFailedMail(o, ctx),
  'payment reminder': (o) => paymentReminderMail(o, ctx),
  'return requested': (o) => returnMail(o, sampleReturn(), ctx),
  'return refunded': (o) => returnMail(o, sampleReturn({ status: 'refunded', refund }), ctx),
};

/** The English texts' words up to their first value, long enough to be a sentence's start. */
const ENGLISH_STARTS = Object.values(en)
  .map((text) => text.split('{')[0]?.trim() ?? '')
  .filter((start) => start.length >= 12);

const SCRIPT = { si: /\p{Script=Sinhala}/u, ta: /\p{Script=Tamil}/u } as const;

describe.each(['si', 'ta'] as const)('an order placed in %s', (lang) => {
  it.each(Object.keys(MAILS))('gets its %s mail in that language, no English left', (name) => {
    const mail = MAILS[name]?.(sampleOrder({ lang })) as RenderedMail;
    expect(mail.subject).toMatch(SCRIPT[lang]);
    for (const start of ENGLISH_STARTS) {
      expect(mail.text, start).not.toContain(start);
      expect(mail.html, start).not.toContain(start);
    }
  });
});

describe('an order placed in English', () => {
  it.each(Object.keys(MAILS))('gets its %s mail in English', (name) => {
    const mail = MAILS[name]?.(sampleOrder({ lang: 'en' })) as RenderedMail;
    expect(mail.subject).not.toMatch(/[\p{Script=Sinhala}\p{Script=Tamil}]/u);
    expect(mail.text).toContain('Hello Amaya Perera,');
  });
});

describe("a guest's order", () => {
  it.each(['en', 'si', 'ta'] as const)(
    'sends them to "Find my order" in its language (%s), never to My Orders',
    (lang) => {
      const mail = orderShippedMail(
        { ...sampleOrder({ lang }), isGuest: true, status: 'Shipped', tracking },
        ctx,
      );
      const lookup = `https://shop.example.lk${lang === 'en' ? '' : `/${lang}`}/orders/lookup`;
      expect(mail.text).toContain(lookup);
      expect(mail.html).toContain(`href="${lookup}"`);
      expect(mail.text).not.toContain('/orders?order=');
    },
  );

  /** What each language calls My Orders, which a guest does not have. */
  const MY_ORDERS = { en: 'My Orders', si: 'මගේ ඇණවුම්', ta: 'எனது ஆர்டர்கள்' } as const;
  /** One print and one digital artwork, so the paid mail lists a download. */
  const withDownload = (order: Order): Order => {
    const [print] = order.billItems;
    const art = { ...print!, productName: 'Sigiriya Frescoes', name: 'Sigiriya Frescoes' };
    return { ...order, billItems: [print!, { ...art, size: '6000x4000 px', digital: true }] };
  };
  describe.each(['en', 'si', 'ta'] as const)('placed in %s', (lang) => {
    it.each(Object.keys(MAILS))('gets a %s mail that never names My Orders', (name) => {
      const order = withDownload({ ...sampleOrder({ lang }), isGuest: true });
      const mail = MAILS[name]?.(order) as RenderedMail;
      expect(mail.text).not.toContain(MY_ORDERS[lang]);
      expect(mail.html).not.toContain(MY_ORDERS[lang]);
      expect(mail.text).not.toContain('/orders?order=');
    });

    it("gets its bank transfer's and its paid mail's next steps on its order page", () => {
      const order = withDownload({ ...sampleOrder({ lang }), isGuest: true });
      const bank = MAILS.confirmation?.(order) as RenderedMail;
      const paid = paymentVerifiedMail(order, ctx);
      const account = paymentVerifiedMail(withDownload(sampleOrder({ lang })), ctx);
      expect(paid.text).not.toBe(account.text);
      expect(account.text).toContain(MY_ORDERS[lang]);
      expect(bank.text).toMatch(lang === 'en' ? /on your order page/ : SCRIPT[lang]);
    });
  });

  it('an account holder still gets the link to the order in My Orders', () => {
    const mail = orderShippedMail({ ...sampleOrder(), status: 'Shipped', tracking }, ctx);
    expect(mail.text).toContain('Your order in My Orders: https://shop.example.lk/orders?order=');
  });
});
