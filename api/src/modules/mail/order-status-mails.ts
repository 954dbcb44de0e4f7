import {
  formatLKR,
  trackingLinkFor,
  type Order,
  type OrderTracking,
  type ShopSettings,
} from '@wallart/domain';
import type { StatusChangeContext } from '../orders/orders.service';
import type { RenderedMail } from './mail-layout';
import { shippingSummary } from './order-payment-text';
import { orderUpdateMail, type MailFact, type MailLinks } from './order-update-mail';

/**
 * The shopper's mail for each step of an order after it is placed (PRODUCT §8): Processing,
 * Shipped (with the carrier, tracking number and link), Delivered and Cancelled, each with
 * what happens next. A move back to Pending sends none.
 */

export interface StatusMailContext extends MailLinks {
  settings: ShopSettings;
}

/** Cash still to hand over: the courier collects it when the parcel arrives. */
const cashDue = (order: Order) => order.paymentMethod === 'cod' && order.paymentStatus !== 'paid';

export function orderProcessingMail(order: Order, ctx: StatusMailContext): RenderedMail {
  return orderUpdateMail(
    order,
    {
      subject: `We are preparing your order ${order.orderID}`,
      heading: 'Your prints are being prepared',
      lead: `Good news: we have started on order ${order.orderID}. Your prints are being made and packed by hand.`,
      facts: [{ label: 'Delivery', value: shippingSummary(order, ctx.settings) }],
      nextStep:
        'nothing to do for now. When the parcel leaves us, usually within 1–2 business days, we e-mail you the carrier and tracking number.',
    },
    ctx,
  );
}

function trackingFacts(tracking: OrderTracking | null | undefined): MailFact[] {
  if (!tracking) return [];
  const link = trackingLinkFor(tracking.carrier, tracking.trackingNumber);
  return [
    ...(tracking.carrier ? [{ label: 'Carrier', value: tracking.carrier }] : []),
    ...(tracking.trackingNumber
      ? [{ label: 'Tracking number', value: tracking.trackingNumber }]
      : []),
    ...(link ? [{ label: 'Track your parcel', value: link, href: link }] : []),
  ];
}

export function orderShippedMail(order: Order, ctx: StatusMailContext): RenderedMail {
  const tracking = order.tracking ?? null;
  const carrier = tracking?.carrier ? ` with ${tracking.carrier}` : '';
  const canTrack = trackingLinkFor(tracking?.carrier, tracking?.trackingNumber) !== null;
  const follow = canTrack
    ? 'follow your parcel with the tracking link above'
    : tracking?.trackingNumber
      ? `follow your parcel on ${tracking.carrier ?? 'the carrier'}'s website with the tracking number above`
      : 'watch for the courier, who brings the parcel to the delivery address';
  const nextStep = cashDue(order)
    ? `${follow}, and have ${formatLKR(order.total)} ready in cash for the courier.`
    : `${follow}.`;
  return orderUpdateMail(
    order,
    {
      subject: `Your order ${order.orderID} is on its way`,
      heading: 'Your order has shipped',
      lead: `Your prints have left our studio${carrier}.`,
      facts: [
        ...trackingFacts(tracking),
        { label: 'Delivery', value: shippingSummary(order, ctx.settings) },
      ],
      nextStep,
    },
    ctx,
  );
}

export function orderDeliveredMail(order: Order, ctx: StatusMailContext): RenderedMail {
  // The window is the shop's setting, as on the returns page (PRODUCT §16).
  const days = ctx.settings.afterSale.returnDays;
  return orderUpdateMail(
    order,
    {
      subject: `Your order ${order.orderID} has been delivered`,
      heading: 'Your prints have arrived',
      lead: `Order ${order.orderID} has been delivered. We hope the art looks wonderful on your wall.`,
      nextStep: `if anything is not right, reply to this e-mail within ${days} days of delivery and we will put it right (see Returns & Exchanges on our website).`,
    },
    ctx,
  );
}

export function orderCancelledMail(order: Order, ctx: MailLinks): RenderedMail {
  const paid = order.paymentStatus === 'paid';
  return orderUpdateMail(
    order,
    {
      subject: `Your order ${order.orderID} has been cancelled`,
      heading: 'Your order has been cancelled',
      lead: `Order ${order.orderID} has been cancelled and will not be sent.`,
      nextStep: paid
        ? `you have paid ${formatLKR(order.total)} for this order, so we will contact you about your refund. Reply to this e-mail with any question.`
        : 'nothing is due. If this is a surprise, or you still want these prints, reply to this e-mail or order them again on our website.',
    },
    ctx,
  );
}

/** The shopper's own cancel of a Pending order from My Orders. */
export function orderCancelledByShopperMail(order: Order, ctx: MailLinks): RenderedMail {
  const paid = order.paymentStatus === 'paid';
  return orderUpdateMail(
    order,
    {
      subject: `You cancelled order ${order.orderID}`,
      heading: 'Your order is cancelled',
      lead: `As you asked, order ${order.orderID} has been cancelled and will not be sent.`,
      nextStep: paid
        ? `you have paid ${formatLKR(order.total)} for this order, so we will contact you about your refund.`
        : 'nothing is due. You are welcome to order these prints again at any time on our website.',
    },
    ctx,
  );
}

/** The shop's own cancel of an order whose payment did not arrive in time. */
export function orderExpiredMail(order: Order, ctx: MailLinks): RenderedMail {
  const why =
    order.paymentMethod === 'card'
      ? 'its card payment was not completed within the hour'
      : 'we did not receive its bank transfer within 3 days';
  return orderUpdateMail(
    order,
    {
      subject: `Order ${order.orderID} was cancelled: payment not received`,
      heading: 'Your order was cancelled',
      lead: `We cancelled order ${order.orderID} because ${why}, and its prints went back on sale. Nothing was charged by us.`,
      nextStep:
        'if you still want these prints, you are welcome to order them again on our website.',
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
