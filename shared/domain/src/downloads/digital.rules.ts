/**
 * Digital artwork (PRODUCT §13): a product is a print (shipped, counted in stock) or digital
 * (its sizes are file tiers such as "4000x6000 px", sold without stock or shipping).
 */
import { MAX_STOCK } from '../product/product-limits.rules';

export const PRODUCT_KINDS = ['print', 'digital'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const DEFAULT_PRODUCT_KIND: ProductKind = 'print';

/** A digital tier's file is one image of at most 200 MB. */
export const MAX_DIGITAL_FILE_BYTES = 200 * 1024 * 1024;

/**
 * What a digital tier's stock column holds: it never runs out, so the catalogue's in-stock
 * filters count it, and no order takes from it (decision 0125). Answers say null.
 */
export const DIGITAL_TIER_STOCK = MAX_STOCK;

/** The shipping method stored on an order of only digital lines; answered as null. */
export const NO_SHIPPING = 'none';

const PIXELS = /^\s*(\d{2,6})\s*[x×*]\s*(\d{2,6})\s*px\s*$/i;

/** The pixel size a digital tier's label states ("4000x6000 px"), or null. */
export function readPixelSize(label: string): { width: number; height: number } | null {
  const match = PIXELS.exec(label);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** An order needs delivery unless every line is digital. */
export const needsShipping = (lines: readonly { digital: boolean }[]): boolean =>
  lines.length === 0 || lines.some((line) => !line.digital);
