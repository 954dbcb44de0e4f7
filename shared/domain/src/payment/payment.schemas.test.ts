import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cardCheckoutSchema,
  INITIAL_PAYMENT_STATUS,
  isPaymentSlipType,
  MAX_PAYMENT_SLIP_BYTES,
  orderPaymentFields,
  paymentActionSchema,
  paymentStatusSchema,
} from './payment.schemas';

function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`.replace(/^: /, ''));
}

describe('payment methods and statuses', () => {
  it('adds an optional payment method to an order body', () => {
    const schema = z.object(orderPaymentFields);
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ paymentMethod: 'bank-transfer' })).toEqual({
      paymentMethod: 'bank-transfer',
    });
    expect(problems(schema, { paymentMethod: 'paypal' })).toEqual([
      'paymentMethod: Payment method is cod, bank-transfer or card',
    ]);
  });

  it('starts every order unpaid and knows the six statuses', () => {
    expect(INITIAL_PAYMENT_STATUS).toBe('unpaid');
    expect(paymentStatusSchema.options).toEqual([
      'unpaid',
      'awaiting-verification',
      'paid',
      'failed',
      'partially-refunded',
      'refunded',
    ]);
  });
});

describe('paymentActionSchema', () => {
  it('verifies with or without a note', () => {
    expect(paymentActionSchema.parse({ action: 'verify' })).toEqual({ action: 'verify', note: '' });
    expect(paymentActionSchema.parse({ action: 'verify', note: ' seen in account ' })).toEqual({
      action: 'verify',
      note: 'seen in account',
    });
  });

  it('rejects only with a note, since the shopper is mailed it', () => {
    expect(paymentActionSchema.parse({ action: 'reject', note: 'Amount is short' })).toEqual({
      action: 'reject',
      note: 'Amount is short',
    });
    const why = 'note: Say why the payment is rejected; the shopper is mailed this note';
    expect(problems(paymentActionSchema, { action: 'reject' })).toEqual([why]);
    expect(problems(paymentActionSchema, { action: 'reject', note: '   ' })).toEqual([why]);
    expect(problems(paymentActionSchema, { action: 'reject', note: 'x'.repeat(501) })).toEqual([
      'note: The note is at most 500 characters',
    ]);
  });

  it('refuses any other action', () => {
    expect(problems(paymentActionSchema, { action: 'refund' })).toEqual([
      'action: Action is verify or reject',
    ]);
  });
});

describe('payment slips', () => {
  it('takes images and PDF up to 10 MB, never HTML or SVG', () => {
    expect(MAX_PAYMENT_SLIP_BYTES).toBe(10 * 1024 * 1024);
    for (const mime of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']) {
      expect(isPaymentSlipType(mime)).toBe(true);
    }
    for (const mime of ['text/html', 'image/svg+xml', 'application/javascript', 'toString']) {
      expect(isPaymentSlipType(mime)).toBe(false);
    }
  });
});

describe('cardCheckoutSchema', () => {
  it('describes the form to post to the gateway', () => {
    const answer = {
      action: 'https://sandbox.payhere.lk/pay/checkout',
      fields: { amount: '10.00' },
    };
    expect(cardCheckoutSchema.parse(answer)).toEqual(answer);
    expect(problems(cardCheckoutSchema, { action: 'x', fields: { amount: 10 } })).toHaveLength(1);
  });
});
