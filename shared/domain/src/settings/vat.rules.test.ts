import { describe, expect, it } from 'vitest';
import { includedVatCents, invoiceVat, vatRateLabel } from './vat.rules';

describe('includedVatCents', () => {
  it('finds the VAT inside a gross amount: LKR 1,180.00 at 18% holds LKR 180.00', () => {
    expect(includedVatCents(118_000, 18)).toBe(18_000);
  });

  it('rounds to the nearest cent: LKR 100.00 at 18% holds LKR 15.25 (15.2542…)', () => {
    expect(includedVatCents(10_000, 18)).toBe(1_525);
  });

  it('rounds an exact half cent up', () => {
    // 3 cents at 100%: 1.5 cents of VAT.
    expect(includedVatCents(3, 100)).toBe(2);
    // 1 cent at 100%: half a cent, up to 1.
    expect(includedVatCents(1, 100)).toBe(1);
  });

  it('rounds just under a half cent down', () => {
    // 59 cents at 18%: 8.999… cents → 9; 56 cents: 8.542… → 9; 55 cents: 8.389… → 8.
    expect(includedVatCents(59, 18)).toBe(9);
    expect(includedVatCents(56, 18)).toBe(9);
    expect(includedVatCents(55, 18)).toBe(8);
  });

  it('takes a rate with decimals: LKR 1,125.00 at 12.5% holds LKR 125.00', () => {
    expect(includedVatCents(112_500, 12.5)).toBe(12_500);
  });

  it('stays exact for a large order (LKR 12,345,678.90 at 18%)', () => {
    // 1,234,567,890 × 18 / 118 = 188,323,915.42… cents.
    expect(includedVatCents(1_234_567_890, 18)).toBe(188_323_915);
  });

  it('holds no VAT at a rate of 0, on a zero or negative amount, or on nonsense', () => {
    expect(includedVatCents(10_000, 0)).toBe(0);
    expect(includedVatCents(0, 18)).toBe(0);
    expect(includedVatCents(-500, 18)).toBe(0);
    expect(includedVatCents(Number.NaN, 18)).toBe(0);
    expect(includedVatCents(10_000, Number.NaN)).toBe(0);
  });

  it('leaves VAT and net adding up to the gross for every amount', () => {
    for (let gross = 1; gross <= 2_000; gross += 7) {
      const vat = includedVatCents(gross, 18);
      expect(vat).toBe(Math.round((gross * 18) / 118));
      expect(vat).toBeGreaterThanOrEqual(0);
      expect(vat).toBeLessThanOrEqual(gross);
    }
  });
});

describe('invoiceVat', () => {
  const registered = { vatRegistered: true, vatRate: 18, vatNumber: '123456789-7000' };

  it('says nothing for a shop that is not VAT registered', () => {
    expect(invoiceVat(118_000, { ...registered, vatRegistered: false })).toBeNull();
  });

  it('gives the rate, the VAT number, the VAT in the total and the net for a registered shop', () => {
    expect(invoiceVat(118_000, registered)).toEqual({
      ratePercent: 18,
      vatNumber: '123456789-7000',
      vatCents: 18_000,
      netCents: 100_000,
    });
  });
});

describe('vatRateLabel', () => {
  it('prints a rate without needless decimals', () => {
    expect(vatRateLabel(18)).toBe('18%');
    expect(vatRateLabel(12.5)).toBe('12.5%');
    expect(vatRateLabel(7.25)).toBe('7.25%');
  });
});
