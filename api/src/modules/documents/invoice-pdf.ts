import {
  formatLKR,
  orderDiscountLine,
  fromCents,
  invoiceVat,
  lineTotal,
  PAYMENT_METHOD_LABELS,
  paymentStatusDisplay,
  shippingFeeLabel,
  shippingMethodLabel,
  toCents,
  vatRateLabel,
  type BillItem,
  type Order,
  type OrderReturn,
  type ShopSettings,
} from '@wallart/domain';
import { creditNote } from './credit-note';
import { orderFacts, shopLines, shipToLines } from './document-text';
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

const COLUMNS: readonly Column[] = [
  { header: 'Print', share: 0.4 },
  { header: 'Size', share: 0.16 },
  { header: 'Qty', share: 0.08, align: 'right' },
  { header: 'Unit price', share: 0.18, align: 'right' },
  { header: 'Line total', share: 0.18, align: 'right' },
];
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
 * The order's invoice (PRODUCT §8): the shop's letterhead (with its VAT number when
 * registered), who pays and the order's facts, its lines, and the totals, where a
 * VAT-registered shop shows the VAT the total includes; after a refund, its credit note.
 */
export function renderInvoice({ order, settings, returns = [] }: InvoiceInput): Promise<Buffer> {
  const { shop, tax } = settings;
  const vat = invoiceVat(toCents(order.total), tax);
  const doc = createA4Pdf({ title: `Invoice ${order.orderID}`, author: shop.name });

  const details = vat ? [...shopLines(shop), `VAT No.: ${vat.vatNumber}`] : shopLines(shop);
  let y = letterhead(doc, { name: shop.name, details }, 'Invoice');
  y = blockRow(doc, y, [
    { label: 'Bill to', lines: [...shipToLines(order), order.email] },
    fieldsBlock('Order', [
      ...orderFacts(order),
      ['Payment method', PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod],
      ['Payment status', paymentStatusDisplay(order.paymentStatus).label],
    ]),
  ]);
  y = table(doc, y, COLUMNS, order.billItems.map(cells));
  const discount = orderDiscountLine(order);
  const lines: TotalLine[] = [
    { label: 'Subtotal', value: formatLKR(order.subtotal) },
    ...(discount ? [discount] : []),
    {
      label: `Shipping: ${shippingMethodLabel(order.shippingMethod, order.country)}`,
      value: shippingFeeLabel(order.shippingFee),
    },
    { label: 'Total', value: formatLKR(order.total), strong: true },
  ];
  if (vat) {
    lines.push({
      label: `of which VAT ${vatRateLabel(vat.ratePercent)}:`,
      value: formatLKR(fromCents(vat.vatCents)),
      note: true,
    });
  }
  y = totals(doc, y, lines);
  y = creditNote(doc, y, order, returns);
  paragraph(doc, y, 'Thank you for your order. All amounts are in Sri Lankan rupees (LKR).', {
    size: SIZE.small,
    color: COLOR.muted,
  });
  footer(doc, `${shop.name}  ·  ${shop.email}  ·  ${shop.phone}`);
  return pdfBytes(doc);
}
