import { useSyncExternalStore } from 'react';
import {
  CART_STORAGE_KEY,
  addToCart,
  parseStoredCart,
  removeProduct,
  sameSizeLabel,
  setQuantity,
  type CartItem,
  type ProductKind,
  type ProductSize,
} from '@wallart/domain/rules';

const EMPTY: CartItem[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; items: CartItem[] } = { raw: null, items: EMPTY };

function readRaw(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Reads a stored cart (or the lines the cart hands to the checkout) defensively. */
export const parseCart = parseStoredCart;

/** The stored cart, parsed once per stored text so React sees a stable array. */
export function readCart(): CartItem[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, items: raw ? parseCart(raw) : EMPTY };
  return cached.items;
}

/** Writes the cart; false when the browser refused (storage full or blocked). */
export function writeCart(items: readonly CartItem[]): boolean {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, readCart, () => EMPTY);
}

export const cart = {
  add: (item: CartItem) => writeCart(addToCart(readCart(), item)),
  setQuantity: (productId: string, size: string, quantity: number) =>
    writeCart(setQuantity(readCart(), productId, size, quantity)),
  remove: (productId: string) => writeCart(removeProduct(readCart(), productId)),
  clear: () => writeCart([]),
};

export type AddOutcome = 'added' | 'unavailable' | 'failed';

export interface CartProduct {
  productId: string;
  name: string;
  altNames: string[];
  price: number;
  labeledPrice: number;
  images: string[];
  kind?: ProductKind;
  /** Null: no limit (digital artwork). */
  stock: number | null;
  /** The product's sizes, each with its own price and stock (PRODUCT §7). */
  sizes?: readonly Pick<ProductSize, 'size' | 'price' | 'labeledPrice' | 'stock'>[];
}

/**
 * Puts a product in the cart in a size, at that size's price; refused when that size (or,
 * for a product without sizes, the product) is out of stock or not offered.
 */
export function addProductToCart(
  product: CartProduct,
  selectedSize: string,
  quantity: number,
): AddOutcome {
  const priced = product.sizes
    ? product.sizes.find((entry) => sameSizeLabel(entry.size, selectedSize))
    : { ...product, size: selectedSize };
  if (!priced || (priced.stock !== null && priced.stock <= 0)) return 'unavailable';
  const saved = cart.add({
    productId: product.productId,
    name: product.name,
    altNames: product.altNames,
    price: priced.price,
    labeledPrice: priced.labeledPrice,
    image: product.images[0] ?? '',
    selectedSize: priced.size,
    quantity,
    ...(product.kind === 'digital' && { digital: true }),
  });
  return saved ? 'added' : 'failed';
}
