import {
  formatLKR,
  trackingLinkFor,
  type Language,
  type Order,
  type OrderTracking,
  type ShopSettings,
} from '@wallart/domain';
import { languageOf } from '../../lib/catalogue';
import type { StatusChangeContext } from '../orders/orders.service';
import type { RenderedMail } from './mail-layout';
import { shippingSummary } from './order-payment-text';
import { orderText } from './order-texts';
import { orderUpdateMail, type MailFact, type MailLinks } from './order-update-mail';

/**
 * The shopper's mail for each step of an order after it is placed (PRODUCT §8), in the
 * order's language (§12): Processing, Shipped (with the carrier, tracking number and link),
 * Delivered and Cancelled, each with what happens next. A move back to Pending sends none.
 */

export interface StatusMailContext extends MailLinks {
  settings: ShopSettings;
}

/** Cash still to hand over: the courier collects it when the parcel arrives. */
const cashDue = (order: Order) => order.paymentMethod === 'cod' && order.paymentStatus !== 'paid';

const deliveryFact = (lang: Language, order: Order, settings: ShopSettings): MailFact => ({
  label: orderText(lang, 'fact.delivery'),
  value: shippingSummary(lang, order, settings),
});

export function orderProcessingMail(order: Order, ctx: StatusMailContext): RenderedMail {
  const lang = languageOf(order);
  const orderID = order.orderID;
  return orderUpdateMail(
    order,
    {
      subject: orderText(lang, 'processing.subject', { orderID }),
      heading: orderText(lang, 'processing.heading'),
      lead: orderText(lang, 'processing.lead', { orderID }),
      facts: [deliveryFact(lang, order, ctx.settings)],
      nextStep: orderText(lang, 'processing.next'),
    },
    ctx,
  );
}

function trackingFacts(lang: Language, tracking: OrderTracking | null | undefined): MailFact[] {
  if (!tracking) return [];
  const link = trackingLinkFor(tracking.carrier, tracking.trackingNumber);
  return [
    ...(tracking.carrier
      ? [{ label: orderText(lang, 'fact.carrier'), value: tracking.carrier }]
      : []),
    ...(tracking.trackingNumber
      ? [{ label: orderText(lang, 'fact.trackingNumber'), value: tracking.trackingNumber }]
      : []),
    ...(link ? [{ label: orderText(lang, 'fact.track'), value: link, href: link }] : []),
  ];
}

/** How the shopper follows the parcel: by its link, its number, or by waiting for it. */
function followText(lang: Language, tracking: OrderTracking | null): string {
  if (trackingLinkFor(tracking?.carrier, tracking?.trackingNumber) !== null)
    return orderText(lang, 'shipped.followLink');
  if (!tracking?.trackingNumber) return orderText(lang, 'shipped.followCourier');
  return tracking.carrier
    ? orderText(lang, 'shipped.followNumberOn', { carrier: tracking.carrier })
    : orderText(lang, 'shipped.followNumber');
}

export function orderShippedMail(order: Order, ctx: StatusMailContext): RenderedMail {
  const lang = languageOf(order);
  const tracking = order.tracking ?? null;
  const follow = followText(lang, tracking);
  return orderUpdateMail(
    order,
    {
      subject: orderText(lang, 'shipped.subject', { orderID: order.orderID }),
      heading: orderText(lang, 'shipped.heading'),
      lead: tracking?.carrier
        ? orderText(lang, 'shipped.leadWith', { carrier: tracking.carrier })
        : orderText(lang, 'shipped.lead'),
      facts: [...trackingFacts(lang, tracking), deliveryFact(lang, order, ctx.settings)],
      nextStep: cashDue(order)
        ? orderText(lang, 'shipped.nextCash', { follow, amount: formatLKR(order.total) })
        : orderText(lang, 'shipped.next', { follow }),
    },
    ctx,
  );
}

export function orderDeliveredMail(order: Order, ctx: StatusMailContext): RenderedMail {
  const lang = languageOf(order);
  const orderID = order.orderID;
  // The window is the shop's setting, as on the returns page (PRODUCT §16).
  const days = ctx.settings.afterSale.returnDays;
  return orderUpdateMail(
    order,
    {
      subject: orderText(lang, 'delivered.subject', { orderID }),
      heading: orderText(lang, 'delivered.heading'),
      lead: orderText(lang, 'delivered.lead', { orderID }),
      nextStep: orderText(lang, 'delivered.next', { days }),
    },
    ctx,
  );
}

/** A cancel by the shop ('cancelled') or by the shopper ('shopperCancelled'). */
function cancelMail(
  order: Order,
  ctx: MailLinks,
  by: 'cancelled' | 'shopperCancelled',
): RenderedMail {
  const lang = languageOf(order);
  const orderID = order.orderID;
  const paid = order.paymentStatus === 'paid';
  return orderUpdateMail(
    order,
    {
      subject: orderText(lang, `${by}.subject`, { orderID }),
      heading: orderText(lang, `${by}.heading`),
      lead: orderText(lang, `${by}.lead`, { orderID }),
      nextStep: paid
        ? orderText(lang, `${by}.nextPaid`, { amount: formatLKR(order.total) })
        : orderText(lang, `${by}.next`),
    },
    ctx,
  );
}

export const orderCancelledMail = (order: Order, ctx: MailLinks) =>
  cancelMail(order, ctx, 'cancelled');

/** The shopper's own cancel of a Pending order from My Orders. */
export const orderCancelledByShopperMail = (order: Order, ctx: MailLinks) =>
  cancelMail(order, ctx, 'shopperCancelled');

/** The shop's own cancel of an order whose payment did not arrive in time. */
export function orderExpiredMail(order: Order, ctx: MailLinks): RenderedMail {
  const lang = languageOf(order);
  const orderID = order.orderID;
  return orderUpdateMail(
    order,
    {
      subject: orderText(lang, 'expired.subject', { orderID }),
      heading: orderText(lang, 'expired.heading'),
      lead: orderText(
        lang,
        order.paymentMethod === 'card' ? 'expired.leadCard' : 'expired.leadBank',
        {
          orderID,
        },
      ),
      nextStep: orderText(lang, 'expired.next'),
    },
    ctx,
  );
}

/** The mail for an order's new status, or null when that step sends none. */
export function statusMail(
  order: Order,
  context: StatusChangeContext,
  ctx: StatusMailContext,
): RenderedMail | null {
  switch (order.status) {
    case 'Processing':
      return orderProcessingMail(order, ctx);
    case 'Shipped':
      return orderShippedMail(order, ctx);
    case 'Delivered':
      return orderDeliveredMail(order, ctx);
    case 'Cancelled':
      if (context.reason === 'payment-expired') return orderExpiredMail(order, ctx);
      if (context.reason === 'shopper-cancelled') return orderCancelledByShopperMail(order, ctx);
      return orderCancelledMail(order, ctx);
    default:
      return null;
  }
}
