import type { BillItemInput } from '@wallart/domain';

export interface OrderLine {
  productId: string;
  /** The size as the shopper named it; '' when they named none (the product's first size). */
  size: string;
  quantity: number;
  /** Where the line's first bill item stood in the request, for a 400 that points at it. */
  index: number;
}

/**
 * Lines naming the same print and size (ignoring case and surrounding spaces) become one.
 * Pricing merges again once it knows which size an unnamed one means.
 */
export function mergeLines(items: readonly BillItemInput[]): OrderLine[] {
  const merged = new Map<string, OrderLine>();
  for (const [index, item] of items.entries()) {
    const size = item.size?.trim() ?? '';
    const key = `${item.productId}\u0000${size.toLowerCase()}`;
    const line = merged.get(key);
    if (line) line.quantity += item.quantity;
    else merged.set(key, { productId: item.productId, size, quantity: item.quantity, index });
  }
  return [...merged.values()];
}

/** How many prints of each product the lines need, whatever their sizes. */
export function quantitiesByProduct(lines: readonly OrderLine[]): Map<string, number> {
  const needed = new Map<string, number>();
  for (const line of lines)
    needed.set(line.productId, (needed.get(line.productId) ?? 0) + line.quantity);
  return needed;
}
