import { DEFAULT_PRINT_SIZE, type BillItemInput } from '@wallart/domain';

export interface OrderLine {
  productId: string;
  size: string;
  quantity: number;
}

/** Lines naming the same print and size become one; a missing size means the first size. */
export function mergeLines(items: readonly BillItemInput[]): OrderLine[] {
  const merged = new Map<string, OrderLine>();
  for (const item of items) {
    const size = item.size ?? DEFAULT_PRINT_SIZE;
    const key = `${item.productId}\u0000${size}`;
    const line = merged.get(key);
    if (line) line.quantity += item.quantity;
    else merged.set(key, { productId: item.productId, size, quantity: item.quantity });
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
