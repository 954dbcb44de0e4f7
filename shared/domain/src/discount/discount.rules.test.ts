import { describe, expect, it } from 'vitest';
import {
  discountAmountCents,
  discountRefusalSentence,
  discountValueLabel,
  evaluateDiscount,
  minimumReason,
  orderDiscountLine,
  normalizeDiscountCode,
  type DiscountTerms,
} from './discount.rules';

const NOW = new Date('2026-11-26T10:00:00.000Z');

const terms = (over: Partial<DiscountTerms> = {}): DiscountTerms => ({
  type: 'percent',
  value: 10,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  totalLimit: null,
  perCustomerLimit: null,
  active: true,
  usedCount: 0,
  ...over,
});

describe('discountAmountCents', () => {
  it('takes a percent of the subtotal in whole cents', () => {
    expect(discountAmountCents({ type: 'percent', value: 10 }, 1_234_50)).toBe(12_345);
    // 15% of LKR 3.33 is 49.95 cents: rounded to a whole cent.
    expect(discountAmountCents({ type: 'percent', value: 15 }, 333)).toBe(50);
    expect(Number.isInteger(discountAmountCents({ type: 'percent', value: 7 }, 99_999))).toBe(true);
  });

  it('takes a fixed LKR amount in cents', () => {
    expect(discountAmountCents({ type: 'fixed', value: 500 }, 10_000_00)).toBe(500_00);
    expect(discountAmountCents({ type: 'fixed', value: 12.5 }, 10_000_00)).toBe(1_250);
  });

  it('never takes more than the subtotal', () => {
    expect(discountAmountCents({ type: 'fixed', value: 5_000 }, 1_200_00)).toBe(1_200_00);
    expect(discountAmountCents({ type: 'percent', value: 100 }, 4_321_00)).toBe(4_321_00);
    expect(discountAmountCents({ type: 'percent', value: 150 }, 1_000)).toBe(1_000);
  });
});

describe('evaluateDiscount', () => {
  const at = (subtotalCents: number, usesByCustomer = 0) => ({
    subtotalCents,
    now: NOW,
    usesByCustomer,
  });

  it('applies a valid code with its amount', () => {
    expect(evaluateDiscount(terms(), at(20_000_00))).toEqual({ ok: true, discountCents: 2_000_00 });
  });

  it('says only "not valid" for an unknown, inactive or not yet started code', () => {
    expect(evaluateDiscount(null, at(100))).toEqual({ ok: false, reason: 'not valid' });
    expect(evaluateDiscount(terms({ active: false }), at(100))).toEqual({
      ok: false,
      reason: 'not valid',
    });
    expect(evaluateDiscount(terms({ startsAt: '2026-11-27T00:00:00.000Z' }), at(100))).toEqual({
      ok: false,
      reason: 'not valid',
    });
  });

  it('says "expired" once the end has passed, and applies up to it', () => {
    expect(evaluateDiscount(terms({ endsAt: '2026-11-26T09:59:59.999Z' }), at(100))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(evaluateDiscount(terms({ endsAt: NOW.toISOString() }), at(100)).ok).toBe(true);
    expect(evaluateDiscount(terms({ startsAt: NOW.toISOString() }), at(100)).ok).toBe(true);
  });

  it('says "already used" when the total limit is reached', () => {
    expect(evaluateDiscount(terms({ totalLimit: 5, usedCount: 5 }), at(100))).toEqual({
      ok: false,
      reason: 'already used',
    });
    expect(evaluateDiscount(terms({ totalLimit: 5, usedCount: 4 }), at(100)).ok).toBe(true);
  });

  it('says "already used" when this shopper reached their limit', () => {
    expect(evaluateDiscount(terms({ perCustomerLimit: 1 }), at(100, 1))).toEqual({
      ok: false,
      reason: 'already used',
    });
    expect(evaluateDiscount(terms({ perCustomerLimit: 2 }), at(100, 1)).ok).toBe(true);
  });

  it('names the minimum subtotal when the order is below it', () => {
    expect(evaluateDiscount(terms({ minSubtotal: 10_000 }), at(9_999_99))).toEqual({
      ok: false,
      reason: 'minimum LKR 10,000',
    });
    expect(evaluateDiscount(terms({ minSubtotal: 10_000 }), at(10_000_00)).ok).toBe(true);
  });
});

describe('codes and labels', () => {
  it('compares codes whatever their case and spacing', () => {
    expect(normalizeDiscountCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizeDiscountCode('WeLcOmE10')).toBe(normalizeDiscountCode('welcome10'));
  });

  it('writes minimums and values plainly', () => {
    expect(minimumReason(10_000)).toBe('minimum LKR 10,000');
    expect(minimumReason(999.5)).toBe('minimum LKR 999.50');
    expect(discountValueLabel({ type: 'percent', value: 10 })).toBe('10%');
    expect(discountValueLabel({ type: 'fixed', value: 1_500 })).toBe('LKR 1,500');
  });
});

describe('orderDiscountLine', () => {
  it('names the code and the amount taken off, and is absent without a code', () => {
    expect(orderDiscountLine({ discountCode: 'WELCOME10', discount: 300 })).toEqual({
      label: 'Discount (WELCOME10)',
      value: '- LKR 300.00',
    });
    expect(orderDiscountLine({ discountCode: null, discount: 0 })).toBeNull();
    expect(orderDiscountLine({})).toBeNull();
  });
});

describe('discountRefusalSentence', () => {
  it('turns each of the API’s reasons into a sentence a shopper reads', () => {
    expect(discountRefusalSentence('not valid')).toBe(
      "We don't recognise this code. Check that it is typed as you received it.",
    );
    expect(discountRefusalSentence('expired')).toBe('This code has expired.');
    expect(discountRefusalSentence('already used')).toBe('This code has already been used.');
    expect(discountRefusalSentence(minimumReason(10_000))).toBe(
      'This code needs an order of at least LKR 10,000.',
    );
    expect(discountRefusalSentence(minimumReason(999.5))).toBe(
      'This code needs an order of at least LKR 999.50.',
    );
  });

  it('quotes a reason it does not know', () => {
    expect(discountRefusalSentence('paused by the shop')).toBe(
      "This code can't be used: paused by the shop.",
    );
  });
});
