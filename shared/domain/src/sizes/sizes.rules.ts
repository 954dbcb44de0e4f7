/**
 * Pure rules over a product's sizes (PRODUCT §7): the top-level price and stock they give,
 * the "from LKR …" label, which size a bill item means, how a write changes the sizes, and
 * the per-row messages of the admin sizes editor.
 */
import { DEFAULT_PRINT_SIZE } from '../catalog/catalog.rules';
import { formatLKR, toCents } from '../money/money.rules';
import { readSizeDimensions, type SizeDimensions } from './size-dimensions.rules';
import { sameSizeLabel } from './size-label.rules';
import type { ProductSize } from './sizes.schemas';

type Priced = Pick<ProductSize, 'size' | 'price' | 'labeledPrice'>;

/** The cheapest size (the first of equally cheap ones), or undefined for no sizes. */
export function cheapestSize<T extends Priced>(sizes: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const entry of sizes) {
    if (!best || toCents(entry.price) < toCents(best.price)) best = entry;
  }
  return best;
}

export interface SizesSummary {
  /** The cheapest size's price and labeled price: a product's top-level values. */
  price: number;
  labeledPrice: number;
  /** The sum of every size's stock. */
  stock: number;
  /** True when the sizes do not all cost the same, so the price shows as "from …". */
  pricesDiffer: boolean;
}

/** A product's top-level price, labeled price and stock, as its sizes give them. */
export function summarizeSizes(sizes: readonly ProductSize[]): SizesSummary {
  const cheapest = cheapestSize(sizes);
  const cents = new Set(sizes.map((s) => toCents(s.price)));
  return {
    price: cheapest?.price ?? 0,
    labeledPrice: cheapest?.labeledPrice ?? 0,
    stock: sizes.reduce((sum, s) => sum + (s.stock ?? 0), 0),
    pricesDiffer: cents.size > 1,
  };
}

/** "from LKR 4,500.00" where sizes differ in price, otherwise "LKR 4,500.00". */
export function priceLabel(
  sizes: readonly Priced[],
  from: (price: string) => string = (price) => `from ${price}`,
): string {
  const cheapest = cheapestSize(sizes);
  const text = formatLKR(cheapest?.price ?? 0);
  const differ = new Set(sizes.map((s) => toCents(s.price))).size > 1;
  return differ ? from(text) : text;
}

/** A size that can be bought: some stock left, or no limit (a digital tier's null). */
export const isSizeInStock = (size: Pick<ProductSize, 'stock'>) =>
  size.stock === null || size.stock > 0;

/** A product none of whose sizes can be bought (PRODUCT §16: "Sold out" on card and page). */
export const isSoldOut = (product: {
  stock: number | null;
  sizes: readonly Pick<ProductSize, 'stock'>[];
}) => (product.sizes.length > 0 ? !product.sizes.some(isSizeInStock) : (product.stock ?? 1) <= 0);

export type BillItemSizeResult<T> =
  { ok: true; size: T } | { ok: false; code: 'NO_SIZES' | 'UNKNOWN_SIZE'; message: string };

/**
 * The size a bill item means: the one it names (ignoring case and surrounding spaces), or
 * the first size when it names none. A size the product does not offer is an error value
 * whose message names the product and the sizes it has.
 */
export function sizeForBillItem<T extends Pick<ProductSize, 'size'>>(
  sizes: readonly T[],
  requested: string | null | undefined,
  productName = 'This print',
): BillItemSizeResult<T> {
  const first = sizes[0];
  if (!first) {
    return { ok: false, code: 'NO_SIZES', message: `${productName} has no sizes to order` };
  }
  const wanted = requested?.trim() ?? '';
  if (wanted === '') return { ok: true, size: first };
  const found = sizes.find((s) => sameSizeLabel(s.size, wanted));
  if (found) return { ok: true, size: found };
  const offered = sizes.map((s) => s.size).join(', ');
  return {
    ok: false,
    code: 'UNKNOWN_SIZE',
    message: `${productName} does not come in "${wanted}"; choose one of: ${offered}`,
  };
}

/**
 * The one size of a product written without `sizes` (SPEC's body): named by the first
 * default print size and carrying the given price, labeled price and stock.
 */
export function singleDefaultSize(values: {
  price: number;
  labeledPrice: number;
  stock: number;
}): ProductSize {
  const dimensions = readSizeDimensions(DEFAULT_PRINT_SIZE) as SizeDimensions; // a default size states them (tested)
  return {
    size: DEFAULT_PRINT_SIZE,
    price: values.price,
    labeledPrice: values.labeledPrice,
    stock: values.stock,
    ...dimensions,
  };
}

export interface ProductSizesWrite {
  /** Already parsed by productSizesInputSchema. */
  sizes?: ProductSize[];
  price?: number;
  labeledPrice?: number;
  stock?: number;
}

export type SizesWriteResult = { ok: true; sizes: ProductSize[] } | { ok: false; message: string };

export const SEND_SIZES_MESSAGE =
  'This product has several sizes: send "sizes" to change prices or stock';

/**
 * The sizes a product has after a write. `sizes` replaces them (top-level price, labeled
 * price and stock are then ignored). Without `sizes`: a new product gets one default size
 * from the top-level values; a one-size product takes the top-level values sent into that
 * size; a product with several sizes refuses top-level price, labeled price or stock.
 * `current` is null for a product being created.
 */
export function sizesAfterWrite(
  current: readonly ProductSize[] | null,
  write: ProductSizesWrite,
): SizesWriteResult {
  if (write.sizes) return { ok: true, sizes: write.sizes };
  if (current === null || current.length === 0) {
    return {
      ok: true,
      sizes: [
        singleDefaultSize({
          price: write.price ?? 0,
          labeledPrice: write.labeledPrice ?? 0,
          stock: write.stock ?? 0,
        }),
      ],
    };
  }
  const touches =
    write.price !== undefined || write.labeledPrice !== undefined || write.stock !== undefined;
  if (!touches) return { ok: true, sizes: [...current] };
  const [only, ...others] = current;
  if (!only || others.length > 0) return { ok: false, message: SEND_SIZES_MESSAGE };
  return {
    ok: true,
    sizes: [
      {
        ...only,
        price: write.price ?? only.price,
        labeledPrice: write.labeledPrice ?? only.labeledPrice,
        stock: write.stock ?? only.stock,
      },
    ],
  };
}
