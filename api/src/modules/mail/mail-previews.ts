import {
  isMailKind,
  MAIL_KIND_INFO,
  MAIL_KINDS,
  type MailKind,
  type MailKindSummary,
  type MailPreview,
  type ShopSettings,
} from '@wallart/domain';
import { notFound } from '../../lib/app-error';
import { signedMail, type RenderedMail } from './mail-layout';
import {
  customArtNoticeMail,
  newOrderNoticeMail,
  slipUploadedNoticeMail,
  orderConfirmationMail,
  resetCodeMail,
} from './mail-templates';
import { sampleOrder, sampleReturn } from './mail-preview-sample';
import { returnMail } from './return-mails';
import { customArtQuoteMail } from './quote-mail';
import { backInStockMail } from './back-in-stock-mail';
import { reviewRequestMail } from './review-request-mail';
import { newOrdersDigestMail } from './new-orders-digest-mail';
import {
  orderCancelledByShopperMail,
  orderCancelledMail,
  orderDeliveredMail,
  orderExpiredMail,
  orderProcessingMail,
  orderShippedMail,
  type StatusMailContext,
} from './order-status-mails';
import {
  paymentFailedMail,
  paymentRejectedMail,
  paymentReminderMail,
  paymentVerifiedMail,
} from './payment-mails';

const shippedAt = () => new Date().toISOString();
const delivered = () => sampleOrder({ status: 'Delivered', paymentStatus: 'paid' });

/** Each kind of mail, rendered by the very template the shop sends it with. */
const PREVIEWS: Record<MailKind, (ctx: StatusMailContext) => RenderedMail> = {
  'order-confirmation': (ctx) =>
    orderConfirmationMail(sampleOrder({ paymentMethod: 'bank-transfer' }), ctx.settings),
  'order-processing': (ctx) => orderProcessingMail(sampleOrder({ status: 'Processing' }), ctx),
  'order-shipped': (ctx) =>
    orderShippedMail(
      sampleOrder({
        status: 'Shipped',
        tracking: { carrier: 'DHL', trackingNumber: '1234567890', shippedAt: shippedAt() },
      }),
      ctx,
    ),
  'order-delivered': (ctx) =>
    orderDeliveredMail(sampleOrder({ status: 'Delivered', paymentStatus: 'paid' }), ctx),
  'order-cancelled': (ctx) => orderCancelledMail(sampleOrder({ status: 'Cancelled' }), ctx),
  'order-cancelled-by-shopper': (ctx) =>
    orderCancelledByShopperMail(sampleOrder({ status: 'Cancelled' }), ctx),
  'order-expired': (ctx) =>
    orderExpiredMail(sampleOrder({ status: 'Cancelled', paymentMethod: 'bank-transfer' }), ctx),
  'payment-verified': (ctx) =>
    paymentVerifiedMail(
      sampleOrder({ paymentMethod: 'bank-transfer', paymentStatus: 'paid' }),
      ctx,
    ),
  'payment-rejected': (ctx) =>
    paymentRejectedMail(
      sampleOrder({
        paymentMethod: 'bank-transfer',
        paymentNote: 'The amount on the slip is LKR 3,150.00, not LKR 31,500.00.',
      }),
      ctx,
    ),
  'payment-failed': (ctx) =>
    paymentFailedMail(sampleOrder({ paymentMethod: 'card', paymentStatus: 'failed' }), ctx),
  'payment-reminder': (ctx) =>
    paymentReminderMail(sampleOrder({ paymentMethod: 'bank-transfer' }), ctx),
  'password-reset': () => resetCodeMail({ firstName: 'Amaya', code: '042917', minutes: 10 }),
  'new-order-notice': (ctx) => newOrderNoticeMail(sampleOrder(), `${ctx.publicUrl}/admin/orders`),
  'slip-uploaded-notice': (ctx) =>
    slipUploadedNoticeMail(
      sampleOrder({ paymentMethod: 'bank-transfer', paymentStatus: 'awaiting-verification' }),
      `${ctx.publicUrl}/admin/orders`,
    ),
  'new-orders-digest': (ctx) =>
    newOrdersDigestMail(
      [
        sampleOrder(),
        sampleOrder({ orderID: 'WA-7Q2M9K4P', name: 'Nuwan Jayasinghe', paymentMethod: 'card' }),
        sampleOrder({
          orderID: 'WA-H3T8R6WX',
          name: 'Dilani Fernando',
          paymentMethod: 'bank-transfer',
        }),
      ],
      0,
      `${ctx.publicUrl}/admin/orders`,
    ),
  'back-in-stock': (ctx) =>
    backInStockMail({
      productName: 'Misty Ella Ridge at Dawn',
      size: '18x24 in',
      productUrl: `${ctx.publicUrl}/overview/WA-LR-001`,
      stopUrl: `${ctx.publicUrl}/back-in-stock/stop/sample-link-not-a-real-token`,
    }),
  'review-request': (ctx) =>
    reviewRequestMail({
      lang: 'en',
      name: 'Amaya Perera',
      orderID: 'WA-SAMPLE42',
      prints: [
        {
          name: 'Misty Ella Ridge at Dawn',
          reviewUrl: `${ctx.publicUrl}/overview/WA-LR-001#reviews`,
        },
        { name: 'Spice Market, Pettah', reviewUrl: `${ctx.publicUrl}/overview/WA-KT-004#reviews` },
      ],
      stopUrl: `${ctx.publicUrl}/back-in-stock/stop/sample-link-not-a-real-token`,
    }),
  'custom-art-notice': () =>
    customArtNoticeMail({
      name: 'Amaya Perera',
      email: 'amaya.perera@example.com',
      style: 'Watercolour',
      message: 'Could you paint our house in Kandy, 24x36 in, for a wedding anniversary?',
    }),
  'custom-art-quote': (ctx) =>
    customArtQuoteMail({
      name: 'Amaya Perera',
      price: 45000,
      size: '24x36 in',
      description: 'Your house in Kandy in watercolour, framed in teak, signed by the artist.',
      deliveryDays: 21,
      link: `${ctx.publicUrl}/quote/Xq3v9Lw2Rk7Tn4Pz8Yb6Hc1Jd5Mf0Gs2Ka7Ue3Wi9Qo`,
    }),
  'return-requested': (ctx) => returnMail(delivered(), sampleReturn(), ctx),
  'return-approved': (ctx) =>
    returnMail(
      delivered(),
      sampleReturn({
        status: 'approved',
        staffNote: 'Please post the print, in its packing, to our studio at 12 Galle Road.',
      }),
      ctx,
    ),
  'return-rejected': (ctx) =>
    returnMail(
      delivered(),
      sampleReturn({
        status: 'rejected',
        staffNote: 'The photo shows the damage came after delivery.',
      }),
      ctx,
    ),
  'return-received': (ctx) => returnMail(delivered(), sampleReturn({ status: 'received' }), ctx),
  'return-refunded': (ctx) =>
    returnMail(
      delivered(),
      sampleReturn({
        status: 'refunded',
        refund: { amount: 6500, method: 'cod', reference: 'CASH-0042', at: shippedAt() },
      }),
      ctx,
    ),
};

export interface MailPreviewDeps {
  readSettings(): Promise<ShopSettings>;
  publicUrl: string;
}

/** Staff's look at every mail the shop sends, rendered for a sample order (admin only). */
export function createMailPreviews(deps: MailPreviewDeps) {
  return {
    kinds(): MailKindSummary[] {
      return MAIL_KINDS.map((kind) => ({ kind, ...MAIL_KIND_INFO[kind] }));
    },

    /** One kind as it is sent today, with the shop's current settings; 404 for an unknown kind. */
    async render(kind: string): Promise<MailPreview> {
      if (!isMailKind(kind)) throw notFound('Mail kind');
      const settings = await deps.readSettings();
      const mail = PREVIEWS[kind]({ settings, publicUrl: deps.publicUrl });
      // Signed as the mailer signs it when it goes.
      const { subject, html, text } = signedMail(mail, settings.shop);
      return { subject, html, text };
    },
  };
}

export type MailPreviews = ReturnType<typeof createMailPreviews>;
