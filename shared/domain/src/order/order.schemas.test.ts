import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PRINT_SIZES } from '../catalog/print-sizes';
import {
  billItemInputSchema,
  DEFAULT_ORDER_PAGE_LIMIT,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  ORDER_STATUSES,
  orderIdParamSchema,
  orderListQuerySchema,
  orderSchema,
  orderStatusSchema,
  orderStatusUpdateSchema,
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
  it('accepts name, address, phoneNumber and billItems', () => {
    expect(placeOrderSchema.parse(order)).toEqual(order);
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

  it('drops total, status and email the client might send', () => {
    const parsed = placeOrderSchema.parse({
      ...order,
      total: 1,
      status: 'Delivered',
      email: 'x@y.z',
    });
    expect(parsed).toEqual(order);
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

describe('orderStatusSchema and orderStatusUpdateSchema', () => {
  it.each(ORDER_STATUSES)('accept the status %s', (status) => {
    expect(orderStatusUpdateSchema.parse({ status })).toEqual({ status });
  });

  it('reject an unknown status with "Unknown order status"', () => {
    expect(problems(orderStatusSchema, 'Lost')).toEqual(['Unknown order status']);
    expect(problems(orderStatusUpdateSchema, { status: 'Returned' })).toEqual([
      'status: Unknown order status',
    ]);
  });

  it('expect the canonical spelling (the admin dropdown sends it)', () => {
    expect(orderStatusSchema.safeParse('shipped').success).toBe(false);
  });
});

describe('orderStatusUpdateSchema: carrier and tracking number', () => {
  it('takes both with Shipped, trimmed, a known carrier under its own name', () => {
    expect(
      orderStatusUpdateSchema.parse({
        status: 'Shipped',
        carrier: '  dhl express ',
        trackingNumber: ' 1234-5678 90 ',
      }),
    ).toEqual({ status: 'Shipped', carrier: 'DHL', trackingNumber: '1234-5678 90' });
  });

  it('keeps an unknown carrier as typed, and either field alone', () => {
    expect(
      orderStatusUpdateSchema.parse({ status: 'Shipped', carrier: 'Kandy  Couriers' }),
    ).toEqual({ status: 'Shipped', carrier: 'Kandy Couriers' });
    expect(orderStatusUpdateSchema.parse({ status: 'Shipped', trackingNumber: 'RR1LK' })).toEqual({
      status: 'Shipped',
      trackingNumber: 'RR1LK',
    });
  });

  it('reads blank or null fields as not given, with any status', () => {
    for (const status of ORDER_STATUSES) {
      const parsed = orderStatusUpdateSchema.parse({ status, carrier: '  ', trackingNumber: null });
      expect(parsed).toEqual({ status });
      expect(parsed.carrier).toBeUndefined();
      expect(parsed.trackingNumber).toBeUndefined();
    }
  });

  it.each(['Pending', 'Processing', 'Delivered', 'Cancelled'])(
    'refuses them with %s, naming each field',
    (status) => {
      expect(
        problems(orderStatusUpdateSchema, { status, carrier: 'DHL', trackingNumber: '123' }),
      ).toEqual([
        'carrier: Carrier and tracking number are given only with the Shipped status',
        'trackingNumber: Carrier and tracking number are given only with the Shipped status',
      ]);
    },
  );

  it('refuses a long carrier, a long or odd tracking number and a carrier with a line break', () => {
    expect(
      problems(orderStatusUpdateSchema, { status: 'Shipped', carrier: 'x'.repeat(61) }),
    ).toEqual(['carrier: Carrier is at most 60 characters']);
    expect(
      problems(orderStatusUpdateSchema, { status: 'Shipped', trackingNumber: '1'.repeat(41) }),
    ).toEqual(['trackingNumber: Tracking number is at most 40 characters']);
    expect(
      problems(orderStatusUpdateSchema, { status: 'Shipped', trackingNumber: '12<script>' }),
    ).toEqual(['trackingNumber: Tracking number may hold only letters, digits, spaces and dashes']);
    expect(problems(orderStatusUpdateSchema, { status: 'Shipped', carrier: 'DH\nL' })).toEqual([
      'carrier: Carrier must be plain text',
    ]);
    expect(problems(orderStatusUpdateSchema, { status: 'Shipped', carrier: 42 })).toEqual([
      'carrier: Carrier must be text',
    ]);
  });
});

describe('orderIdParamSchema', () => {
  it.each(['ORD-0001', 'CBC00042', 'ABCD'])('accepts the order id %s', (orderID) => {
    expect(orderIdParamSchema.safeParse({ orderID }).success).toBe(true);
  });

  it.each(['abc', 'ord-0001', 'ORD_1', 'ORD 1', '../x', 'A'.repeat(33)])(
    'rejects the order id "%s" as "Unknown order"',
    (orderID) => {
      expect(problems(orderIdParamSchema, { orderID })).toEqual(['orderID: Unknown order']);
    },
  );
});

describe('orderListQuerySchema', () => {
  it('leaves everything optional', () => {
    expect(orderListQuerySchema.parse({})).toEqual({});
  });

  it('reads status, page and limit from a query string', () => {
    expect(orderListQuerySchema.parse({ status: 'Pending', page: '2', limit: '10' })).toEqual({
      status: 'Pending',
      page: 2,
      limit: 10,
    });
  });

  it('has a default order page size of 100 for the server to use', () => {
    expect(DEFAULT_ORDER_PAGE_LIMIT).toBe(100);
  });

  it('caps the limit at 100', () => {
    expect(orderListQuerySchema.safeParse({ limit: '100' }).success).toBe(true);
    expect(orderListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('rejects an unknown status and a page below 1', () => {
    expect(orderListQuerySchema.safeParse({ status: 'Lost' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('orderSchema', () => {
  const stored = {
    _id: '1',
    orderID: 'ORD-0001',
    email: 'nimal@example.com',
    name: 'Nimal Perera',
    address: 'Kandy',
    phoneNumber: '0771234567',
    status: 'Pending',
    subtotal: 9000,
    shippingFee: 0,
    total: 9000,
    labeledTotal: 10000,
    country: 'LK',
    shippingMethod: 'standard',
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    paymentNote: null,
    hasPaymentSlip: false,
    paymentFlag: null,
    hiddenByShopperAt: null,
    date: '2026-11-01T10:00:00.000Z',
    billItems: [
      {
        productId: 'PRD-001',
        productName: 'Sunset',
        name: 'Sunset',
        image: '/uploads/sunset.jpg',
        quantity: 2,
        price: 4500,
        labeledPrice: 5000,
        size: '12x18 in',
      },
    ],
  };

  it('reads an order as the API sends it, with or without its history', () => {
    expect(orderSchema.parse(stored)).toEqual(stored);
    const withHistory = {
      ...stored,
      statusHistory: [{ from: null, to: 'Pending', at: stored.date, by: null }],
    };
    expect(orderSchema.parse(withHistory)).toEqual(withHistory);
  });

  it('keeps an unknown status as text (display handles it)', () => {
    expect(orderSchema.parse({ ...stored, status: 'on hold' }).status).toBe('on hold');
  });
});
