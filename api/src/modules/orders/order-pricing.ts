import { AppError } from '../../lib/app-error';
import { parseJsonList } from '../../lib/rows';
import type { OrderLine } from './order-lines';
import type { BillLine, OrderedProduct } from './order-store';

/**
 * The order's lines as the shop prices them: names, images and prices from the products
 * read, never from the shopper. A line naming a product that does not exist is a 404.
 */
export function priceLines(lines: readonly OrderLine[], products: readonly OrderedProduct[]) {
  const byProductId = new Map(products.map((p) => [p.productId, p]));
  let totalCents = 0;
  let labeledTotalCents = 0;
  const items = lines.map((line): BillLine => {
    const product = byProductId.get(line.productId);
    if (!product) throw new AppError('not_found', `Product ${line.productId} is not available`);
    totalCents += product.priceCents * line.quantity;
    labeledTotalCents += product.labeledPriceCents * line.quantity;
    return {
      productRefId: product.id,
      productId: product.productId,
      productName: product.name,
      image: parseJsonList(product.images)[0] ?? '',
      size: line.size,
      quantity: line.quantity,
      priceCents: product.priceCents,
      labeledPriceCents: product.labeledPriceCents,
    };
  });
  return { items, totalCents, labeledTotalCents };
}
