import { useSyncExternalStore } from 'react';
import {
  CART_STORAGE_KEY,
  addToCart,
  parseStoredCart,
  removeProduct,
  setQuantity,
  type CartItem,
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

/** The stored cart, parsed once per stored text so React sees a stable array. */
export function readCart(): CartItem[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, items: raw ? parseStoredCart(raw) : EMPTY };
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
  stock: number;
}

/** Puts a product in the cart; refused when it is out of stock. */
export function addProductToCart(
  product: CartProduct,
  selectedSize: string,
  quantity: number,
): AddOutcome {
  if (product.stock <= 0) return 'unavailable';
  const saved = cart.add({
    productId: product.productId,
    name: product.name,
    altNames: product.altNames,
    price: product.price,
    labeledPrice: product.labeledPrice,
    image: product.images[0] ?? '',
    selectedSize,
    quantity,
  });
  return saved ? 'added' : 'failed';
}
