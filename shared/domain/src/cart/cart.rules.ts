import { DEFAULT_PRINT_SIZE } from '../catalog/catalog.rules';
import { isQuoteProductId } from '../inbox/quote.rules';

/** A size label is at most 40 characters (PRODUCT §7). */
const MAX_SIZE_LABEL = 40;

/** The size a stored line names, trimmed; a line naming none (or nonsense) means the first size. */
function storedSize(size: unknown): string {
  const label = typeof size === 'string' ? size.trim() : '';
  return label !== '' && label.length <= MAX_SIZE_LABEL ? label : DEFAULT_PRINT_SIZE;
}

/** A cart line as the browser keeps it under the storage key "cart" (SPEC §3). */
export interface CartItem {
  productId: string;
  name: string;
  altNames: string[];
  price: number;
  labeledPrice: number;
  image: string;
  selectedSize: string;
  quantity: number;
  /** Digital artwork: downloaded, never shipped (PRODUCT §13). */
  digital?: boolean;
}

export const CART_STORAGE_KEY = 'cart';

/** A quoted one-off artwork is made once: its line holds 1, whatever is asked (decision 0044). */
export const hasFixedQuantity = (productId: string) => isQuoteProductId(productId);

const lineQuantity = (productId: string, quantity: number) =>
  hasFixedQuantity(productId) ? Math.min(quantity, 1) : quantity;

const sameLine = (
  a: Pick<CartItem, 'productId' | 'selectedSize'>,
  productId: string,
  size: string,
) => a.productId === productId && a.selectedSize === size;

/**
 * Adds `quantity` of an item. A line with the same productId and size grows instead of a
 * second line appearing; a quantity that ends at 0 or below drops the line.
 */
export function addToCart(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const size = item.selectedSize || DEFAULT_PRINT_SIZE;
  const existing = cart.find((line) => sameLine(line, item.productId, size));
  if (!existing) {
    const quantity = lineQuantity(item.productId, item.quantity);
    return quantity > 0 ? [...cart, { ...item, selectedSize: size, quantity }] : [...cart];
  }
  return setQuantity(cart, item.productId, size, existing.quantity + item.quantity);
}

/** Sets a line's quantity (a quoted artwork's stays 1); at 0 or below the line is removed. */
export function setQuantity(
  cart: readonly CartItem[],
  productId: string,
  size: string,
  quantity: number,
): CartItem[] {
  if (quantity <= 0) return cart.filter((line) => !sameLine(line, productId, size));
  const kept = lineQuantity(productId, quantity);
  return cart.map((line) => (sameLine(line, productId, size) ? { ...line, quantity: kept } : line));
}

/** Removes every line of a product, whatever its size. */
export function removeProduct(cart: readonly CartItem[], productId: string): CartItem[] {
  return cart.filter((line) => line.productId !== productId);
}

export interface CartTotals {
  /** What the shopper pays: Σ price × quantity. */
  total: number;
  /** Σ labeledPrice × quantity. */
  labeledTotal: number;
  /** Σ labeledPrice × quantity − Σ price × quantity. */
  discount: number;
  /** How many prints, counting quantities. */
  itemCount: number;
}

/** Totals in cents internally, so 0.1 + 0.2 style noise never reaches the screen. */
export function cartTotals(cart: readonly CartItem[]): CartTotals {
  let totalCents = 0;
  let labeledCents = 0;
  let itemCount = 0;
  for (const line of cart) {
    totalCents += Math.round(line.price * 100) * line.quantity;
    labeledCents += Math.round(line.labeledPrice * 100) * line.quantity;
    itemCount += line.quantity;
  }
  return {
    total: totalCents / 100,
    labeledTotal: labeledCents / 100,
    discount: (labeledCents - totalCents) / 100,
    itemCount,
  };
}

/** The money lines of a cart or checkout, in LKR, each named as every other page names it. */
export interface MoneyLines {
  /** "Subtotal": what the lines cost at their sale prices. */
  subtotal: number;
  /** "You save": labeled prices minus prices; 0 shows no row. */
  youSave: number;
  /** "Discount (CODE)": what an applied code takes off, never more than the subtotal. */
  codeDiscount: number;
  /** Subtotal − code discount + shipping (a shipping fee not yet known counts as 0). */
  total: number;
}

/** The figures of PRODUCT §16's money lines, in cents inside so that they add up exactly. */
export function moneyLines(
  cart: readonly CartItem[],
  codeDiscount = 0,
  shippingFee: number | null = 0,
): MoneyLines {
  const totals = cartTotals(cart);
  const subtotalCents = Math.round(totals.total * 100);
  const codeCents = Math.min(Math.round(codeDiscount * 100), subtotalCents);
  const shippingCents = Math.round((shippingFee ?? 0) * 100);
  return {
    subtotal: totals.total,
    youSave: totals.discount,
    codeDiscount: codeCents / 100,
    total: (subtotalCents - codeCents + shippingCents) / 100,
  };
}

/**
 * Reads a stored cart defensively: anything malformed is dropped rather than crashing a page.
 * Lines missing optional fields get defaults, and lines of the same product and size are
 * merged. Each line keeps its own size label, since a print's sizes are its own ("A3",
 * "Framed 24x36 in"); a line from before sizes (none named) means the first size, as an order
 * of it would. Whether the print still comes in that size is for the cart to check against
 * the server.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.reduce<CartItem[]>((cart, entry) => {
    const line = toCartItem(entry);
    return line ? addToCart(cart, line) : cart;
  }, []);
}

function toCartItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (
    typeof v.productId !== 'string' ||
    typeof v.name !== 'string' ||
    typeof v.price !== 'number' ||
    !Number.isFinite(v.price) ||
    typeof v.labeledPrice !== 'number' ||
    !Number.isFinite(v.labeledPrice) ||
    typeof v.quantity !== 'number' ||
    !Number.isInteger(v.quantity) ||
    v.quantity <= 0
  ) {
    return null;
  }
  return {
    productId: v.productId,
    name: v.name,
    altNames: Array.isArray(v.altNames)
      ? v.altNames.filter((n): n is string => typeof n === 'string')
      : [],
    price: v.price,
    labeledPrice: v.labeledPrice,
    image: typeof v.image === 'string' ? v.image : '',
    selectedSize: storedSize(v.selectedSize),
    quantity: v.quantity,
    ...(v.digital === true && { digital: true }),
  };
}
