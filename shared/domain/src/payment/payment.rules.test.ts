import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from './payment.schemas';
import {
  canUploadSlip,
  defaultPaymentMethod,
  isPaymentStatus,
  PAYMENT_STATUS_COLORS,
  paymentAfterAction,
  paymentMethodsFor,
  paymentNextStep,
  paymentStatusDisplay,
  resolvePaymentMethod,
  paymentStatusAfterStatusChange,
} from './payment.rules';

describe('defaultPaymentMethod and paymentMethodsFor', () => {
  it('defaults to cash on delivery at home and bank transfer abroad', () => {
    expect(defaultPaymentMethod('LK')).toBe('cod');
    expect(defaultPaymentMethod('AU')).toBe('bank-transfer');
  });

  it('offers cash on delivery at home only, and card only when set up', () => {
    expect(paymentMethodsFor('LK', { cardAvailable: true })).toEqual([
      'cod',
      'bank-transfer',
      'card',
    ]);
    expect(paymentMethodsFor('LK', { cardAvailable: false })).toEqual(['cod', 'bank-transfer']);
    expect(paymentMethodsFor('GB', { cardAvailable: true })).toEqual(['bank-transfer', 'card']);
  });
});

describe('resolvePaymentMethod', () => {
  it('fills in the default (SPEC body: home, cash on delivery)', () => {
    expect(resolvePaymentMethod({ cardAvailable: false })).toEqual({
      ok: true,
      paymentMethod: 'cod',
    });
    expect(resolvePaymentMethod({ country: 'DE', cardAvailable: false })).toEqual({
      ok: true,
      paymentMethod: 'bank-transfer',
    });
  });

  it('refuses cash on delivery abroad', () => {
    expect(
      resolvePaymentMethod({ country: 'DE', paymentMethod: 'cod', cardAvailable: true }),
    ).toEqual({
      ok: false,
      path: 'paymentMethod',
      message: 'Cash on delivery is only available within Sri Lanka; pay by bank transfer or card',
    });
    expect(
      resolvePaymentMethod({ country: 'DE', paymentMethod: 'cod', cardAvailable: false }),
    ).toMatchObject({
      message: 'Cash on delivery is only available within Sri Lanka; pay by bank transfer',
    });
  });

  it('refuses card when the gateway is not set up, and takes it when it is', () => {
    expect(resolvePaymentMethod({ paymentMethod: 'card', cardAvailable: false })).toMatchObject({
      ok: false,
      message: 'Card payment is not available at the moment; choose another way to pay',
    });
    expect(
      resolvePaymentMethod({ country: 'US', paymentMethod: 'card', cardAvailable: true }),
    ).toEqual({
      ok: true,
      paymentMethod: 'card',
    });
  });
});

describe('paymentStatusDisplay', () => {
  it.each([
    ['unpaid', 'Unpaid'],
    ['awaiting-verification', 'Awaiting verification'],
    ['paid', 'Paid'],
    ['failed', 'Failed'],
    ['refunded', 'Refunded'],
  ] as const)('shows %s as "%s" with its own tone', (status, label) => {
    expect(paymentStatusDisplay(status)).toEqual({ label, tone: status });
  });

  it('matches case-insensitively, shows a missing status as Unpaid, keeps unknown text', () => {
    expect(paymentStatusDisplay(' PAID ')).toEqual({ label: 'Paid', tone: 'paid' });
    expect(paymentStatusDisplay(null)).toEqual({ label: 'Unpaid', tone: 'unpaid' });
    expect(paymentStatusDisplay('on hold')).toEqual({ label: 'on hold', tone: 'unknown' });
  });

  it('has a distinct colour for every status and gray for unknown', () => {
    const colours = PAYMENT_STATUSES.map((s) => PAYMENT_STATUS_COLORS[s]);
    expect(new Set(colours).size).toBe(PAYMENT_STATUSES.length);
    expect(PAYMENT_STATUS_COLORS.unknown).toBe('gray');
  });

  it('knows the statuses', () => {
    expect(isPaymentStatus('awaiting-verification')).toBe(true);
    expect(isPaymentStatus('Paid')).toBe(false);
  });
});

const order = (paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, status = 'Pending') => ({
  paymentMethod,
  paymentStatus,
  status,
});

describe('paymentNextStep', () => {
  it.each([
    [order('bank-transfer', 'unpaid'), 'upload-slip'],
    [order('bank-transfer', 'awaiting-verification'), 'await-verification'],
    [order('card', 'unpaid'), 'pay-by-card'],
    [order('card', 'failed'), 'pay-by-card'],
    [order('cod', 'unpaid', 'Shipped'), 'pay-on-delivery'],
    [order('bank-transfer', 'paid'), 'none'],
    [order('card', 'refunded'), 'none'],
    [order('bank-transfer', 'unpaid', 'Cancelled'), 'none'],
  ] as const)('%o → %s', (o, step) => {
    expect(paymentNextStep(o)).toBe(step);
  });
});

describe('canUploadSlip', () => {
  it('allows a slip on an unpaid or waiting bank transfer that is not cancelled', () => {
    expect(canUploadSlip(order('bank-transfer', 'unpaid'))).toBe(true);
    expect(canUploadSlip(order('bank-transfer', 'awaiting-verification'))).toBe(true);
    expect(canUploadSlip(order('bank-transfer', 'paid'))).toBe(false);
    expect(canUploadSlip(order('bank-transfer', 'unpaid', 'cancelled'))).toBe(false);
    expect(canUploadSlip(order('card', 'unpaid'))).toBe(false);
    expect(canUploadSlip(order('cod', 'unpaid'))).toBe(false);
  });
});

describe('paymentAfterAction', () => {
  it('verify marks a waiting or unpaid transfer paid', () => {
    expect(paymentAfterAction(order('bank-transfer', 'awaiting-verification'), 'verify')).toEqual({
      ok: true,
      paymentStatus: 'paid',
    });
    expect(paymentAfterAction(order('bank-transfer', 'unpaid'), 'verify')).toEqual({
      ok: true,
      paymentStatus: 'paid',
    });
  });

  it('reject sends a waiting slip back to unpaid', () => {
    expect(paymentAfterAction(order('bank-transfer', 'awaiting-verification'), 'reject')).toEqual({
      ok: true,
      paymentStatus: 'unpaid',
    });
    expect(paymentAfterAction(order('bank-transfer', 'unpaid'), 'reject')).toEqual({
      ok: false,
      message: 'There is no slip waiting to be rejected',
    });
  });

  it('refuses a paid, cancelled, card or cash-on-delivery order', () => {
    expect(paymentAfterAction(order('bank-transfer', 'paid'), 'verify')).toEqual({
      ok: false,
      message: 'The payment is already paid',
    });
    expect(paymentAfterAction(order('bank-transfer', 'unpaid', 'Cancelled'), 'verify')).toEqual({
      ok: false,
      message: 'The order is cancelled',
    });
    for (const method of ['card', 'cod'] as const) {
      expect(paymentAfterAction(order(method, 'unpaid'), 'verify')).toEqual({
        ok: false,
        message: 'Only a bank-transfer payment is verified or rejected by staff',
      });
    }
  });
});

describe('paymentStatusAfterStatusChange', () => {
  it('marks cash on delivery paid when the order is Delivered', () => {
    const cod = { paymentMethod: 'cod', paymentStatus: 'unpaid' } as const;
    expect(paymentStatusAfterStatusChange(cod, 'Delivered')).toBe('paid');
    expect(paymentStatusAfterStatusChange(cod, 'Shipped')).toBe('unpaid');
  });

  it('leaves transfers and cards to staff and the gateway', () => {
    for (const paymentMethod of ['bank-transfer', 'card'] as const) {
      expect(
        paymentStatusAfterStatusChange({ paymentMethod, paymentStatus: 'unpaid' }, 'Delivered'),
      ).toBe('unpaid');
    }
    expect(
      paymentStatusAfterStatusChange(
        { paymentMethod: 'cod', paymentStatus: 'refunded' },
        'Delivered',
      ),
    ).toBe('refunded');
  });
});
