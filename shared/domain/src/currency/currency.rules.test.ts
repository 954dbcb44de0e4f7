import { describe, expect, it } from 'vitest';
import {
  approximatePrice,
  convertFromLkr,
  currencyCookie,
  currencyInCookie,
  DEFAULT_DISPLAY_CURRENCIES,
  displayCurrencyOf,
  formatConverted,
  HOME_DISPLAY_CURRENCY,
  type DisplayCurrency,
} from './currency.rules';

const USD: DisplayCurrency = { code: 'USD', rate: 300, decimals: 2 };
const JPY: DisplayCurrency = { code: 'JPY', rate: 2.05, decimals: 0 };
const KWD: DisplayCurrency = { code: 'KWD', rate: 975.5, decimals: 3 };

describe('convertFromLkr', () => {
  it('divides by the rate and rounds to the currency decimals, half up', () => {
    expect(convertFromLkr(24500, USD)).toBe(81.67);
    expect(convertFromLkr(300, USD)).toBe(1);
    // 301.5 / 300 = 1.005 exactly: rounds up, not down through float noise.
    expect(convertFromLkr(301.5, USD)).toBe(1.01);
    expect(convertFromLkr(24500, JPY)).toBe(11951);
    expect(convertFromLkr(24500, KWD)).toBe(25.115);
  });

  it('keeps LKR as it is and zero as zero', () => {
    expect(convertFromLkr(1234.5, HOME_DISPLAY_CURRENCY)).toBe(1234.5);
    expect(convertFromLkr(0, USD)).toBe(0);
  });
});

describe('formatConverted', () => {
  it('writes the code, thousands with commas and exactly the currency decimals', () => {
    expect(formatConverted(24500, USD)).toBe('USD 81.67');
    expect(formatConverted(3_000_000, USD)).toBe('USD 10,000.00');
    expect(formatConverted(300, USD)).toBe('USD 1.00');
    expect(formatConverted(3, USD)).toBe('USD 0.01');
    expect(formatConverted(2_500_000, JPY)).toBe('JPY 1,219,512');
    expect(formatConverted(1000, KWD)).toBe('KWD 1.025');
  });

  it('writes LKR as the shop does', () => {
    expect(formatConverted(1234, HOME_DISPLAY_CURRENCY)).toBe('LKR 1,234.00');
  });
});

describe('approximatePrice', () => {
  it('is "≈ USD 81.67" for a chosen currency other than LKR', () => {
    expect(approximatePrice(24500, USD)).toBe('≈ USD 81.67');
  });

  it('is nothing for LKR or no choice', () => {
    expect(approximatePrice(24500, HOME_DISPLAY_CURRENCY)).toBeNull();
    expect(approximatePrice(24500, null)).toBeNull();
    expect(approximatePrice(24500, undefined)).toBeNull();
  });
});

describe('displayCurrencyOf', () => {
  it('finds the listed currency by its code, in any case', () => {
    expect(displayCurrencyOf([HOME_DISPLAY_CURRENCY, USD], 'usd')).toEqual(USD);
  });

  it('falls back to LKR for a code no longer listed, or none', () => {
    expect(displayCurrencyOf([HOME_DISPLAY_CURRENCY, USD], 'EUR')).toEqual(HOME_DISPLAY_CURRENCY);
    expect(displayCurrencyOf([HOME_DISPLAY_CURRENCY], undefined)).toEqual(HOME_DISPLAY_CURRENCY);
  });
});

describe('the currency cookie', () => {
  it('is read back from a Cookie header among others', () => {
    expect(currencyInCookie('lang=si; currency=usd; other=2')).toBe('USD');
    expect(currencyInCookie('currency=GBP')).toBe('GBP');
  });

  it('ignores a missing or malformed value', () => {
    expect(currencyInCookie(undefined)).toBeUndefined();
    expect(currencyInCookie('currency=US')).toBeUndefined();
    expect(currencyInCookie('currency=<script>')).toBeUndefined();
    expect(currencyInCookie('my_currency=USD')).toBeUndefined();
  });

  it('keeps the choice for a year on every path', () => {
    expect(currencyCookie('EUR')).toBe('currency=EUR; path=/; max-age=31536000; samesite=lax');
  });
});

describe('DEFAULT_DISPLAY_CURRENCIES', () => {
  it('starts with LKR at 1 and lists each code once', () => {
    expect(DEFAULT_DISPLAY_CURRENCIES[0]).toEqual(HOME_DISPLAY_CURRENCY);
    const codes = DEFAULT_DISPLAY_CURRENCIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
