import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_ORDER_PAGE_LIMIT,
  ORDER_STATUSES,
  orderIdParamSchema,
  orderListQuerySchema,
  orderSchema,
  orderStatusSchema,
  orderStatusUpdateSchema,
} from './order.schemas';

function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`.replace(/^: /, ''));
}

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
