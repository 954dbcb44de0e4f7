import type { Product, ProductSize } from '@wallart/domain';
import { fromCents } from '@wallart/domain';
import type { ProductRow, RawRow } from '../../db/models';
import { parseJsonList, toIso } from '../../lib/rows';
import type { SizeValues } from './product-row';

export function presentSize(size: SizeValues): ProductSize {
  return {
    size: size.size,
    price: fromCents(size.priceCents),
    labeledPrice: fromCents(size.labeledPriceCents),
    stock: size.stock,
    width: Number(size.width),
    height: Number(size.height),
    unit: size.unit,
  };
}

export function presentProduct(row: RawRow<ProductRow>, sizes: readonly SizeValues[]): Product {
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
    sizes: sizes.map(presentSize),
    images: parseJsonList(row.images),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}
