import { describe, expect, it } from 'vitest';
import { shopperCancellation } from './order-cancellation.rules';

const placed = { from: null, to: 'Pending', at: '2026-11-20T09:00:00.000Z', by: 'kamala@x.lk' };
const cancelled = {
  from: 'Pending',
  to: 'Cancelled',
  at: '2026-11-20T10:00:00.000Z',
  by: 'kamala@x.lk',
};

describe('shopperCancellation', () => {
  it('names who cancelled and when from the last change to Cancelled', () => {
    const order = {
      status: 'Cancelled',
      hiddenByShopperAt: '2026-11-20T10:00:01.000Z',
      statusHistory: [placed, { ...cancelled, by: 'staff@x.lk' }, cancelled],
    };
    expect(shopperCancellation(order)).toEqual({ at: cancelled.at, by: 'kamala@x.lk' });
  });

  it('falls back to the time it was hidden when the history is not sent (a list row)', () => {
    const order = { status: 'Cancelled', hiddenByShopperAt: '2026-11-20T10:00:01.000Z' };
    expect(shopperCancellation(order)).toEqual({ at: '2026-11-20T10:00:01.000Z', by: null });
  });

  it('is null for an order its shopper still sees, or one staff took out of Cancelled', () => {
    expect(shopperCancellation({ status: 'Cancelled', hiddenByShopperAt: null })).toBeNull();
    expect(
      shopperCancellation({ status: 'Pending', hiddenByShopperAt: '2026-11-20T10:00:01.000Z' }),
    ).toBeNull();
  });
});
