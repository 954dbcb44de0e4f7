import type { Product, ProductKind, ProductSize } from '@wallart/domain';
import { fromCents, readTranslations } from '@wallart/domain';
import type { ProductRow, RawRow } from '../../db/models';
import { parseJsonList, toIso } from '../../lib/rows';
import type { SizeValues } from './product-row';

/**
 * A size as the shop keeps it; given its product's kind, as the API answers it: a digital
 * tier's stock is null (no limit) and it says whether its file is uploaded.
 */
export function presentSize(
  size: SizeValues & { fileKey?: string | null },
  kind?: ProductKind,
): ProductSize {
  return {
    size: size.size,
    price: fromCents(size.priceCents),
    labeledPrice: fromCents(size.labeledPriceCents),
    stock: kind === 'digital' ? null : size.stock,
    width: Number(size.width),
    height: Number(size.height),
    unit: size.unit,
    ...(kind === 'digital' && { hasFile: Boolean(size.fileKey) }),
  };
}

export function presentProduct(
  row: RawRow<ProductRow>,
  sizes: readonly (SizeValues & { fileKey?: string | null })[],
): Product {
  return {
    _id: String(row.id),
    productId: row.productId,
    name: row.name,
    altNames: parseJsonList(row.altNames),
    price: fromCents(row.priceCents),
    labeledPrice: fromCents(row.labeledPriceCents),
    category: row.category,
    description: row.description,
    kind: row.kind,
    stock: row.kind === 'digital' ? null : row.stock,
    sizes: sizes.map((size) => presentSize(size, row.kind)),
    images: parseJsonList(row.images),
    translations: readTranslations(row.translations),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}
