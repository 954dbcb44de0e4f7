import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENT_WINDOW_MS,
  paymentDeadline,
  paymentExpiryAction,
  type ExpiringOrder,
} from './payment-expiry.rules';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const placedAt = Date.UTC(2026, 10, 24, 8, 0);

const card = (
  paymentStatus: ExpiringOrder['paymentStatus'],
  status = 'Pending',
): ExpiringOrder => ({
  paymentMethod: 'card',
  paymentStatus,
  status,
  placedAt,
});
const transfer = (over: Partial<ExpiringOrder> = {}): ExpiringOrder => ({
  paymentMethod: 'bank-transfer',
  paymentStatus: 'unpaid',
  status: 'Pending',
  placedAt,
  ...over,
});

describe('card orders', () => {
  it('are cancelled once unpaid or failed for 60 minutes, not a moment before', () => {
    expect(CARD_PAYMENT_WINDOW_MS).toBe(60 * MINUTE);
    for (const status of ['unpaid', 'failed'] as const) {
      expect(paymentExpiryAction(card(status), placedAt + 60 * MINUTE - 1)).toBe('none');
      expect(paymentExpiryAction(card(status), placedAt + 60 * MINUTE)).toBe('cancel');
    }
    expect(paymentDeadline(card('unpaid'))).toBe(placedAt + 60 * MINUTE);
  });

  it('are never cancelled once paid or refunded', () => {
    expect(paymentExpiryAction(card('paid'), placedAt + DAY)).toBe('none');
    expect(paymentExpiryAction(card('refunded'), placedAt + DAY)).toBe('none');
  });
});

describe('bank-transfer orders without a slip', () => {
  it('are reminded after 1 day, once', () => {
    expect(paymentExpiryAction(transfer(), placedAt + DAY - 1)).toBe('none');
    expect(paymentExpiryAction(transfer(), placedAt + DAY)).toBe('remind');
    expect(
      paymentExpiryAction(transfer({ reminderSentAt: placedAt + DAY }), placedAt + 2 * DAY),
    ).toBe('none');
  });

  it('are cancelled after 3 days', () => {
    expect(
      paymentExpiryAction(transfer({ reminderSentAt: placedAt + DAY }), placedAt + 3 * DAY - 1),
    ).toBe('none');
    expect(paymentExpiryAction(transfer(), placedAt + 3 * DAY)).toBe('cancel');
    expect(paymentDeadline(transfer())).toBe(placedAt + 3 * DAY);
  });

  it('count again from a rejected slip, with a fresh reminder', () => {
    const rejectedAt = placedAt + 2 * DAY;
    const order = transfer({ waitingSince: rejectedAt, reminderSentAt: placedAt + DAY });
    expect(paymentExpiryAction(order, rejectedAt + DAY - 1)).toBe('none');
    // The first deadline (3 days after placing) passes without a cancel: a day after the reject.
    expect(paymentExpiryAction(order, placedAt + 3 * DAY)).toBe('remind');
    expect(paymentExpiryAction(order, rejectedAt + DAY)).toBe('remind');
    expect(paymentExpiryAction(order, rejectedAt + 3 * DAY)).toBe('cancel');
  });

  it('never expire while a slip waits for staff, or once paid', () => {
    expect(
      paymentExpiryAction(transfer({ paymentStatus: 'awaiting-verification' }), placedAt + 9 * DAY),
    ).toBe('none');
    expect(paymentExpiryAction(transfer({ paymentStatus: 'paid' }), placedAt + 9 * DAY)).toBe(
      'none',
    );
  });
});

describe('cash on delivery and orders staff have taken in hand', () => {
  it('never expire', () => {
    const cod: ExpiringOrder = {
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      status: 'Pending',
      placedAt,
    };
    expect(paymentExpiryAction(cod, placedAt + 365 * DAY)).toBe('none');
    expect(paymentDeadline(cod)).toBeNull();
    expect(paymentExpiryAction(card('unpaid', 'Processing'), placedAt + DAY)).toBe('none');
    expect(paymentExpiryAction(card('unpaid', 'Cancelled'), placedAt + DAY)).toBe('none');
    expect(paymentExpiryAction(transfer({ status: 'cancelled' }), placedAt + 9 * DAY)).toBe('none');
  });

  it('reads the order status case-insensitively', () => {
    expect(paymentExpiryAction(card('unpaid', 'pending'), placedAt + DAY)).toBe('cancel');
  });
});
