import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  formatLKR,
  fromCents,
  hasAtMostTwoDecimals,
  toCents,
  withThousands,
} from './money.rules';

describe('withThousands', () => {
  it('writes a count as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 10_000, 123_456, 1_000_000, 98_765_432_101]) {
      expect(withThousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});

describe('formatLKR', () => {
  it('writes any amount of rupees and cents exactly as en-US does with two decimals', () => {
    const enUS = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    });
    const amounts = [0.004, 0.005, 0.015, 1.005, 2.675, 999.995, 1000, 99_999.99, -1234.5];
    for (let i = 0; i < 2000; i += 1) {
      const cents = Math.floor(Math.random() * 10 ** (1 + (i % 12)));
      amounts.push(cents / 100, -cents / 100, cents / 1000);
    }
    for (const amount of amounts) expect(formatLKR(amount)).toBe(`LKR ${enUS.format(amount)}`);
  });

  it('formats a whole amount with thousands separators and two decimals as "LKR 1,234.00"', () => {
    expect(formatLKR(1234)).toBe('LKR 1,234.00');
  });

  it('formats zero as "LKR 0.00"', () => {
    expect(formatLKR(0)).toBe('LKR 0.00');
  });

  it('never shows a minus sign for negative zero', () => {
    expect(formatLKR(-0)).toBe('LKR 0.00');
  });

  it('never shows a minus sign for a tiny negative amount that rounds to zero', () => {
    expect(formatLKR(-0.001)).toBe('LKR 0.00');
  });

  it('pads one decimal to two', () => {
    expect(formatLKR(1234.5)).toBe('LKR 1,234.50');
  });

  it('keeps two decimals as they are', () => {
    expect(formatLKR(19.99)).toBe('LKR 19.99');
    expect(formatLKR(0.05)).toBe('LKR 0.05');
  });

  it('formats large amounts with a separator every three digits', () => {
    expect(formatLKR(1_234_567.89)).toBe('LKR 1,234,567.89');
    expect(formatLKR(100_000_000)).toBe('LKR 100,000,000.00');
    expect(formatLKR(1_000_000_000_000)).toBe('LKR 1,000,000,000,000.00');
  });

  it('rounds a third decimal of 5 up, as written (1.005 → 1.01, 2.675 → 2.68)', () => {
    expect(formatLKR(1.005)).toBe('LKR 1.01');
    expect(formatLKR(2.675)).toBe('LKR 2.68');
    expect(formatLKR(0.005)).toBe('LKR 0.01');
    expect(formatLKR(10.005)).toBe('LKR 10.01');
    expect(formatLKR(1_234_567.895)).toBe('LKR 1,234,567.90');
  });

  it('rounds a third decimal below 5 down', () => {
    expect(formatLKR(1.004)).toBe('LKR 1.00');
    expect(formatLKR(999.994)).toBe('LKR 999.99');
  });

  it('carries rounding into the next thousand (999.995 → 1,000.00)', () => {
    expect(formatLKR(999.995)).toBe('LKR 1,000.00');
  });

  it('hides float noise such as 0.1 + 0.2', () => {
    expect(formatLKR(0.1 + 0.2)).toBe('LKR 0.30');
  });

  it('shows a real negative amount with a minus sign', () => {
    expect(formatLKR(-1234.5)).toBe('LKR -1,234.50');
  });
});

describe('toCents / fromCents', () => {
  it('converts rupees with two decimals to whole cents without float noise', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.1)).toBe(110);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(99_999_999.99)).toBe(9_999_999_999);
  });

  it('converts zero to zero cents', () => {
    expect(toCents(0)).toBe(0);
  });

  it('converts cents back to rupees', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(0)).toBe(0);
    expect(fromCents(123_400)).toBe(1234);
  });

  it('round-trips every two-decimal amount from 0.00 to 20.00', () => {
    for (let cents = 0; cents <= 2000; cents++) {
      expect(toCents(fromCents(cents))).toBe(cents);
    }
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts whole numbers and amounts with one or two decimals', () => {
    expect(hasAtMostTwoDecimals(0)).toBe(true);
    expect(hasAtMostTwoDecimals(1500)).toBe(true);
    expect(hasAtMostTwoDecimals(19.9)).toBe(true);
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(0.29)).toBe(true);
    expect(hasAtMostTwoDecimals(99_999_999.99)).toBe(true);
  });

  it('accepts two-decimal amounts carrying float noise (0.1 + 0.2)', () => {
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
  });

  it('rejects a fraction of a cent', () => {
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
    expect(hasAtMostTwoDecimals(19.999)).toBe(false);
    expect(hasAtMostTwoDecimals(99_999_999.999)).toBe(false);
  });
});

describe('discountPercent', () => {
  it('gives the percentage by which the price is below the labeled price', () => {
    expect(discountPercent(800, 1000)).toBe(20);
    expect(discountPercent(0, 1000)).toBe(100);
    expect(discountPercent(2500, 5000)).toBe(50);
  });

  it('rounds to the nearest whole percent', () => {
    expect(discountPercent(2000, 3000)).toBe(33); // 33.33…
    expect(discountPercent(1000, 3000)).toBe(67); // 66.66…
    expect(discountPercent(999, 1500)).toBe(33); // 33.4
  });

  it('rounds an exact half percent up (12.5 → 13, 0.5 → 1)', () => {
    expect(discountPercent(7, 8)).toBe(13);
    expect(discountPercent(199, 200)).toBe(1);
  });

  it('rounds an exact half percent up even where float division lands just below it (57.5 → 58)', () => {
    // (40 - 17) / 40 * 100 is 57.49999… in floating point.
    expect(discountPercent(17, 40)).toBe(58);
    expect(discountPercent(1700, 4000)).toBe(58);
  });

  it('is not thrown off by prices with cents', () => {
    expect(discountPercent(0.7, 1)).toBe(30);
    expect(discountPercent(1499.99, 1999.99)).toBe(25);
  });

  it('returns null when price and labeled price are equal', () => {
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
  });

  it('returns null when the labeled price is below the price', () => {
    expect(discountPercent(1200, 1000)).toBeNull();
  });

  it('returns null when the labeled price is zero', () => {
    expect(discountPercent(0, 0)).toBeNull();
    expect(discountPercent(-10, 0)).toBeNull();
  });

  it('returns null when the labeled price is negative', () => {
    expect(discountPercent(-20, -10)).toBeNull();
  });

  it('returns null when the discount rounds to 0 %, so no "0 % off" badge shows', () => {
    expect(discountPercent(999.99, 1000)).toBeNull();
  });

  it('returns null for amounts that are not numbers', () => {
    expect(discountPercent(Number.NaN, 1000)).toBeNull();
    expect(discountPercent(100, Number.NaN)).toBeNull();
  });
});
