import { sizeForBillItem } from '@wallart/domain';
import { AppError, conflict } from '../../lib/app-error';
import { parseJsonList } from '../../lib/rows';
import type { OrderLine } from './order-lines';
import type { BillLine, OrderedProduct, StockNeed } from './order-store';

/**
 * The order's lines as the shop prices them: names, images and prices from the products
 * read, never from the shopper, each line at its size's price (PRODUCT §7). A line naming a
 * product that does not exist is a 404; a size the product does not offer is a 400 naming
 * both. Lines that turn out to mean the same size (one named, one left to the first size)
 * become one. `stock` is what the order takes, by size.
 */
export function priceLines(lines: readonly OrderLine[], products: readonly OrderedProduct[]) {
  const byProductId = new Map(products.map((p) => [p.productId, p]));
  let totalCents = 0;
  let labeledTotalCents = 0;
  const bySize = new Map<number, { item: BillLine; need: StockNeed }>();
  for (const line of lines) {
    const product = byProductId.get(line.productId);
    if (!product) throw new AppError('not_found', `Product ${line.productId} is not available`);
    const chosen = sizeForBillItem(product.sizes, line.size, product.name);
    if (!chosen.ok) {
      if (chosen.code === 'NO_SIZES') throw conflict(chosen.message, 'out_of_stock');
      throw new AppError('invalid', chosen.message, [
        { path: `billItems.${line.index}.size`, message: chosen.message },
      ]);
    }
    const size = chosen.size;
    totalCents += size.priceCents * line.quantity;
    labeledTotalCents += size.labeledPriceCents * line.quantity;
    const same = bySize.get(size.id);
    if (same) {
      same.item.quantity += line.quantity;
      same.need.quantity += line.quantity;
      continue;
    }
    bySize.set(size.id, {
      item: {
        productRefId: product.id,
        productId: product.productId,
        productName: product.name,
        image: parseJsonList(product.images)[0] ?? '',
        size: size.size,
        quantity: line.quantity,
        priceCents: size.priceCents,
        labeledPriceCents: size.labeledPriceCents,
      },
      need: {
        id: size.id,
        productRefId: product.id,
        productId: product.productId,
        name: product.name,
        size: size.size,
        quantity: line.quantity,
      },
    });
  }
  const entries = [...bySize.values()];
  return {
    items: entries.map((e) => e.item),
    totalCents,
    labeledTotalCents,
    stock: entries.map((e) => e.need),
  };
}
