import { formatLKR, toCents, fromCents, type Order, type OrderReturn } from '@wallart/domain';
import { languageOf } from '../../lib/catalogue';
import { documentText, type DocumentText } from './document-texts';
import { paragraph, table, totals, type Column } from './pdf-blocks';
import { SIZE, type Pdf } from './pdf-document';

const COLUMNS: readonly (Omit<Column, 'header'> & { header: DocumentText })[] = [
  { header: 'column.return', share: 0.12 },
  { header: 'column.prints', share: 0.4 },
  { header: 'column.refunded', share: 0.16 },
  { header: 'column.reference', share: 0.16 },
  { header: 'column.amount', share: 0.16, align: 'right' },
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
  const lang = languageOf(order);
  let at = paragraph(doc, y, documentText(lang, 'credit.title'), {
    font: 'bold',
    size: SIZE.heading,
  });
  at = table(
    doc,
    at,
    COLUMNS.map((column) => ({ ...column, header: documentText(lang, column.header) })),
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
    {
      label: documentText(lang, 'credit.refunded'),
      value: `-${formatLKR(fromCents(refundCents))}`,
    },
    {
      label: documentText(lang, 'credit.after'),
      value: formatLKR(fromCents(toCents(order.total) - refundCents)),
      strong: true,
    },
  ]);
}
