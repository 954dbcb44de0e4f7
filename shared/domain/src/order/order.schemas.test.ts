import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PRINT_SIZES } from '../catalog/print-sizes';
import {
  billItemInputSchema,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  ORDER_STATUSES,
  placeOrderSchema,
} from './order.schemas';

function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`.replace(/^: /, ''));
}

const line = { productId: 'PRD-001', quantity: 2, size: '18x24 in' };
const order = {
  name: 'Nimal Perera',
  address: '12 Temple Road, Kandy',
  phoneNumber: '0771234567',
  billItems: [line],
};

describe('ORDER_STATUSES', () => {
  it('are the five SPEC §4 values, in order', () => {
    expect(ORDER_STATUSES).toEqual(['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled']);
  });
});

describe('billItemInputSchema', () => {
  it('accepts a productId, a quantity and a size', () => {
    expect(billItemInputSchema.parse(line)).toEqual(line);
  });

  it('accepts a line without a size (the first size is meant)', () => {
    expect(billItemInputSchema.parse({ productId: 'PRD-001', quantity: 1 })).toEqual({
      productId: 'PRD-001',
      quantity: 1,
    });
  });

  it.each(PRINT_SIZES)('accepts the size %s', (size) => {
    expect(billItemInputSchema.safeParse({ ...line, size }).success).toBe(true);
  });

  it.each(['A4', 'Framed 24x36 in', 'Large'])(
    'takes any size label ("%s"): the server checks it is one of the product\'s',
    (size) => {
      expect(billItemInputSchema.parse({ ...line, size })).toEqual({ ...line, size });
    },
  );

  it('trims the label, and refuses an empty or over-long one', () => {
    expect(billItemInputSchema.parse({ ...line, size: ' A3 ' }).size).toBe('A3');
    expect(problems(billItemInputSchema, { ...line, size: ' ' })).toEqual([
      'size: Size is required',
    ]);
    expect(problems(billItemInputSchema, { ...line, size: 'x'.repeat(41) })).toEqual([
      'size: Size is at most 40 characters',
    ]);
  });

  it('rejects a quantity of 0', () => {
    expect(problems(billItemInputSchema, { ...line, quantity: 0 })).toEqual([
      'quantity: Quantity is at least 1',
    ]);
  });

  it('rejects a negative quantity', () => {
    expect(problems(billItemInputSchema, { ...line, quantity: -3 })).toEqual([
      'quantity: Quantity is at least 1',
    ]);
  });

  it('rejects a fractional quantity', () => {
    expect(problems(billItemInputSchema, { ...line, quantity: 1.5 })).toEqual([
      'quantity: Quantity is a whole number',
    ]);
  });

  it('accepts the largest quantity and rejects one more', () => {
    expect(billItemInputSchema.safeParse({ ...line, quantity: MAX_LINE_QUANTITY }).success).toBe(
      true,
    );
    expect(problems(billItemInputSchema, { ...line, quantity: MAX_LINE_QUANTITY + 1 })).toEqual([
      `quantity: Quantity is at most ${MAX_LINE_QUANTITY}`,
    ]);
  });

  it('rejects a huge quantity', () => {
    for (const quantity of [1e9, Number.MAX_SAFE_INTEGER, 1e300]) {
      expect(billItemInputSchema.safeParse({ ...line, quantity }).success).toBe(false);
    }
  });

  it('rejects a non-numeric quantity, including numeric text, NaN and Infinity', () => {
    for (const quantity of ['2', 'two', null, undefined, true, Number.NaN, Infinity, [2]]) {
      expect(billItemInputSchema.safeParse({ ...line, quantity }).success).toBe(false);
    }
    expect(problems(billItemInputSchema, { ...line, quantity: '2' })).toEqual([
      'quantity: Quantity must be a number',
    ]);
  });

  it('rejects a bad productId', () => {
    expect(billItemInputSchema.safeParse({ ...line, productId: 'x y' }).success).toBe(false);
    expect(billItemInputSchema.safeParse({ ...line, productId: '' }).success).toBe(false);
  });

  it('drops price, name and image the client might send (the server reads them)', () => {
    expect(
      billItemInputSchema.parse({ ...line, price: 1, name: 'Cheap', image: 'x', total: 0 }),
    ).toEqual(line);
  });
});

describe('placeOrderSchema', () => {
  it("keeps the order's language: English when none is given, si or ta as sent, nothing else", () => {
    expect(placeOrderSchema.parse(order).lang).toBe('en');
    expect(placeOrderSchema.parse({ ...order, lang: 'ta' }).lang).toBe('ta');
    expect(problems(placeOrderSchema, { ...order, lang: 'fr' })).toEqual([
      'lang: lang must be one of en, si, ta',
    ]);
  });

  it('accepts name, address, phoneNumber and billItems, placed in English', () => {
    expect(placeOrderSchema.parse(order)).toEqual({ ...order, lang: 'en' });
  });

  it('trims name, address and phone number', () => {
    const parsed = placeOrderSchema.parse({
      ...order,
      name: ' Nimal ',
      address: ' Kandy ',
      phoneNumber: ' 0771234567 ',
    });
    expect([parsed.name, parsed.address, parsed.phoneNumber]).toEqual([
      'Nimal',
      'Kandy',
      '0771234567',
    ]);
  });

  it('drops total and status the client might send', () => {
    const parsed = placeOrderSchema.parse({ ...order, total: 1, status: 'Delivered' });
    expect(parsed).toEqual({ ...order, lang: 'en' });
  });

  it('takes a guest’s e-mail (PRODUCT §11), in lower case, and refuses a bad one', () => {
    expect(placeOrderSchema.parse({ ...order, email: ' Ama@Mail.Test ' }).email).toBe(
      'ama@mail.test',
    );
    expect(problems(placeOrderSchema, { ...order, email: 'x' })).toEqual([
      'email: Enter a valid email address',
    ]);
  });

  it('requires name, address and phone number with readable messages', () => {
    expect(problems(placeOrderSchema, { ...order, name: ' ', address: '' })).toEqual([
      'name: Name is required',
      'address: Address is required',
    ]);
    expect(problems(placeOrderSchema, { billItems: [line] })).toEqual([
      'name: Name is required',
      'address: Address is required',
      'phoneNumber: Phone is required',
    ]);
  });

  it('rejects a bad phone number', () => {
    expect(problems(placeOrderSchema, { ...order, phoneNumber: 'none' })).toEqual([
      'phoneNumber: Enter a valid phone number',
    ]);
  });

  it('rejects an order with no items', () => {
    expect(problems(placeOrderSchema, { ...order, billItems: [] })).toEqual([
      'billItems: The order has no items',
    ]);
  });

  it('rejects billItems that are not a list', () => {
    expect(problems(placeOrderSchema, { ...order, billItems: 'PRD-001' })).toEqual([
      'billItems: billItems must be a list',
    ]);
  });

  it('accepts the most lines allowed and rejects one more', () => {
    const lines = (n: number) => Array.from({ length: n }, () => ({ ...line }));
    expect(
      placeOrderSchema.safeParse({ ...order, billItems: lines(MAX_ORDER_LINES) }).success,
    ).toBe(true);
    expect(problems(placeOrderSchema, { ...order, billItems: lines(MAX_ORDER_LINES + 1) })).toEqual(
      [`billItems: At most ${MAX_ORDER_LINES} lines`],
    );
  });

  it('names the bad line and field when a quantity is wrong', () => {
    expect(
      problems(placeOrderSchema, { ...order, billItems: [line, { ...line, quantity: 0 }] }),
    ).toEqual(['billItems.1.quantity: Quantity is at least 1']);
  });
});
