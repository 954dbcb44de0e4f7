import { describe, expect, it } from 'vitest';
import {
  paymentStatusAfterRefund,
  refundRoom,
  restockProblem,
  returnWindowClosedAt,
  returnLinesProblem,
  returnMove,
  returnWindowEnd,
} from './returns.rules';

const bought = [
  { productId: 'A', size: '12x18 in', quantity: 2 },
  { productId: 'B', size: 'A3', quantity: 1 },
];

describe('return rules', () => {
  it('moves requested → approved | rejected, approved → received → refunded, nothing else', () => {
    expect(returnMove('requested', 'approve')).toEqual({ ok: true, to: 'approved' });
    expect(returnMove('requested', 'reject')).toEqual({ ok: true, to: 'rejected' });
    expect(returnMove('approved', 'receive')).toEqual({ ok: true, to: 'received' });
    expect(returnMove('received', 'refund')).toEqual({ ok: true, to: 'refunded' });
    expect(returnMove('received', 'receive')).toEqual({
      ok: false,
      message: 'A return that is received cannot be received; it must be approved first',
    });
    expect(returnMove('rejected', 'approve').ok).toBe(false);
    expect(returnMove('requested', 'refund').ok).toBe(false);
  });

  it('the window ends returnDays after delivery; none before delivery', () => {
    const delivered = new Date('2026-11-01T10:00:00Z');
    expect(returnWindowEnd(delivered, 30)?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(returnWindowEnd(null, 30)).toBeNull();
  });

  it('says when the window closed, once it has', () => {
    const at = '2026-11-01T10:00:00.000Z';
    expect(returnWindowClosedAt(at, 30, new Date('2026-12-01T10:00:00Z'))).toBeNull();
    expect(returnWindowClosedAt(at, 30, new Date('2026-12-01T10:00:01Z'))?.toISOString()).toBe(
      '2026-12-01T10:00:00.000Z',
    );
    expect(returnWindowClosedAt(at, 0, new Date('2026-11-01T10:00:01Z'))).not.toBeNull();
    expect(returnWindowClosedAt(null, 30)).toBeNull();
    expect(returnWindowClosedAt(undefined, 30)).toBeNull();
  });

  it('never returns more than was bought less earlier returns', () => {
    expect(
      returnLinesProblem([{ productId: 'A', size: '12X18 IN', quantity: 2 }], bought, []),
    ).toBeNull();
    expect(
      returnLinesProblem([{ productId: 'A', size: '12x18 in', quantity: 3 }], bought, []),
    ).toBe('At most 2 of A (12x18 in) can be returned');
    const earlier = [{ productId: 'A', size: '12x18 in', quantity: 1 }];
    expect(
      returnLinesProblem([{ productId: 'A', size: '12x18 in', quantity: 2 }], bought, earlier),
    ).toBe('At most 1 of A (12x18 in) can be returned');
    expect(returnLinesProblem([{ productId: 'B', size: 'A3', quantity: 1 }], bought, bought)).toBe(
      'B (A3) has already been returned',
    );
    expect(returnLinesProblem([{ productId: 'C', size: 'A3', quantity: 1 }], bought, [])).toBe(
      'C (A3) is not in this order',
    );
    // Two entries for one line count together.
    const twice = [
      { productId: 'B', size: 'A3', quantity: 1 },
      { productId: 'B', size: 'A3', quantity: 1 },
    ];
    expect(returnLinesProblem(twice, bought, [])).toBe('At most 1 of B (A3) can be returned');
  });

  it('restocks only what the return holds', () => {
    expect(restockProblem([{ productId: 'A', size: '12x18 in', quantity: 1 }], bought)).toBeNull();
    expect(restockProblem([{ productId: 'C', size: 'A3', quantity: 1 }], bought)).toBe(
      'Restock: C (A3) is not in this return',
    );
  });

  it('a refund is at most what was paid less earlier refunds, and names the payment status', () => {
    expect(refundRoom(10_000, 2_500)).toBe(7_500);
    expect(refundRoom(10_000, 12_000)).toBe(0);
    expect(paymentStatusAfterRefund(10_000, 10_000)).toBe('refunded');
    expect(paymentStatusAfterRefund(10_000, 4_000)).toBe('partially-refunded');
  });
});
