import {
  BRAND,
  countryName,
  formatLKR,
  PAYMENT_METHOD_LABELS,
  shippingMethodLabel,
  type CustomArtParsed,
  type Order,
  type ShopSettings,
} from '@wallart/domain';
import {
  escapeHtml,
  layout,
  multiline,
  oneLine,
  paragraph,
  textFooter,
  type RenderedMail,
} from './mail-layout';
import { codeMail } from './code-mail';
import { languageOf } from '../../lib/catalogue';
import { orderText } from './order-texts';
import { amountsText, deliveryText, linesHtml, linesText } from './order-mail-parts';
import {
  amountLines,
  paymentInstructions,
  paymentText,
  shippingFeeText,
} from './order-payment-text';

export function resetCodeMail(input: {
  firstName: string;
  code: string;
  minutes: number;
}): RenderedMail {
  return codeMail({
    subject: `Your ${BRAND.name} password reset code`,
    title: 'Reset your password',
    firstName: input.firstName,
    lead: 'We received a request to reset the password of your account. Your code is:',
    code: input.code,
    validity: `It works once and expires in ${input.minutes} minutes.`,
    ignore:
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  });
}

/** For the shop: how the order ships and is paid, in one line each. */
function shippingAndPaymentText(order: Order): string {
  const method = shippingMethodLabel(order.shippingMethod, order.country);
  return (
    `Shipping: ${method} to ${countryName(order.country)}, ${shippingFeeText(order)}\n` +
    `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]} (${order.paymentStatus})`
  );
}

/**
 * The shopper's confirmation, in the order's language (PRODUCT §12): every line with its size
 * and quantity, the subtotal, shipping (method, destination, fee) and total in LKR, and how to
 * pay: the method, the amount due and the next step (the shop's bank details for a transfer,
 * from the shop settings).
 */
export function orderConfirmationMail(
  order: Order,
  settings: ShopSettings,
  /** A guest order's page (PRODUCT §11), in place of My Orders. */
  guestLink?: { text: string; html: string },
): RenderedMail {
  const lang = languageOf(order);
  const greeting = orderText(lang, 'greeting', { name: order.name });
  const lead = orderText(lang, 'placed.lead', { orderID: order.orderID });
  const change = orderText(
    lang,
    guestLink || order.isGuest ? 'placed.changeGuest' : 'placed.change',
  );
  const amounts = amountLines(lang, order, settings);
  const pay = paymentInstructions(lang, order, settings);
  const delivery = deliveryText(lang, order);
  const bankHtml =
    pay.bank.length > 0
      ? `<p style="margin:0 0 12px;line-height:1.6;padding:10px 12px;background:${BRAND.paper};border-radius:6px">${pay.bank.map(escapeHtml).join('<br>')}</p>`
      : '';
  return {
    subject: orderText(lang, 'placed.subject', { orderID: order.orderID }),
    text: `${greeting}\n\n${lead}\n\n${linesText(order)}\n\n${amountsText(amounts)}\n\n${paymentText(lang, order, settings)}\n\n${delivery}\n\n${guestLink ? `${guestLink.text}\n\n` : ''}${change}\n${textFooter()}`,
    html: layout(
      orderText(lang, 'placed.heading'),
      paragraph(greeting) +
        paragraph(lead) +
        linesHtml(lang, order, amounts) +
        `<p style="margin:0 0 12px;line-height:1.5"><strong>${escapeHtml(pay.method)}</strong><br>${escapeHtml(pay.due)}</p>` +
        paragraph(pay.nextStep) +
        bankHtml +
        multiline(delivery) +
        (guestLink?.html ?? '') +
        paragraph(change),
    ),
  };
}

/** The shop's notice of a new order, with what to print and where to send it. */
/** The order's drawer on the admin Orders screen, which every staff mail links to (§16). */
export const adminOrderUrl = (ordersUrl: string, orderID: string) =>
  `${ordersUrl}?order=${encodeURIComponent(orderID)}`;

const openOrderHtml = (url: string) =>
  `<p style="margin:0 0 12px"><a href="${escapeHtml(url)}">Open the order</a></p>`;

export function newOrderNoticeMail(order: Order, ordersUrl: string): RenderedMail {
  const who = `Customer: ${order.name} <${order.email}>, ${order.phoneNumber}`;
  const url = adminOrderUrl(ordersUrl, order.orderID);
  return {
    subject: oneLine(`New order ${order.orderID}: ${formatLKR(order.total)} from ${order.name}`),
    text: `A new order was placed.\n\nOrder: ${order.orderID}\n${who}\n\n${linesText(order)}\n\nTotal: ${formatLKR(order.total)}\n${shippingAndPaymentText(order)}\n\n${deliveryText('en', order)}\n\nOpen the order: ${url}\n`,
    html: layout(
      `New order ${order.orderID}`,
      paragraph(who) +
        linesHtml('en', order, [['Total', formatLKR(order.total)]]) +
        multiline(shippingAndPaymentText(order)) +
        multiline(deliveryText('en', order)) +
        openOrderHtml(url),
    ),
  };
}

/** The shop's notice that a shopper uploaded a bank slip, waiting to be verified (§16). */
export function slipUploadedNoticeMail(order: Order, ordersUrl: string): RenderedMail {
  const url = adminOrderUrl(ordersUrl, order.orderID);
  const what = `${order.name} uploaded a bank slip for order ${order.orderID} (${formatLKR(order.total)}). Check it against the bank account, then verify or reject the payment.`;
  return {
    subject: oneLine(`Bank slip to verify: order ${order.orderID} from ${order.name}`),
    text: `${what}\n\nOpen the order: ${url}\n`,
    html: layout(`Bank slip for order ${order.orderID}`, paragraph(what) + openOrderHtml(url)),
  };
}

/** The shop's notice of a new custom-art request. */
export function customArtNoticeMail(request: CustomArtParsed): RenderedMail {
  const from = `From: ${request.name} <${request.email}>`;
  const style = `Style: ${request.style || 'not given'}`;
  return {
    subject: oneLine(`New custom art request from ${request.name}`),
    text: `${from}\n${style}\n\n${request.message}\n\nReply to this e-mail to answer the customer.\n`,
    html: layout(
      'New custom art request',
      paragraph(from) +
        paragraph(style) +
        multiline(request.message) +
        paragraph('Reply to this e-mail to answer the customer.'),
    ),
  };
}
