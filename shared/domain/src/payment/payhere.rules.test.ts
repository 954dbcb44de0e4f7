import { describe, expect, it } from 'vitest';
import {
  constantTimeEqual,
  payHereAmount,
  payHereAmountToCents,
  payHereCheckoutHash,
  payHereNoticeSignature,
  payHerePaymentStatus,
} from './payhere.rules';
import { payHereNoticeSchema } from './payhere.schemas';

/** Not MD5: a visible stand-in so the tests show what is hashed, in which order and case. */
const fakeMd5 = (text: string) => `md5(${text})`;

describe('payHereAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [450_000, '4500.00'],
    [123_456_789, '1234567.89'],
  ])('writes %i cents as "%s" (two decimals, no separator)', (cents, text) => {
    expect(payHereAmount(cents)).toBe(text);
  });

  it('refuses fractions of a cent and negative amounts', () => {
    expect(() => payHereAmount(1.5)).toThrow(RangeError);
    expect(() => payHereAmount(-100)).toThrow(RangeError);
  });
});

describe('payHereAmountToCents', () => {
  it('reads the amount a notice carries', () => {
    expect(payHereAmountToCents('4500.00')).toBe(450_000);
    expect(payHereAmountToCents('4500.5')).toBe(450_050);
    expect(payHereAmountToCents('4500')).toBe(450_000);
  });

  it.each(['4,500.00', '4500.001', '-1.00', '', '1e3', ' . '])('refuses "%s"', (text) => {
    expect(payHereAmountToCents(text)).toBeNull();
  });
});

describe('payHerePaymentStatus', () => {
  it.each([
    ['2', 'paid'],
    [2, 'paid'],
    ['-1', 'failed'],
    ['-2', 'failed'],
    ['-3', 'refunded'],
    ['0', null],
    ['7', null],
    ['2.0', null],
    ['paid', null],
  ] as const)('maps status_code %s to %s', (code, status) => {
    expect(payHerePaymentStatus(code)).toBe(status);
  });
});

describe('payHereCheckoutHash', () => {
  it('is UPPER(MD5(merchant_id + order_id + amount + currency + UPPER(MD5(secret))))', () => {
    const hash = payHereCheckoutHash(
      { merchantId: '1211149', orderId: 'ORD-1', amount: '4500.00', currency: 'LKR' },
      'secret',
      fakeMd5,
    );
    expect(hash).toBe('MD5(1211149ORD-14500.00LKRMD5(SECRET))');
  });
});

describe('payHereNoticeSignature', () => {
  it('signs merchant, order, amount, currency and status code with the secret', () => {
    const notice = {
      merchant_id: '1211149',
      order_id: 'ORD-1',
      payhere_amount: '4500.00',
      payhere_currency: 'LKR',
      status_code: '2',
    };
    expect(payHereNoticeSignature(notice, 'secret', fakeMd5)).toBe(
      'MD5(1211149ORD-14500.00LKR2MD5(SECRET))',
    );
  });
});

describe('payHereNoticeSchema', () => {
  const notice = {
    merchant_id: '1211149',
    order_id: 'ORD-1',
    payment_id: '320025071278',
    payhere_amount: '4500.00',
    payhere_currency: 'LKR',
    status_code: '2',
    md5sig: 'ABC',
    method: 'VISA',
  };

  it('takes the fields PayHere posts and keeps the rest', () => {
    expect(payHereNoticeSchema.parse(notice)).toEqual(notice);
  });

  it('refuses a notice missing a signed field', () => {
    const { md5sig: _gone, ...unsigned } = notice;
    expect(payHereNoticeSchema.safeParse(unsigned).success).toBe(false);
  });
});

describe('constantTimeEqual', () => {
  it('is true only for the same text', () => {
    expect(constantTimeEqual('ABC', 'ABC')).toBe(true);
    expect(constantTimeEqual('ABC', 'ABD')).toBe(false);
    expect(constantTimeEqual('ABC', 'ABCD')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
