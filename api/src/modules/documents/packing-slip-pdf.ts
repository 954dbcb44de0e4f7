import type { BillItem, Language, Order, ShopIdentity } from '@wallart/domain';
import { languageOf } from '../../lib/catalogue';
import { shippingMethodName } from '../orders/order-words/order-words';
import { orderFacts, shopLines, shipToLines } from './document-text';
import { documentText, type DocumentText } from './document-texts';
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

const COLUMNS: readonly (Omit<Column, 'header'> & { header: DocumentText })[] = [
  { header: 'column.productId', share: 0.2 },
  { header: 'column.print', share: 0.46 },
  { header: 'column.size', share: 0.22 },
  { header: 'column.qty', share: 0.12, align: 'right' },
];
const columnsIn = (lang: Language): Column[] =>
  COLUMNS.map((column) => ({ ...column, header: documentText(lang, column.header) }));

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
 * What goes in the parcel and where it goes (PRODUCT §8), in the order's language (§12): the
 * address, phone and shipping method, and each print with its size and quantity. No prices:
 * the slip travels in the box.
 */
export function renderPackingSlip({ order, shop }: PackingSlipInput): Promise<Buffer> {
  const lang = languageOf(order);
  const say = (key: DocumentText, values?: Record<string, string | number>) =>
    documentText(lang, key, values);
  const doc = createA4Pdf({
    title: say('slip.name', { orderID: order.orderID }),
    author: shop.name,
    lang,
  });
  let y = letterhead(doc, { name: shop.name, details: shopLines(lang, shop) }, say('slip.title'));
  y = blockRow(doc, y, [
    { label: say('slip.shipTo'), lines: shipToLines(lang, order) },
    fieldsBlock(say('block.order'), [
      ...orderFacts(lang, order),
      [say('fact.shipping'), shippingMethodName(lang, order.shippingMethod, order.country)],
    ]),
  ]);
  y = table(doc, y, columnsIn(lang), order.billItems.map(cells));
  const count = order.billItems.reduce((sum, item) => sum + item.quantity, 0);
  y = paragraph(doc, y, count === 1 ? say('slip.onePrint') : say('slip.prints', { count }), {
    font: 'bold',
  });
  paragraph(doc, y + 16, say('slip.signatures'));
  footer(doc, `${shop.name}  ·  ${shop.phone}`, (page, pages) =>
    say('footer.page', { page, pages }),
  );
  return pdfBytes(doc);
}
