import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SIZE, PRINT_SIZES } from '../catalog/print-sizes';
import { parseStoredCart, type CartItem } from './cart.rules';

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

describe('parseStoredCart', () => {
  it('reads a well-formed stored cart', () => {
    const cart = [item(), item({ productId: 'PRD-002', selectedSize: MEDIUM, quantity: 2 })];
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('gives an empty cart for null and the empty string', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('')).toEqual([]);
  });

  it('gives an empty cart for text that is not JSON', () => {
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('undefined')).toEqual([]);
  });

  it('gives an empty cart for JSON that is not a list', () => {
    expect(parseStoredCart('null')).toEqual([]);
    expect(parseStoredCart('42')).toEqual([]);
    expect(parseStoredCart('"cart"')).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ items: [item()] }))).toEqual([]);
  });

  it('drops entries that are not cart items and keeps the good ones', () => {
    const good = item();
    const raw = JSON.stringify([
      null,
      7,
      'PRD-001',
      [],
      {},
      { ...good, productId: 12 },
      { ...good, name: undefined },
      { ...good, price: '4500' },
      { ...good, labeledPrice: null },
      { ...good, quantity: '2' },
      good,
    ]);
    expect(parseStoredCart(raw)).toEqual([good]);
  });

  it('drops lines with a quantity of 0, a negative or a fractional quantity', () => {
    const raw = JSON.stringify([
      item({ quantity: 0 }),
      item({ quantity: -1 }),
      item({ quantity: 1.5 }),
      item({ productId: 'OK', quantity: 2 }),
    ]);
    expect(parseStoredCart(raw)).toEqual([item({ productId: 'OK', quantity: 2 })]);
  });

  it('drops lines whose prices are not finite (1e999 parses to Infinity)', () => {
    const raw = `[${JSON.stringify(item()).replace('"price":4500', '"price":1e999')}]`;
    expect(parseStoredCart(raw)).toEqual([]);
  });

  it('fills in a missing size with the first print size', () => {
    const { selectedSize: _omit, ...withoutSize } = item();
    expect(parseStoredCart(JSON.stringify([withoutSize]))).toEqual([
      item({ selectedSize: DEFAULT_PRINT_SIZE }),
    ]);
  });

  it("keeps a print's own size label, trimmed, as its own line", () => {
    const raw = JSON.stringify([item({ selectedSize: ' Framed A3 ' }), item({ quantity: 2 })]);
    expect(parseStoredCart(raw)).toEqual([
      item({ selectedSize: 'Framed A3' }),
      item({ selectedSize: DEFAULT_PRINT_SIZE, quantity: 2 }),
    ]);
  });

  it('reads an empty, over-long or non-text size as the first print size', () => {
    for (const selectedSize of ['', 'x'.repeat(41), 42]) {
      const raw = JSON.stringify([{ ...item(), selectedSize }]);
      expect(parseStoredCart(raw)).toEqual([item({ selectedSize: DEFAULT_PRINT_SIZE })]);
    }
  });

  it('fills in missing altNames and image so every returned line is a full CartItem', () => {
    const { altNames: _a, image: _i, ...bare } = item();
    const [line] = parseStoredCart(JSON.stringify([bare]));
    expect(line).toEqual(item({ altNames: [], image: '' }));
  });

  it('keeps only the text entries of a stored altNames list', () => {
    const raw = JSON.stringify([{ ...item(), altNames: ['Galle', 3, null, 'Dusk'] }]);
    expect(parseStoredCart(raw)[0]?.altNames).toEqual(['Galle', 'Dusk']);
  });
});

describe('parseStoredCart with duplicate lines', () => {
  it('merges stored lines of the same product and size, a missing size meaning the first', () => {
    const { selectedSize: _omit, ...withoutSize } = item({ quantity: 2 });
    const raw = JSON.stringify([item({ quantity: 1 }), withoutSize, item({ selectedSize: LARGE })]);
    expect(parseStoredCart(raw)).toEqual([item({ quantity: 3 }), item({ selectedSize: LARGE })]);
  });
});
