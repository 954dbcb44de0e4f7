import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BRAND } from '../design/brand';
import { DEFAULT_SHIPPING_SETTINGS } from '../shipping/shipping.schemas';
import {
  bankDetailsSchema,
  DEFAULT_SHOP_SETTINGS,
  readStoredShopSettings,
  shopSettingsSchema,
  taxSettingsSchema,
} from './shop-settings.schemas';

function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`.replace(/^: /, ''));
}

describe('DEFAULT_SHOP_SETTINGS', () => {
  it('is valid settings a fresh shop can use as they are', () => {
    expect(shopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS)).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('names the shop from the brand, uses the default rates, and is not VAT registered', () => {
    expect(DEFAULT_SHOP_SETTINGS.shop).toEqual({
      name: BRAND.name,
      address: BRAND.contact.address,
      phone: BRAND.contact.phone,
      email: BRAND.contact.email,
    });
    expect(DEFAULT_SHOP_SETTINGS.shipping).toEqual(DEFAULT_SHIPPING_SETTINGS);
    expect(DEFAULT_SHOP_SETTINGS.tax).toEqual({ vatRegistered: false, vatRate: 18, vatNumber: '' });
  });
});

describe('shopSettingsSchema', () => {
  it('needs every section', () => {
    const { bank: _bank, ...rest } = DEFAULT_SHOP_SETTINGS;
    expect(problems(shopSettingsSchema, rest)).toEqual([
      'bank: Invalid input: expected object, received undefined',
    ]);
  });

  it("checks the shop's phone and e-mail like a user's", () => {
    expect(
      problems(shopSettingsSchema, {
        ...DEFAULT_SHOP_SETTINGS,
        shop: { name: ' ', address: 'Colombo', phone: 'call us', email: 'shop' },
      }),
    ).toEqual([
      'shop.name: Shop name is required',
      'shop.phone: Enter a valid phone number',
      'shop.email: Enter a valid email address',
    ]);
  });
});

describe('bankDetailsSchema', () => {
  const bank = DEFAULT_SHOP_SETTINGS.bank;

  it('makes the SWIFT code optional and upper case', () => {
    const { swift: _none, ...withoutSwift } = bank;
    expect(bankDetailsSchema.parse(withoutSwift).swift).toBe('');
    expect(bankDetailsSchema.parse({ ...bank, swift: ' cceylklx ' }).swift).toBe('CCEYLKLX');
    expect(bankDetailsSchema.parse({ ...bank, swift: 'CCEYLKLX123' }).swift).toBe('CCEYLKLX123');
  });

  it('refuses a malformed SWIFT code or account number, and missing fields', () => {
    expect(
      problems(bankDetailsSchema, { ...bank, swift: 'CCEY', accountNumber: 'ACC-1', branch: '' }),
    ).toEqual([
      'accountNumber: Account number holds digits, spaces and dashes only',
      'branch: Branch is required',
      'swift: SWIFT code is 8 or 11 letters and digits',
    ]);
  });
});

describe('taxSettingsSchema', () => {
  it('needs a VAT number and a rate above 0 once registered', () => {
    expect(
      problems(taxSettingsSchema, { vatRegistered: true, vatRate: 0, vatNumber: ' ' }),
    ).toEqual([
      'vatNumber: A VAT-registered shop needs its VAT number',
      'vatRate: A VAT-registered shop charges a VAT rate above 0',
    ]);
    expect(
      taxSettingsSchema.parse({ vatRegistered: true, vatRate: 18, vatNumber: '123456789-7000' }),
    ).toEqual({ vatRegistered: true, vatRate: 18, vatNumber: '123456789-7000' });
  });

  it('keeps the rate within 0–100% with two decimals', () => {
    expect(problems(taxSettingsSchema, { vatRegistered: false, vatRate: 101 })).toEqual([
      'vatRate: VAT rate is at most 100%',
    ]);
    expect(problems(taxSettingsSchema, { vatRegistered: false, vatRate: 7.125 })).toEqual([
      'vatRate: VAT rate has at most two decimals',
    ]);
  });
});

describe('readStoredShopSettings', () => {
  it('gives the defaults for nothing stored', () => {
    expect(readStoredShopSettings(null)).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(readStoredShopSettings('not settings')).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('keeps what was stored and fills what is missing, down to one zone', () => {
    const { europe: _new, ...olderZones } = {
      ...DEFAULT_SHIPPING_SETTINGS.international,
      africa: { fee: 12000, days: { min: 10, max: 25 } },
    };
    const settings = readStoredShopSettings({
      shop: { name: 'Colombo Canvas' },
      shipping: { standard: { fee: 500 }, international: olderZones },
    });
    expect(settings.shop).toEqual({ ...DEFAULT_SHOP_SETTINGS.shop, name: 'Colombo Canvas' });
    expect(settings.shipping.standard).toEqual({ fee: 500, days: { min: 3, max: 7 } });
    expect(settings.shipping.international.africa.fee).toBe(12000);
    expect(settings.shipping.international.europe).toEqual(
      DEFAULT_SHIPPING_SETTINGS.international.europe,
    );
    expect(settings.bank).toEqual(DEFAULT_SHOP_SETTINGS.bank);
  });

  it('falls back to the default section where the stored one is no longer valid', () => {
    const settings = readStoredShopSettings({
      bank: { accountNumber: 'not a number' },
      tax: { vatRegistered: true, vatRate: 18, vatNumber: 'VAT-1' },
    });
    expect(settings.bank).toEqual(DEFAULT_SHOP_SETTINGS.bank);
    expect(settings.tax).toEqual({ vatRegistered: true, vatRate: 18, vatNumber: 'VAT-1' });
  });

  it('keeps stored display currencies, and the default list for settings saved before them or no longer valid', () => {
    const currencies = [
      { code: 'LKR', rate: 1, decimals: 2 },
      { code: 'USD', rate: 298.5, decimals: 2 },
    ];
    expect(readStoredShopSettings({ currencies }).currencies).toEqual(currencies);
    expect(readStoredShopSettings({ tax: DEFAULT_SHOP_SETTINGS.tax }).currencies).toEqual(
      DEFAULT_SHOP_SETTINGS.currencies,
    );
    expect(readStoredShopSettings({ currencies: [{ code: 'USD', rate: 0 }] }).currencies).toEqual(
      DEFAULT_SHOP_SETTINGS.currencies,
    );
  });
});
