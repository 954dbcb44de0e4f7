import { shippingMethodLabel, type BillItem, type Order, type ShopIdentity } from '@wallart/domain';
import { orderFacts, shopLines, shipToLines } from './document-text';
import {
  blockRow,
  fieldsBlock,
  footer,
  letterhead,
  paragraph,
  table,
  type Column,
} from './pdf-blocks';
import { createA4Pdf, pdfBytes } from './pdf-document';

const COLUMNS: readonly Column[] = [
  { header: 'Product ID', share: 0.2 },
  { header: 'Print', share: 0.46 },
  { header: 'Size', share: 0.22 },
  { header: 'Qty', share: 0.12, align: 'right' },
];
/** A bill line's cells, in the columns' order. */
const cells = (item: BillItem) => [
  item.productId,
  item.productName,
  item.size,
  String(item.quantity),
];

export interface PackingSlipInput {
  order: Order;
  shop: ShopIdentity;
}

/**
 * What goes in the parcel and where it goes (PRODUCT §8): the address, phone and shipping
 * method, and each print with its size and quantity. No prices: the slip travels in the box.
 */
export function renderPackingSlip({ order, shop }: PackingSlipInput): Promise<Buffer> {
  const doc = createA4Pdf({ title: `Packing slip ${order.orderID}`, author: shop.name });
  let y = letterhead(doc, { name: shop.name, details: shopLines(shop) }, 'Packing slip');
  y = blockRow(doc, y, [
    { label: 'Ship to', lines: shipToLines(order) },
    fieldsBlock('Order', [
      ...orderFacts(order),
      ['Shipping', shippingMethodLabel(order.shippingMethod, order.country)],
    ]),
  ]);
  y = table(doc, y, COLUMNS, order.billItems.map(cells));
  const prints = order.billItems.reduce((sum, item) => sum + item.quantity, 0);
  y = paragraph(doc, y, `${prints} ${prints === 1 ? 'print' : 'prints'} in this parcel.`, {
    font: 'bold',
  });
  paragraph(doc, y + 16, 'Packed by: ____________________      Checked by: ____________________');
  footer(doc, `${shop.name}  ·  ${shop.phone}`);
  return pdfBytes(doc);
}
