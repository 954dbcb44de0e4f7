import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order.schemas';
import { isCancellableByShopper, isOrderStatus, statusDisplay } from './order-status.rules';

describe('statusDisplay', () => {
  it.each([
    ['Pending', 'pending'],
    ['Processing', 'processing'],
    ['Shipped', 'shipped'],
    ['Delivered', 'delivered'],
    ['Cancelled', 'cancelled'],
  ] as const)('shows %s with its own tone "%s"', (status, tone) => {
    expect(statusDisplay(status)).toEqual({ label: status, tone });
  });

  it('matches case-insensitively and shows the canonical spelling', () => {
    expect(statusDisplay('shipped')).toEqual({ label: 'Shipped', tone: 'shipped' });
    expect(statusDisplay('DELIVERED')).toEqual({ label: 'Delivered', tone: 'delivered' });
    expect(statusDisplay('pEnDiNg')).toEqual({ label: 'Pending', tone: 'pending' });
  });

  it('ignores surrounding whitespace', () => {
    expect(statusDisplay('  processing ')).toEqual({ label: 'Processing', tone: 'processing' });
  });

  it('shows a missing status (undefined or null) as Pending', () => {
    expect(statusDisplay(undefined)).toEqual({ label: 'Pending', tone: 'pending' });
    expect(statusDisplay(null)).toEqual({ label: 'Pending', tone: 'pending' });
  });

  it('shows an empty or blank status as Pending', () => {
    expect(statusDisplay('')).toEqual({ label: 'Pending', tone: 'pending' });
    expect(statusDisplay('   ')).toEqual({ label: 'Pending', tone: 'pending' });
  });

  it('keeps the text of an unknown status and gives it the default "unknown" tone', () => {
    expect(statusDisplay('On hold')).toEqual({ label: 'On hold', tone: 'unknown' });
    expect(statusDisplay('Returned')).toEqual({ label: 'Returned', tone: 'unknown' });
  });

  it('does not treat a near-miss spelling as a known status', () => {
    expect(statusDisplay('Canceled')).toEqual({ label: 'Canceled', tone: 'unknown' });
  });
});

describe('isCancellableByShopper', () => {
  it('allows cancelling a Pending order, in any case', () => {
    expect(isCancellableByShopper('Pending')).toBe(true);
    expect(isCancellableByShopper('pending')).toBe(true);
  });

  it('allows cancelling an order whose status is missing (shown as Pending)', () => {
    expect(isCancellableByShopper('')).toBe(true);
  });

  it.each(['Processing', 'Shipped', 'Delivered', 'Cancelled', 'shipped'])(
    'refuses to cancel a %s order',
    (status) => {
      expect(isCancellableByShopper(status)).toBe(false);
    },
  );

  it('refuses to cancel an order with an unknown status', () => {
    expect(isCancellableByShopper('On hold')).toBe(false);
  });
});

describe('isOrderStatus', () => {
  it('accepts each of the five canonical statuses', () => {
    for (const status of ORDER_STATUSES) expect(isOrderStatus(status)).toBe(true);
  });

  it('is case-sensitive and rejects unknown values', () => {
    expect(isOrderStatus('pending')).toBe(false);
    expect(isOrderStatus('Lost')).toBe(false);
    expect(isOrderStatus('')).toBe(false);
  });
});
