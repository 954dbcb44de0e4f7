import { formatLKR, lineTotal, type Language, type Order } from '@wallart/domain';
import { escapeHtml } from './mail-layout';
import { orderWord } from '../orders/order-words/order-words';
import { orderText } from './order-texts';

/** The parts every order mail shares: its lines with sizes, its amounts and where it goes. */

/** A label and an amount, e.g. `['Total', 'LKR 4,950.00']`. */
export type AmountLine = [string, string];

export function linesText(order: Order): string {
  return order.billItems
    .map(
      (item) =>
        `- ${item.productName} (${item.size}) × ${item.quantity} @ ${formatLKR(item.price)} = ${formatLKR(lineTotal(item))}`,
    )
    .join('\n');
}

/** The lines as a table, closed by the amounts (label, amount), the last in bold. */
export function linesHtml(lang: Language, order: Order, amounts: AmountLine[]): string {
  const heading = (key: 'print' | 'size' | 'qty' | 'price' | 'amount') =>
    escapeHtml(orderText(lang, `table.${key}`));
  const cell = 'padding:6px 8px;border-bottom:1px solid #e9e6e1';
  const rows = order.billItems
    .map(
      (item) =>
        `<tr><td style="${cell}">${escapeHtml(item.productName)}</td><td style="${cell}">${escapeHtml(item.size)}</td>` +
        `<td style="${cell};text-align:right">${escapeHtml(item.quantity)}</td>` +
        `<td style="${cell};text-align:right">${escapeHtml(formatLKR(item.price))}</td>` +
        `<td style="${cell};text-align:right">${escapeHtml(formatLKR(lineTotal(item)))}</td></tr>`,
    )
    .join('');
  const head = 'padding:6px 8px;text-align:left;font-size:12px;text-transform:uppercase';
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 16px;font-size:14px">` +
    `<tr><th style="${head}">${heading('print')}</th><th style="${head}">${heading('size')}</th><th style="${head};text-align:right">${heading('qty')}</th>` +
    `<th style="${head};text-align:right">${heading('price')}</th><th style="${head};text-align:right">${heading('amount')}</th></tr>${rows}` +
    amounts
      .map(([label, amount], i) => {
        const style = `padding:${i === amounts.length - 1 ? '10px 8px;font-weight:bold' : '4px 8px'};text-align:right`;
        return `<tr><td colspan="4" style="${style}">${escapeHtml(label)}</td><td style="${style}">${escapeHtml(amount)}</td></tr>`;
      })
      .join('') +
    `</table>`
  );
}

export const amountsText = (amounts: AmountLine[]) =>
  amounts.map(([label, amount]) => `${label}: ${amount}`).join('\n');

export function deliveryText(lang: Language, order: Order): string {
  const phone = orderWord(lang, 'phone', { phone: order.phoneNumber });
  return `${orderText(lang, 'deliverTo', { name: order.name })}\n${order.address}\n${phone}`;
}
