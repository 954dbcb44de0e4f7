import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SIZE, PRINT_SIZES } from '../catalog/print-sizes';
import {
  addToCart,
  CART_STORAGE_KEY,
  cartTotals,
  removeProduct,
  setQuantity,
  moneyLines,
  parseStoredCart,
  type CartItem,
} from './cart.rules';

const SMALL = PRINT_SIZES[0];
const MEDIUM = PRINT_SIZES[1];
const LARGE = PRINT_SIZES[2];

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    productId: 'PRD-001',
    name: 'Sunset Over Galle',
    altNames: ['Galle sunset'],
    price: 4500,
    labeledPrice: 5000,
    image: '/uploads/sunset.jpg',
    selectedSize: SMALL,
    quantity: 1,
    ...overrides,
  };
}

describe('CART_STORAGE_KEY', () => {
  it('is "cart", as SPEC §3 names the browser storage key', () => {
    expect(CART_STORAGE_KEY).toBe('cart');
  });
});

describe('addToCart', () => {
  it('adds a new line to an empty cart', () => {
    const cart = addToCart([], item({ quantity: 2 }));
    expect(cart).toEqual([item({ quantity: 2 })]);
  });

  it('merges a second add of the same productId and size into one line, summing quantities', () => {
    const cart = addToCart(addToCart([], item({ quantity: 2 })), item({ quantity: 3 }));
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(5);
  });

  it('keeps different sizes of the same product as separate lines', () => {
    let cart = addToCart([], item({ selectedSize: SMALL }));
    cart = addToCart(cart, item({ selectedSize: MEDIUM, quantity: 2 }));
    cart = addToCart(cart, item({ selectedSize: LARGE, quantity: 3 }));
    expect(cart.map((l) => [l.selectedSize, l.quantity])).toEqual([
      [SMALL, 1],
      [MEDIUM, 2],
      [LARGE, 3],
    ]);
  });

  it('keeps different products of the same size as separate lines', () => {
    const cart = addToCart(addToCart([], item()), item({ productId: 'PRD-002' }));
    expect(cart.map((l) => l.productId)).toEqual(['PRD-001', 'PRD-002']);
  });

  it('gives a line without a size the first print size', () => {
    const cart = addToCart([], item({ selectedSize: '' }));
    expect(cart[0]?.selectedSize).toBe(DEFAULT_PRINT_SIZE);
    expect(DEFAULT_PRINT_SIZE).toBe(PRINT_SIZES[0]);
  });

  it('merges a line without a size into the existing first-size line', () => {
    const cart = addToCart(
      addToCart([], item({ selectedSize: SMALL })),
      item({ selectedSize: '' }),
    );
    expect(cart).toEqual([item({ selectedSize: SMALL, quantity: 2 })]);
  });

  it('does not add a new line whose quantity is 0', () => {
    expect(addToCart([], item({ quantity: 0 }))).toEqual([]);
  });

  it('does not add a new line whose quantity is negative', () => {
    expect(addToCart([item({ productId: 'OTHER' })], item({ quantity: -1 }))).toEqual([
      item({ productId: 'OTHER' }),
    ]);
  });

  it('lowers an existing line when a negative quantity is added', () => {
    const cart = addToCart([item({ quantity: 3 })], item({ quantity: -1 }));
    expect(cart[0]?.quantity).toBe(2);
  });

  it('drops an existing line when an added negative quantity brings it to exactly 0', () => {
    expect(addToCart([item({ quantity: 2 })], item({ quantity: -2 }))).toEqual([]);
  });

  it('drops an existing line when an added negative quantity brings it below 0', () => {
    expect(addToCart([item({ quantity: 2 })], item({ quantity: -5 }))).toEqual([]);
  });

  it('leaves the given cart untouched (returns a new array)', () => {
    const original = [item({ quantity: 1 })];
    const snapshot = structuredClone(original);
    const next = addToCart(original, item({ quantity: 4 }));
    expect(original).toEqual(snapshot);
    expect(next).not.toBe(original);
  });

  it('keeps the order of lines when an existing line grows', () => {
    const cart = [item({ productId: 'A' }), item({ productId: 'B' }), item({ productId: 'C' })];
    const next = addToCart(cart, item({ productId: 'B', quantity: 2 }));
    expect(next.map((l) => [l.productId, l.quantity])).toEqual([
      ['A', 1],
      ['B', 3],
      ['C', 1],
    ]);
  });
});

describe('setQuantity', () => {
  it('sets the quantity of the matching productId and size only', () => {
    const cart = [item({ selectedSize: SMALL }), item({ selectedSize: MEDIUM })];
    const next = setQuantity(cart, 'PRD-001', MEDIUM, 7);
    expect(next.map((l) => l.quantity)).toEqual([1, 7]);
  });

  it('removes the line when the quantity is set to 0', () => {
    const cart = [item({ selectedSize: SMALL }), item({ selectedSize: MEDIUM })];
    expect(setQuantity(cart, 'PRD-001', SMALL, 0)).toEqual([item({ selectedSize: MEDIUM })]);
  });

  it('removes the line when the quantity is set below 0', () => {
    expect(setQuantity([item()], 'PRD-001', SMALL, -3)).toEqual([]);
  });

  it('changes nothing when no line matches', () => {
    const cart = [item()];
    expect(setQuantity(cart, 'PRD-999', SMALL, 5)).toEqual(cart);
    expect(setQuantity(cart, 'PRD-001', LARGE, 5)).toEqual(cart);
  });

  it('leaves the given cart untouched', () => {
    const cart = [item({ quantity: 2 })];
    setQuantity(cart, 'PRD-001', SMALL, 9);
    expect(cart[0]?.quantity).toBe(2);
  });
});

describe('removeProduct', () => {
  it('removes every size of that product', () => {
    const cart = [
      item({ selectedSize: SMALL }),
      item({ productId: 'PRD-002' }),
      item({ selectedSize: MEDIUM }),
      item({ selectedSize: LARGE }),
    ];
    expect(removeProduct(cart, 'PRD-001')).toEqual([item({ productId: 'PRD-002' })]);
  });

  it('changes nothing when the product is not in the cart', () => {
    const cart = [item()];
    expect(removeProduct(cart, 'PRD-404')).toEqual(cart);
  });

  it('returns an empty cart when the only product is removed', () => {
    expect(removeProduct([item()], 'PRD-001')).toEqual([]);
  });
});

describe('cartTotals', () => {
  it('gives zeros for an empty cart', () => {
    expect(cartTotals([])).toEqual({ total: 0, labeledTotal: 0, discount: 0, itemCount: 0 });
  });

  it('counts quantities: Σ(labeledPrice × q) − Σ(price × q)', () => {
    const cart = [
      item({ price: 4500, labeledPrice: 5000, quantity: 2 }),
      item({ productId: 'PRD-002', price: 1000, labeledPrice: 1200, quantity: 3 }),
    ];
    expect(cartTotals(cart)).toEqual({
      total: 4500 * 2 + 1000 * 3,
      labeledTotal: 5000 * 2 + 1200 * 3,
      discount: 5000 * 2 + 1200 * 3 - (4500 * 2 + 1000 * 3),
      itemCount: 5,
    });
  });

  it('has no float noise with prices like 0.1 and 0.2', () => {
    const cart = [
      item({ productId: 'A', price: 0.1, labeledPrice: 0.2 }),
      item({ productId: 'B', price: 0.2, labeledPrice: 0.4 }),
    ];
    const totals = cartTotals(cart);
    expect(totals.total).toBe(0.3);
    expect(totals.labeledTotal).toBe(0.6);
    expect(totals.discount).toBe(0.3);
  });

  it('has no float noise when cents are multiplied by quantities', () => {
    const totals = cartTotals([item({ price: 19.99, labeledPrice: 24.99, quantity: 3 })]);
    expect(totals.total).toBe(59.97);
    expect(totals.labeledTotal).toBe(74.97);
    expect(totals.discount).toBe(15);
  });

  it('gives a discount of 0 when no line is discounted', () => {
    const totals = cartTotals([item({ price: 1000, labeledPrice: 1000, quantity: 4 })]);
    expect(totals.discount).toBe(0);
    expect(totals.total).toBe(4000);
  });

  it('counts sizes of one product as separate prints in itemCount', () => {
    const cart = [item({ selectedSize: SMALL, quantity: 2 }), item({ selectedSize: LARGE })];
    expect(cartTotals(cart).itemCount).toBe(3);
  });
});

describe('moneyLines', () => {
  const line = (price: number, labeledPrice: number, quantity: number): CartItem => ({
    productId: `P-${price}`,
    name: 'Print',
    altNames: [],
    price,
    labeledPrice,
    image: '',
    selectedSize: '12x18 in',
    quantity,
  });

  it('puts the subtotal at sale prices, "You save" as the markdown, and the code apart', () => {
    const cart = [line(1234, 1500, 2), line(500.5, 500.5, 1)];
    expect(moneyLines(cart, 100, 450)).toEqual({
      subtotal: 2968.5,
      youSave: 532,
      codeDiscount: 100,
      total: 3318.5,
    });
  });

  it('takes no more off than the subtotal, and counts an unknown fee as 0', () => {
    expect(moneyLines([line(0.1, 0.1, 3)], 5, null)).toEqual({
      subtotal: 0.3,
      youSave: 0,
      codeDiscount: 0.3,
      total: 0,
    });
  });
});

describe('a quoted artwork in the cart', () => {
  const quoted = item({ productId: 'CUSTOM-7F3K2', name: 'Custom artwork', image: '' });

  it('holds quantity 1, however many are added or asked for', () => {
    const cart = addToCart([], { ...quoted, quantity: 3 });
    expect(cart).toEqual([quoted]);
    expect(addToCart(cart, quoted)).toEqual([quoted]);
    expect(setQuantity(cart, quoted.productId, SMALL, 4)).toEqual([quoted]);
  });

  it('still leaves the cart when its quantity goes to 0', () => {
    expect(setQuantity([quoted], quoted.productId, SMALL, 0)).toEqual([]);
  });

  it('is read back from storage at quantity 1', () => {
    const stored = JSON.stringify([{ ...quoted, quantity: 5 }]);
    expect(parseStoredCart(stored)).toEqual([quoted]);
  });

  it('leaves a catalogue print’s quantity free', () => {
    expect(addToCart([], item({ quantity: 3 }))[0]?.quantity).toBe(3);
  });
});
