import {
  summarizeSizes,
  toCents,
  type ProductCreateParsed,
  type ProductSize,
  type ProductUpdateParsed,
} from '@wallart/domain';
import type { ProductRow, ProductSizeRow } from '../../db/models';

/** The columns a product's editable fields are stored in: money in cents, lists as JSON text. */
export type ProductValues = Pick<
  ProductRow,
  | 'name'
  | 'altNames'
  | 'description'
  | 'priceCents'
  | 'labeledPriceCents'
  | 'category'
  | 'stock'
  | 'images'
  | 'kind'
> &
  Partial<Pick<ProductRow, 'translations'>>;

/** A product's fields as the shop edits them (prices in rupees, lists as lists). */
export type ProductFields = Omit<ProductCreateParsed, 'productId'>;

/** The columns a product is read with (PostgreSQL's search vector stays behind). */
export const PRODUCT_COLUMNS = [
  'id',
  'productId',
  'name',
  'altNames',
  'description',
  'priceCents',
  'labeledPriceCents',
  'category',
  'stock',
  'images',
  'kind',
  'translations',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof ProductRow)[];

/** PRODUCT_COLUMNS as a plain SQL select list on `p` (products). */
export const PRODUCT_COLUMNS_SQL = PRODUCT_COLUMNS.map((column) => `p."${column}"`).join(', ');

/**
 * The one mapping from a product's fields to its row, used by the service, the CSV import,
 * the demo seed and the bench: prices become integer cents by the domain's money rule, never
 * by float multiplication. Given only some fields (an edit), it maps only those.
 */
export function toProductValues(fields: ProductFields): ProductValues;
export function toProductValues(fields: ProductUpdateParsed): Partial<ProductValues>;
export function toProductValues(fields: ProductUpdateParsed): Partial<ProductValues> {
  return {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.altNames !== undefined && { altNames: JSON.stringify(fields.altNames) }),
    ...(fields.description !== undefined && { description: fields.description }),
    ...(fields.price !== undefined && { priceCents: toCents(fields.price) }),
    ...(fields.labeledPrice !== undefined && { labeledPriceCents: toCents(fields.labeledPrice) }),
    ...(fields.category !== undefined && { category: fields.category }),
    ...(fields.stock !== undefined && { stock: fields.stock }),
    ...(fields.images !== undefined && { images: JSON.stringify(fields.images) }),
    ...(fields.kind !== undefined && { kind: fields.kind }),
    ...(fields.translations !== undefined && {
      translations: JSON.stringify(fields.translations),
    }),
  };
}

/** A size's columns, as `product_sizes` stores them (money in cents). */
export type SizeValues = Pick<
  ProductSizeRow,
  'size' | 'priceCents' | 'labeledPriceCents' | 'stock' | 'width' | 'height' | 'unit'
>;

export function toSizeValues(size: ProductSize): SizeValues {
  return {
    size: size.size,
    priceCents: toCents(size.price),
    labeledPriceCents: toCents(size.labeledPrice),
    stock: size.stock ?? 0,
    width: size.width,
    height: size.height,
    unit: size.unit,
  };
}

/**
 * The summary a product row keeps of its sizes (PRODUCT §7): the cheapest size's prices, the
 * dearest size's price and the sum of their stock, so the list's sorts, filters and indexes need
 * no join.
 */
export function sizeSummaryValues(
  sizes: readonly ProductSize[],
): Pick<ProductRow, 'priceCents' | 'labeledPriceCents' | 'maxPriceCents' | 'stock'> {
  const summary = summarizeSizes(sizes);
  const priceCents = toCents(summary.price);
  return {
    priceCents,
    maxPriceCents: Math.max(priceCents, ...sizes.map((size) => toCents(size.price))),
    labeledPriceCents: toCents(summary.labeledPrice),
    stock: summary.stock,
  };
}
