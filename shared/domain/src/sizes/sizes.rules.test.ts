import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SIZE } from '../catalog/print-sizes';
import type { ProductSize } from './sizes.schemas';
import {
  cheapestSize,
  priceLabel,
  SEND_SIZES_MESSAGE,
  singleDefaultSize,
  sizeForBillItem,
  sizesAfterWrite,
  summarizeSizes,
  isSizeInStock,
  isSoldOut,
} from './sizes.rules';
import { validateSizeRows } from './size-rows.schemas';

const size = (label: string, price: number, stock: number, labeledPrice = price): ProductSize => ({
  size: label,
  price,
  labeledPrice,
  stock,
  width: 12,
  height: 18,
  unit: 'in',
});

const ladder = [
  size('18x24 in', 6500, 3, 7000),
  size('12x18 in', 4500, 5, 5000),
  size('24x36 in', 9500, 0, 9500),
];

describe('summarizeSizes', () => {
  it("takes the cheapest size's price and labeled price, and sums the stock", () => {
    expect(summarizeSizes(ladder)).toEqual({
      price: 4500,
      labeledPrice: 5000,
      stock: 8,
      pricesDiffer: true,
    });
  });

  it('says prices do not differ for one size or equal prices', () => {
    expect(summarizeSizes([size('A4', 1000, 1)]).pricesDiffer).toBe(false);
    expect(summarizeSizes([size('A4', 1000, 1), size('A3', 1000.0, 2)]).pricesDiffer).toBe(false);
  });

  it('takes the first of equally cheap sizes', () => {
    const first = size('A4', 1000, 1, 1200);
    expect(cheapestSize([first, size('A3', 1000, 1, 1500)])).toBe(first);
    expect(cheapestSize([])).toBeUndefined();
  });
});

describe('priceLabel', () => {
  it('shows "from" the cheapest price when sizes differ in price', () => {
    expect(priceLabel(ladder)).toBe('from LKR 4,500.00');
  });

  it('shows the plain price when every size costs the same', () => {
    expect(priceLabel([size('A4', 4500, 1), size('A3', 4500, 1)])).toBe('LKR 4,500.00');
  });
});

describe('isSoldOut', () => {
  it('is true only when every size is out of stock', () => {
    expect(isSoldOut({ stock: 2, sizes: [{ stock: 0 }, { stock: 2 }] })).toBe(false);
    expect(isSoldOut({ stock: 0, sizes: [{ stock: 0 }, { stock: 0 }] })).toBe(true);
    expect(isSoldOut({ stock: 0, sizes: [] })).toBe(true);
    expect(isSoldOut({ stock: 1, sizes: [] })).toBe(false);
  });
});

describe('isSizeInStock', () => {
  it('is false for a sold-out size', () => {
    expect(ladder.map(isSizeInStock)).toEqual([true, true, false]);
  });
});

describe('sizeForBillItem', () => {
  it('means the first size when the bill item names none', () => {
    expect(sizeForBillItem(ladder, undefined)).toEqual({ ok: true, size: ladder[0] });
    expect(sizeForBillItem(ladder, '  ')).toEqual({ ok: true, size: ladder[0] });
  });

  it('finds the named size ignoring case and spaces', () => {
    expect(sizeForBillItem(ladder, ' 24X36 IN')).toEqual({ ok: true, size: ladder[2] });
  });

  it('gives a clear error for a size the product does not offer', () => {
    expect(sizeForBillItem(ladder, 'A3', 'Sunset Over Galle')).toEqual({
      ok: false,
      code: 'UNKNOWN_SIZE',
      message:
        'Sunset Over Galle does not come in "A3"; choose one of: 18x24 in, 12x18 in, 24x36 in',
    });
    expect(sizeForBillItem([], undefined)).toMatchObject({ ok: false, code: 'NO_SIZES' });
  });
});

describe('singleDefaultSize', () => {
  it('names the one size by the first default size, with its dimensions', () => {
    expect(singleDefaultSize({ price: 4500, labeledPrice: 5000, stock: 7 })).toEqual({
      size: DEFAULT_PRINT_SIZE,
      price: 4500,
      labeledPrice: 5000,
      stock: 7,
      width: 12,
      height: 18,
      unit: 'in',
    });
  });
});

describe('sizesAfterWrite', () => {
  it('makes one default size for a new product written without sizes (SPEC body)', () => {
    expect(sizesAfterWrite(null, { price: 10, labeledPrice: 12, stock: 3 })).toEqual({
      ok: true,
      sizes: [singleDefaultSize({ price: 10, labeledPrice: 12, stock: 3 })],
    });
  });

  it('replaces the sizes when sizes are sent, ignoring top-level values', () => {
    const sizes = [size('A4', 1, 1)];
    expect(sizesAfterWrite(ladder, { sizes, price: 99, stock: 99 })).toEqual({ ok: true, sizes });
  });

  it('writes top-level values into the only size of a one-size product', () => {
    const only = size('A4', 1000, 2, 1200);
    expect(sizesAfterWrite([only], { stock: 9 })).toEqual({
      ok: true,
      sizes: [{ ...only, stock: 9 }],
    });
  });

  it('refuses top-level price, labeled price or stock on a product with several sizes', () => {
    for (const write of [{ price: 1 }, { labeledPrice: 1 }, { stock: 1 }]) {
      expect(sizesAfterWrite(ladder, write)).toEqual({ ok: false, message: SEND_SIZES_MESSAGE });
    }
  });

  it('keeps the sizes when the write touches none of them', () => {
    expect(sizesAfterWrite(ladder, {})).toEqual({ ok: true, sizes: ladder });
  });
});

describe('validateSizeRows', () => {
  const row = { size: '12x18 in', price: 4500, labeledPrice: 5000, stock: 4 };

  it('is valid with no messages for good rows', () => {
    expect(validateSizeRows([row, { ...row, size: 'A3' }])).toEqual({
      valid: true,
      rows: [{}, {}],
      list: null,
    });
  });

  it('gives each row its own messages: duplicate label, missing dimensions, bad stock', () => {
    const result = validateSizeRows([
      row,
      { ...row, size: '12X18 in' },
      { ...row, size: 'Large', stock: -1 },
    ]);
    expect(result.valid).toBe(false);
    expect(result.list).toBeNull();
    expect(result.rows[0]).toEqual({});
    expect(result.rows[1]).toEqual({ size: '"12X18 in" is already size 1' });
    expect(result.rows[2]).toEqual({
      stock: 'Stock cannot be negative',
      width: '"Large" does not say its dimensions: give width, height and unit',
      height: '"Large" does not say its dimensions: give width, height and unit',
      unit: '"Large" does not say its dimensions: give width, height and unit',
    });
  });

  it('speaks about the list when it has no rows or too many', () => {
    expect(validateSizeRows([])).toEqual({
      valid: false,
      rows: [],
      list: 'A product has at least one size',
    });
    const seven = Array.from({ length: 7 }, (_, i) => ({ ...row, size: `A${i}` }));
    expect(validateSizeRows(seven).list).toBe('A product has at most 6 sizes');
  });

  it('puts a row that is not an object under its size field', () => {
    expect(validateSizeRows([null]).rows[0]?.size).toBeTruthy();
  });
});
