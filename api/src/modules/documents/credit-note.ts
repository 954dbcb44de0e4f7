import { formatLKR, toCents, fromCents, type Order, type OrderReturn } from '@wallart/domain';
import { paragraph, table, totals, type Column } from './pdf-blocks';
import { SIZE, type Pdf } from './pdf-document';

const COLUMNS: readonly Column[] = [
  { header: 'Return', share: 0.12 },
  { header: 'Prints', share: 0.4 },
  { header: 'Refunded', share: 0.16 },
  { header: 'Reference', share: 0.16 },
  { header: 'Amount', share: 0.16, align: 'right' },
];

const day = (iso: string) => iso.slice(0, 10);

/**
 * The invoice's credit note (decision 0121): each refunded return's prints, date, reference
 * and amount, then what was refunded in all and what the order comes to after it. Nothing is
 * drawn for an order without refunds.
 */
export function creditNote(doc: Pdf, y: number, order: Order, returns: readonly OrderReturn[]) {
  const refunded = returns.filter((ret) => ret.refund !== null);
  if (refunded.length === 0) return y;
  let at = paragraph(doc, y, 'Credit note', { font: 'bold', size: SIZE.heading });
  at = table(
    doc,
    at,
    COLUMNS,
    refunded.map((ret) => [
      ret._id,
      ret.lines.map((l) => `${l.quantity} x ${l.productId} (${l.size})`).join(', '),
      day(ret.refund?.at ?? ret.updatedAt),
      ret.refund?.reference ?? '',
      formatLKR(ret.refund?.amount ?? 0),
    ]),
  );
  const refundCents = refunded.reduce((sum, ret) => sum + toCents(ret.refund?.amount ?? 0), 0);
  return totals(doc, at, [
    { label: 'Refunded', value: `-${formatLKR(fromCents(refundCents))}` },
    {
      label: 'Total after refunds',
      value: formatLKR(fromCents(toCents(order.total) - refundCents)),
      strong: true,
    },
  ]);
}
