import type { Category, Product } from '@wallart/domain';
import { fromCents } from '@wallart/domain';
import { parseJsonList, toIso, toNumber } from '../../lib/rows';

export interface ProductRow {
  id: number;
  productId: string;
  name: string;
  altNames: string;
  description: string;
  priceCents: number | string;
  labeledPriceCents: number | string;
  category: string;
  stock: number | string;
  images: string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

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
  'createdAt',
  'updatedAt',
] as const;

export function presentProduct(row: ProductRow): Product {
  return {
    _id: String(row.id),
    productId: row.productId,
    name: row.name,
    altNames: parseJsonList(row.altNames),
    price: fromCents(toNumber(row.priceCents)),
    labeledPrice: fromCents(toNumber(row.labeledPriceCents)),
    category: row.category as Category,
    description: row.description,
    stock: toNumber(row.stock),
    images: parseJsonList(row.images),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}
