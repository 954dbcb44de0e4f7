import {
  formatLKR,
  fromCents,
  invoiceVat,
  lineTotal,
  toCents,
  vatRateLabel,
  type BillItem,
  type Language,
  type Order,
  type OrderReturn,
  type ShopSettings,
} from '@wallart/domain';
import { languageOf } from '../../lib/catalogue';
import {
  discountLine,
  orderWord,
  paymentMethodName,
  paymentStatusName,
  shippingFeeName,
  shippingMethodName,
} from '../orders/order-words/order-words';
import { creditNote } from './credit-note';
import { orderFacts, shopLines, shipToLines } from './document-text';
import { documentText, type DocumentText } from './document-texts';
import {
  blockRow,
  fieldsBlock,
  footer,
  letterhead,
  paragraph,
  table,
  totals,
  type Column,
  type TotalLine,
} from './pdf-blocks';
import { COLOR, createA4Pdf, pdfBytes, SIZE } from './pdf-document';

const COLUMNS: readonly (Omit<Column, 'header'> & { header: DocumentText })[] = [
  { header: 'column.print', share: 0.4 },
  { header: 'column.size', share: 0.16 },
  { header: 'column.qty', share: 0.08, align: 'right' },
  { header: 'column.unitPrice', share: 0.18, align: 'right' },
  { header: 'column.lineTotal', share: 0.18, align: 'right' },
];
const columnsIn = (lang: Language): Column[] =>
  COLUMNS.map((column) => ({ ...column, header: documentText(lang, column.header) }));

/** A bill line's cells, in the columns' order. */
const cells = (item: BillItem) => [
  item.productName,
  item.size,
  String(item.quantity),
  formatLKR(item.price),
  formatLKR(lineTotal(item)),
];

export interface InvoiceInput {
  order: Order;
  settings: Pick<ShopSettings, 'shop' | 'tax'>;
  /** The order's returns: those refunded make the credit note (decision 0121). */
  returns?: readonly OrderReturn[];
}

/**
 * The order's invoice (PRODUCT §8), in the order's language (§12): the shop's letterhead
 * (with its VAT number when registered), who pays and the order's facts, its lines, and the
 * totals, where a VAT-registered shop shows the VAT the total includes; after a refund, its
 * credit note.
 */
export function renderInvoice({ order, settings, returns = [] }: InvoiceInput): Promise<Buffer> {
  const { shop, tax } = settings;
  const lang = languageOf(order);
  const say = (key: DocumentText, values?: Record<string, string | number>) =>
    documentText(lang, key, values);
  const vat = invoiceVat(toCents(order.total), tax);
  const doc = createA4Pdf({
    title: say('invoice.name', { orderID: order.orderID }),
    author: shop.name,
    lang,
  });

  const details = vat
    ? [...shopLines(lang, shop), say('invoice.vatNumber', { number: vat.vatNumber })]
    : shopLines(lang, shop);
  let y = letterhead(doc, { name: shop.name, details }, say('invoice.title'));
  y = blockRow(doc, y, [
    { label: say('invoice.billTo'), lines: [...shipToLines(lang, order), order.email] },
    fieldsBlock(say('block.order'), [
      ...orderFacts(lang, order),
      [say('fact.paymentMethod'), paymentMethodName(lang, order.paymentMethod)],
      [say('fact.paymentStatus'), paymentStatusName(lang, order.paymentStatus)],
    ]),
  ]);
  y = table(doc, y, columnsIn(lang), order.billItems.map(cells));
  const discount = discountLine(lang, order);
  const method = shippingMethodName(lang, order.shippingMethod, order.country);
  const lines: TotalLine[] = [
    { label: orderWord(lang, 'subtotal'), value: formatLKR(order.subtotal) },
    ...(discount ? [discount] : []),
    { label: say('invoice.shipping', { method }), value: shippingFeeName(lang, order.shippingFee) },
    { label: orderWord(lang, 'total'), value: formatLKR(order.total), strong: true },
  ];
  if (vat) {
    lines.push({
      label: say('invoice.vat', { rate: vatRateLabel(vat.ratePercent) }),
      value: formatLKR(fromCents(vat.vatCents)),
      note: true,
    });
  }
  y = totals(doc, y, lines);
  y = creditNote(doc, y, order, returns);
  paragraph(doc, y, say('invoice.thanks'), { size: SIZE.small, color: COLOR.muted });
  footer(doc, `${shop.name}  ·  ${shop.email}  ·  ${shop.phone}`, (page, pages) =>
    say('footer.page', { page, pages }),
  );
  return pdfBytes(doc);
}
