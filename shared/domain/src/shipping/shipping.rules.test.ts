import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../geo/countries';
import { SHIPPING_METHODS, DEFAULT_SHIPPING_SETTINGS as settings } from './shipping.schemas';
import {
  defaultShippingMethod,
  deliveryDaysLabel,
  isFreeShipping,
  linesSubtotalCents,
  orderTotalCents,
  quoteShipping,
  resolveShipping,
  shippingFeeCents,
  shippingMethodLabel,
  shippingMethodsFor,
  shippingRate,
  shippingFeeLabel,
} from './shipping.rules';

describe('shippingMethodsFor and defaultShippingMethod', () => {
  it('offers standard (default) and express at home', () => {
    expect(shippingMethodsFor('LK')).toEqual(['standard', 'express']);
    expect(defaultShippingMethod('LK')).toBe('standard');
  });

  it('offers international only abroad', () => {
    expect(shippingMethodsFor('IN')).toEqual(['international']);
    expect(defaultShippingMethod('GB')).toBe('international');
  });
});

describe('resolveShipping', () => {
  it('defaults to the home country and standard delivery (SPEC body)', () => {
    expect(resolveShipping({})).toEqual({ ok: true, country: 'LK', shippingMethod: 'standard' });
  });

  it('defaults to international abroad', () => {
    expect(resolveShipping({ country: 'DE' })).toEqual({
      ok: true,
      country: 'DE',
      shippingMethod: 'international',
    });
  });

  it('accepts exactly the valid pairings, for every country and method', () => {
    for (const country of COUNTRY_CODES) {
      for (const shippingMethod of SHIPPING_METHODS) {
        const valid =
          country === 'LK'
            ? shippingMethod !== 'international'
            : shippingMethod === 'international';
        expect(resolveShipping({ country, shippingMethod }).ok).toBe(valid);
      }
    }
  });

  it('says why a pairing is refused', () => {
    expect(resolveShipping({ country: 'DE', shippingMethod: 'express' })).toEqual({
      ok: false,
      path: 'shippingMethod',
      message: 'Express delivery is only within Sri Lanka; orders to Germany ship international',
    });
    expect(resolveShipping({ country: 'IN', shippingMethod: 'standard' })).toMatchObject({
      message: 'Standard delivery is only within Sri Lanka; orders to India ship international',
    });
    expect(resolveShipping({ shippingMethod: 'international' })).toMatchObject({
      message: 'International shipping is for orders outside Sri Lanka; choose standard or express',
    });
  });
});

describe('shippingFeeCents', () => {
  const fee = (
    country: string,
    shippingMethod: 'standard' | 'express' | 'international',
    subtotalCents: number,
  ) => shippingFeeCents({ country, shippingMethod, subtotalCents, settings });

  it('charges home standard below the threshold and nothing at exactly LKR 5,000', () => {
    expect(fee('LK', 'standard', 499_999)).toBe(45_000);
    expect(fee('LK', 'standard', 500_000)).toBe(0);
    expect(fee('LK', 'standard', 900_000)).toBe(0);
  });

  it('never makes express or international free', () => {
    expect(fee('LK', 'express', 900_000)).toBe(120_000);
    expect(fee('DE', 'international', 900_000)).toBe(950_000);
  });

  it("charges international by the country's zone", () => {
    expect(fee('IN', 'international', 1)).toBe(450_000);
    expect(fee('AU', 'international', 1)).toBe(750_000);
    expect(fee('AE', 'international', 1)).toBe(700_000);
    expect(fee('US', 'international', 1)).toBe(1_100_000);
    expect(fee('KE', 'international', 1)).toBe(1_000_000);
  });

  it('takes a threshold with cents exactly', () => {
    const custom = { ...settings, freeShippingThreshold: 4999.99 };
    expect(isFreeShipping('standard', 499_998, custom)).toBe(false);
    expect(isFreeShipping('standard', 499_999, custom)).toBe(true);
  });

  it('refuses a country without a zone', () => {
    expect(() => shippingRate('international', 'ZZ', settings)).toThrow(RangeError);
  });
});

describe('quoteShipping', () => {
  it('quotes both home methods with fees in LKR and days, default first', () => {
    expect(quoteShipping({ country: 'LK', subtotalCents: 450_000, settings })).toEqual([
      { method: 'standard', label: 'Standard delivery', fee: 450, days: { min: 3, max: 7 } },
      { method: 'express', label: 'Express delivery', fee: 1200, days: { min: 1, max: 3 } },
    ]);
  });

  it('quotes free standard delivery at the threshold', () => {
    expect(quoteShipping({ country: 'LK', subtotalCents: 500_000, settings })[0]?.fee).toBe(0);
  });

  it('quotes international with its zone abroad', () => {
    expect(quoteShipping({ country: 'FR', subtotalCents: 900_000, settings })).toEqual([
      {
        method: 'international',
        label: 'International shipping (Europe)',
        fee: 9500,
        days: { min: 7, max: 21 },
      },
    ]);
  });
});

describe('labels', () => {
  it('names methods and days', () => {
    expect(shippingMethodLabel('international', 'ZZ')).toBe('International shipping');
    expect(deliveryDaysLabel({ min: 3, max: 7 })).toBe('3–7 business days');
    expect(deliveryDaysLabel({ min: 1, max: 1 })).toBe('1 business day');
    expect(deliveryDaysLabel({ min: 2, max: 2 })).toBe('2 business days');
    expect(deliveryDaysLabel({ min: 0, max: 1 })).toBe('0–1 business days');
  });
});

describe('linesSubtotalCents and orderTotalCents', () => {
  it('sums price × quantity in cents without float noise', () => {
    expect(
      linesSubtotalCents([
        { price: 0.1, quantity: 3 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(50);
  });

  it('gives total = subtotal − discount + shipping fee', () => {
    expect(orderTotalCents({ subtotalCents: 450_000, shippingFeeCents: 45_000 })).toBe(495_000);
    expect(
      orderTotalCents({ subtotalCents: 600_000, discountCents: 60_000, shippingFeeCents: 45_000 }),
    ).toBe(585_000);
  });

  it('never lets a discount exceed the subtotal or go below zero', () => {
    expect(
      orderTotalCents({ subtotalCents: 1000, discountCents: 5000, shippingFeeCents: 300 }),
    ).toBe(300);
    expect(orderTotalCents({ subtotalCents: 1000, discountCents: -5, shippingFeeCents: 0 })).toBe(
      1000,
    );
  });
});

describe('shippingFeeLabel', () => {
  it('says Free for no fee, else the amount in LKR', () => {
    expect(shippingFeeLabel(0)).toBe('Free');
    expect(shippingFeeLabel(450)).toBe('LKR 450.00');
  });
});
