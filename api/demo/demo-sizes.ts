import { PRINT_SIZES, readSizeDimensions, type ProductSizeParsed } from '@wallart/domain';
import type { DemoProduct } from './demo-catalogue';

/** How much dearer each step of the ladder is than the smallest size. */
const PRICE_STEPS = [1, 1.45, 2.1] as const;
/** The share of a print's stock each size gets (the rest goes to the largest). */
const STOCK_SHARES = [0.5, 0.3] as const;

/**
 * Demo sizes sold out while the print is not, so the storefront shows a size it cannot sell:
 * productId → the size with none left. None of them is one a demo order asks for.
 */
export const DEMO_SOLD_OUT_SIZES: Readonly<Record<string, string>> = {
  'WA-LR-010': '24x36 in',
  'WA-RE-010': '18x24 in',
};

const roundTo100 = (value: number) => Math.round(value / 100) * 100;

/**
 * A demo print's size ladder: 12x18 in at its catalogue price, 18x24 in and 24x36 in dearer
 * (rounded to LKR 100), and its stock shared out, the smallest size getting the most.
 */
export function demoSizes(product: DemoProduct): ProductSizeParsed[] {
  const soldOut = DEMO_SOLD_OUT_SIZES[product.productId];
  // At least three (or all there are) in the smallest size, the one orders default to.
  const small = Math.max(Math.ceil(product.stock * STOCK_SHARES[0]), Math.min(product.stock, 3));
  const medium = Math.floor(product.stock * STOCK_SHARES[1]);
  const stocks = [small, medium, product.stock - small - medium];
  return PRINT_SIZES.map((size, i) => {
    const step = PRICE_STEPS[i] ?? 1;
    const dimensions = readSizeDimensions(size) ?? { width: 12, height: 18, unit: 'in' as const };
    return {
      size,
      price: i === 0 ? product.price : roundTo100(product.price * step),
      labeledPrice: i === 0 ? product.labeledPrice : roundTo100(product.labeledPrice * step),
      stock: size === soldOut ? 0 : (stocks[i] ?? 0),
      ...dimensions,
    };
  });
}
