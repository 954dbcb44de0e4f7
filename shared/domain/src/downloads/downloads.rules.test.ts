import { describe, expect, it } from 'vitest';
import { downloadAllowance } from './downloads.rules';

const paidAt = new Date('2026-01-01T00:00:00Z');
const base = { paidAt, completed: 0, limit: 5, days: 365, refunded: false, now: paidAt };

describe('downloadAllowance', () => {
  it('allows five downloads and refuses the sixth', () => {
    expect(downloadAllowance({ ...base, completed: 4 })).toMatchObject({
      remaining: 1,
      allowed: true,
    });
    expect(downloadAllowance({ ...base, completed: 5 })).toMatchObject({
      remaining: 0,
      allowed: false,
    });
  });

  it('ends the downloads when the days after payment run out', () => {
    const lastDay = new Date('2026-12-31T23:59:59Z');
    const after = new Date('2027-01-01T00:00:00Z');
    expect(downloadAllowance({ ...base, now: lastDay }).allowed).toBe(true);
    expect(downloadAllowance({ ...base, now: after })).toEqual({
      remaining: 0,
      expiresAt: after,
      allowed: false,
    });
  });

  it('gives nothing to an unpaid or refunded line', () => {
    expect(downloadAllowance({ ...base, paidAt: null }).allowed).toBe(false);
    expect(downloadAllowance({ ...base, refunded: true })).toEqual({
      remaining: 0,
      expiresAt: null,
      allowed: false,
    });
  });
});
