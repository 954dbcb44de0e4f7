import type { Product } from '@wallart/domain';
import { fromCents } from '@wallart/domain';
import type { ProductRow, RawRow } from '../../db/models';
import { parseJsonList, toIso } from '../../lib/rows';

export function presentProduct(row: RawRow<ProductRow>): Product {
  return {
    _id: String(row.id),
    productId: row.productId,
    name: row.name,
    altNames: parseJsonList(row.altNames),
    price: fromCents(row.priceCents),
    labeledPrice: fromCents(row.labeledPriceCents),
    category: row.category,
    description: row.description,
    stock: row.stock,
    images: parseJsonList(row.images),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}
