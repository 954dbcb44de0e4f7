import { AppError } from '../../lib/app-error';
import { parseJsonList, toNumber } from '../../lib/rows';
import type { NewOrderItem } from './order-writes';
import type { OrderLine } from './order-lines';

export interface OrderedProductRow {
  id: number;
  productId: string;
  name: string;
  images: string | string[];
  priceCents: number | string;
  labeledPriceCents: number | string;
}

/** Plain SQL: a model read on SQLite would first ask for the table's column types. */
export const ORDERED_PRODUCTS_SQL = `SELECT id, "productId", name, images, "priceCents", "labeledPriceCents"
  FROM products WHERE "productId" IN (:productIds)`;

/**
 * The order's lines as the shop prices them: names, images and prices from the products
 * read, never from the shopper. A line naming a product that does not exist is a 404.
 */
export function priceLines(lines: readonly OrderLine[], products: readonly OrderedProductRow[]) {
  const byProductId = new Map(products.map((p) => [p.productId, p]));
  let totalCents = 0;
  let labeledTotalCents = 0;
  const items = lines.map((line): NewOrderItem => {
    const product = byProductId.get(line.productId);
    if (!product) throw new AppError('not_found', `Product ${line.productId} is not available`);
    const priceCents = toNumber(product.priceCents);
    const labeledPriceCents = toNumber(product.labeledPriceCents);
    totalCents += priceCents * line.quantity;
    labeledTotalCents += labeledPriceCents * line.quantity;
    return {
      productRefId: product.id,
      productId: product.productId,
      productName: product.name,
      image: parseJsonList(product.images)[0] ?? '',
      size: line.size,
      quantity: line.quantity,
      priceCents,
      labeledPriceCents,
    };
  });
  return { items, totalCents, labeledTotalCents };
}
