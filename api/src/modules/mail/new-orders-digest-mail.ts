import { formatLKR, PAYMENT_METHOD_LABELS, type Order } from '@wallart/domain';
import { escapeHtml, layout, paragraph, type RenderedMail } from './mail-layout';

/** One order's line in the digest: its code, who, how it is paid and its total. */
function orderLine(order: Order): string {
  return `${order.orderID}  ${order.name}  ${PAYMENT_METHOD_LABELS[order.paymentMethod]}  ${formatLKR(order.total)}`;
}

/**
 * The shop's notice of the orders placed within one gathering window (new-order-notices.ts):
 * a line each, the sum, and how many more there were than the mail lists.
 */
export function newOrdersDigestMail(
  orders: readonly Order[],
  unlisted: number,
  ordersUrl: string,
): RenderedMail {
  const count = orders.length + unlisted;
  const listedCents = orders.reduce((sum, o) => sum + Math.round(o.total * 100), 0);
  const more = unlisted > 0 ? `…and ${unlisted} more: every order is on the Orders screen.` : null;
  const open = `Open the Orders screen: ${ordersUrl}`;
  const lead = `${count} new orders were placed within the last few minutes.`;
  const sum = `Listed here: ${orders.length} orders, ${formatLKR(listedCents / 100)} in all.`;
  const rows = orders
    .map(
      (o) =>
        `<tr><td style="padding:4px 8px 4px 0;font-family:monospace">${escapeHtml(o.orderID)}</td>` +
        `<td style="padding:4px 8px">${escapeHtml(o.name)}</td>` +
        `<td style="padding:4px 8px">${escapeHtml(PAYMENT_METHOD_LABELS[o.paymentMethod])}</td>` +
        `<td style="padding:4px 0 4px 8px;text-align:right">${escapeHtml(formatLKR(o.total))}</td></tr>`,
    )
    .join('');
  return {
    subject: `${count} new orders`,
    text: `${lead}\n\n${orders.map(orderLine).join('\n')}\n${more ? `${more}\n` : ''}\n${sum}\n${open}\n`,
    html: layout(
      `${count} new orders`,
      paragraph(lead) +
        `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 12px">${rows}</table>` +
        (more ? paragraph(more) : '') +
        paragraph(sum) +
        `<p style="margin:0 0 12px"><a href="${escapeHtml(ordersUrl)}">Open the Orders screen</a></p>`,
    ),
  };
}
