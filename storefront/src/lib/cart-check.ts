import { useQueries } from '@tanstack/react-query';
import { isApiError } from '@wallart/domain/api-client';
import {
  isQuoteProductId,
  sameSizeLabel,
  toCents,
  type CartItem,
  type Product,
} from '@wallart/domain/rules';
import { sharedQueries } from './shared-queries';

/** What the server says of a cart line today. */
export type LineState =
  | { kind: 'checking' }
  | { kind: 'ok' }
  | { kind: 'price-changed'; was: number; now: number }
  /** The size is sold out. */
  | { kind: 'sold-out' }
  /** Fewer left in the size than the line asks for. */
  | { kind: 'short'; stock: number }
  /** The print no longer comes in this size. */
  | { kind: 'size-gone' }
  /** The print is no longer sold. */
  | { kind: 'product-gone' }
  /** The server could not be asked. */
  | { kind: 'unchecked' };

export interface CheckedLine {
  /** The line as the shopper will order it: priced by the server once it answered. */
  item: CartItem;
  state: LineState;
}

export interface CartCheck {
  lines: CheckedLine[];
  /** True while any line is still being checked. */
  checking: boolean;
  /** Lines that stop the order until the shopper changes them. */
  blocking: CheckedLine[];
  /** True when some line could not be checked (the server was not reached). */
  unchecked: boolean;
}

export const lineKey = (line: Pick<CartItem, 'productId' | 'selectedSize'>) =>
  `${line.productId}|${line.selectedSize}`;

const BLOCKING = new Set<LineState['kind']>(['sold-out', 'short', 'size-gone', 'product-gone']);

/** One line against the product as the server answered it now. */
export function checkLine(item: CartItem, product: Product): CheckedLine {
  const size = product.sizes.find((entry) => sameSizeLabel(entry.size, item.selectedSize));
  if (!size) return { item, state: { kind: 'size-gone' } };
  const priced = { ...item, price: size.price, labeledPrice: size.labeledPrice };
  // A digital tier's stock is null: it never runs out.
  if (size.stock !== null && size.stock <= 0) return { item: priced, state: { kind: 'sold-out' } };
  if (size.stock !== null && size.stock < item.quantity) {
    return { item: priced, state: { kind: 'short', stock: size.stock } };
  }
  if (toCents(size.price) !== toCents(item.price)) {
    return { item: priced, state: { kind: 'price-changed', was: item.price, now: size.price } };
  }
  return { item: priced, state: { kind: 'ok' } };
}

/**
 * Re-reads every product in the cart from the server (one request per distinct print, shared
 * with the product page's cache but always asked again here), so a changed price or a size
 * that sold out or went away shows before the order, never after paying.
 */
export function useCartCheck(items: readonly CartItem[]): CartCheck {
  // A quoted one-off artwork is no catalogue product: its quote fixes its price (decision 0044).
  const productIds = [
    ...new Set(items.filter((item) => !isQuoteProductId(item.productId)).map((i) => i.productId)),
  ];
  const results = useQueries({
    queries: productIds.map((productId) => ({
      ...sharedQueries.productDetail(productId),
      staleTime: 0,
      refetchOnMount: 'always' as const,
    })),
  });
  const byId = new Map(productIds.map((productId, i) => [productId, results[i]]));
  const lines = items.map((item): CheckedLine => {
    if (isQuoteProductId(item.productId)) return { item, state: { kind: 'ok' } };
    const result = byId.get(item.productId);
    if (!result || result.isPending) return { item, state: { kind: 'checking' } };
    if (result.isError) {
      const gone = isApiError(result.error) && result.error.status === 404;
      return { item, state: { kind: gone ? 'product-gone' : 'unchecked' } };
    }
    return checkLine(item, result.data);
  });
  return {
    lines,
    checking: results.some((result) => result.isFetching),
    blocking: lines.filter((line) => BLOCKING.has(line.state.kind)),
    unchecked: lines.some((line) => line.state.kind === 'unchecked'),
  };
}
