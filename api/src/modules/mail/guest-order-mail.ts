import { orderPagePath, type Order } from '@wallart/domain';
import { escapeHtml, layout, paragraph, textFooter, type RenderedMail } from './mail-layout';

/** A guest order's page, built from PUBLIC_URL and the key, never from a request (§11). */
export const orderPageUrl = (publicUrl: string, orderToken: string) =>
  `${publicUrl}${orderPagePath(orderToken)}`;

const linkHtml = (url: string, text: string) =>
  `<p style="margin:0 0 12px"><a href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`;

/** What a guest's confirmation adds: where to see, pay for and cancel the order. */
export function guestOrderLink(url: string): { text: string; html: string } {
  const lead =
    'You ordered without an account: your order page shows its status, payment and invoice, and lets you cancel it while it is Pending. Keep this link private:';
  return { text: `${lead}\n${url}`, html: paragraph(lead) + linkHtml(url, 'Open your order') };
}

/** The mail a lookup sends ("Find my order"): the order's fresh link; older ones stop working. */
export function orderLinkMail(order: Order, url: string): RenderedMail {
  const greeting = `Hello ${order.name},`;
  const lead = `Here is a new link to your order ${order.orderID}. Any link we sent before no longer works.`;
  const notYou = 'If you did not ask for it, you can ignore this e-mail: the link is only in it.';
  return {
    subject: `Your link to order ${order.orderID}`,
    text: `${greeting}\n\n${lead}\n\n${url}\n\n${notYou}\n${textFooter()}`,
    html: layout(
      'Your order link',
      paragraph(greeting) + paragraph(lead) + linkHtml(url, 'Open your order') + paragraph(notYou),
    ),
  };
}
