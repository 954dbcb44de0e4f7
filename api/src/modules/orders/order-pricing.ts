import {
  DEFAULT_LANGUAGE,
  nameInLanguage,
  readTranslations,
  sizeForBillItem,
  type Language,
} from '@wallart/domain';
import { AppError, conflict } from '../../lib/app-error';
import { parseJsonList } from '../../lib/rows';
import type { OrderLine } from './order-lines';
import type { BillLine, OrderedProduct, StockNeed } from './order-store';

/**
 * The order's lines as the shop prices them: names, images and prices from the products
 * read, never from the shopper, each line at its size's price (PRODUCT §7). A line naming a
 * product that does not exist is a 404; a size the product does not offer is a 400 naming
 * both. Lines that turn out to mean the same size (one named, one left to the first size)
 * become one. `stock` is what the order takes, by size: a digital tier takes none, and one
 * whose file staff have not uploaded yet cannot be bought (409).
 */
export function priceLines(
  lines: readonly OrderLine[],
  products: readonly OrderedProduct[],
  lang: Language = DEFAULT_LANGUAGE,
) {
  const byProductId = new Map(products.map((p) => [p.productId, p]));
  let totalCents = 0;
  let labeledTotalCents = 0;
  const bySize = new Map<number, { item: BillLine; need: StockNeed | null }>();
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
    const digital = product.kind === 'digital';
    if (digital && !size.fileKey) {
      throw conflict(`${product.name} in ${size.size} cannot be bought yet: its file is not ready`);
    }
    totalCents += size.priceCents * line.quantity;
    labeledTotalCents += size.labeledPriceCents * line.quantity;
    const same = bySize.get(size.id);
    if (same) {
      same.item.quantity += line.quantity;
      if (same.need) same.need.quantity += line.quantity;
      continue;
    }
    bySize.set(size.id, {
      item: {
        productRefId: product.id,
        productId: product.productId,
        // The line keeps the name the shopper ordered it under: the order's language (§12).
        productName: nameInLanguage(product.name, readTranslations(product.translations), lang),
        image: parseJsonList(product.images)[0] ?? '',
        size: size.size,
        quantity: line.quantity,
        priceCents: size.priceCents,
        labeledPriceCents: size.labeledPriceCents,
        fileKey: digital ? size.fileKey : null,
      },
      // A digital tier has no stock to take (decision 0125).
      need: digital
        ? null
        : {
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
    stock: entries.flatMap((e) => (e.need ? [e.need] : [])),
  };
}
