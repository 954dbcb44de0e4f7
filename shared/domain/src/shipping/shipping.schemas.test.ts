import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SHIPPING_ZONES } from './shipping-zones';
import {
  DEFAULT_SHIPPING_SETTINGS,
  deliveryDaysSchema,
  orderShippingFields,
  shippingSettingsSchema,
} from './shipping.schemas';

function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`.replace(/^: /, ''));
}

describe('DEFAULT_SHIPPING_SETTINGS', () => {
  it("is valid, with SPEC's delivery days and LKR 5,000 threshold", () => {
    expect(shippingSettingsSchema.parse(DEFAULT_SHIPPING_SETTINGS)).toEqual(
      DEFAULT_SHIPPING_SETTINGS,
    );
    expect(DEFAULT_SHIPPING_SETTINGS.freeShippingThreshold).toBe(5000);
    expect(DEFAULT_SHIPPING_SETTINGS.standard.days).toEqual({ min: 3, max: 7 });
    expect(DEFAULT_SHIPPING_SETTINGS.express.days).toEqual({ min: 1, max: 3 });
    for (const zone of SHIPPING_ZONES) {
      expect(DEFAULT_SHIPPING_SETTINGS.international[zone].days).toEqual({ min: 7, max: 21 });
      expect(DEFAULT_SHIPPING_SETTINGS.international[zone].fee).toBeGreaterThan(0);
    }
  });
});

describe('shippingSettingsSchema', () => {
  it('needs a rate for every zone', () => {
    const { europe: _dropped, ...rest } = DEFAULT_SHIPPING_SETTINGS.international;
    expect(
      problems(shippingSettingsSchema, { ...DEFAULT_SHIPPING_SETTINGS, international: rest }),
    ).toEqual(['international.europe: Invalid input: expected object, received undefined']);
  });

  it('checks fees like prices', () => {
    expect(
      problems(shippingSettingsSchema, {
        ...DEFAULT_SHIPPING_SETTINGS,
        standard: { fee: -1, days: { min: 3, max: 7 } },
        freeShippingThreshold: 1.001,
      }),
    ).toEqual([
      'standard.fee: Fee cannot be negative',
      'freeShippingThreshold: Free-shipping threshold has at most two decimals',
    ]);
  });
});

describe('deliveryDaysSchema', () => {
  it('takes whole days with max at least min', () => {
    expect(deliveryDaysSchema.parse({ min: 1, max: 1 })).toEqual({ min: 1, max: 1 });
    expect(problems(deliveryDaysSchema, { min: 7, max: 3 })).toEqual([
      'max: The longest delivery time is at least the shortest',
    ]);
    expect(problems(deliveryDaysSchema, { min: 1.5, max: 0 })).toEqual([
      'min: Days are whole numbers',
      'max: Delivery takes at least 1 day',
    ]);
  });
});

describe('orderShippingFields', () => {
  it('adds an optional country and method to an order body', () => {
    const schema = z.object(orderShippingFields);
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ country: 'de', shippingMethod: 'international' })).toEqual({
      country: 'DE',
      shippingMethod: 'international',
    });
    expect(problems(schema, { shippingMethod: 'air' })).toEqual([
      'shippingMethod: Shipping method is standard, express or international',
    ]);
  });
});
