import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_DISPLAY_CURRENCIES, HOME_DISPLAY_CURRENCY } from './currency.rules';
import { displayCurrenciesSchema, displayCurrencySchema } from './currency.schemas';

function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`.replace(/^: /, ''));
}

const USD = { code: 'USD', rate: 300, decimals: 2 };

describe('displayCurrencySchema', () => {
  it('takes an ISO 4217 code in any case, trimmed, and keeps it upper case', () => {
    expect(displayCurrencySchema.parse({ ...USD, code: ' usd ' })).toEqual(USD);
    expect(displayCurrencySchema.parse({ code: 'JPY', rate: 2.051234, decimals: 0 }).rate).toBe(
      2.051234,
    );
  });

  it('refuses a code ISO 4217 does not list, a rate of 0 or below, and odd decimals', () => {
    expect(problems(displayCurrencySchema, { code: 'XYZ', rate: 0, decimals: 5 })).toEqual([
      'code: Enter an ISO 4217 currency code, such as USD',
      'rate: Rate must be above 0',
      'decimals: Decimals is at most 3',
    ]);
    expect(problems(displayCurrencySchema, { code: 'US', rate: -3, decimals: 1.5 })).toEqual([
      'code: Enter an ISO 4217 currency code, such as USD',
      'rate: Rate must be above 0',
      'decimals: Decimals is a whole number',
    ]);
    expect(problems(displayCurrencySchema, { ...USD, rate: 0.0000001 })).toEqual([
      'rate: Rate has at most six decimals',
    ]);
    expect(problems(displayCurrencySchema, { ...USD, rate: '300' })).toEqual([
      'rate: Rate must be a number',
    ]);
  });
});

describe('displayCurrenciesSchema', () => {
  it('takes the default list as it is', () => {
    expect(displayCurrenciesSchema.parse(DEFAULT_DISPLAY_CURRENCIES)).toEqual(
      DEFAULT_DISPLAY_CURRENCIES,
    );
  });

  it('always lists LKR', () => {
    expect(problems(displayCurrenciesSchema, [USD])).toEqual(['LKR is always listed']);
    expect(problems(displayCurrenciesSchema, [])).toEqual(['LKR is always listed']);
  });

  it("keeps LKR at 1 with 2 decimals: it is the shop's own currency", () => {
    expect(problems(displayCurrenciesSchema, [USD, { code: 'LKR', rate: 2, decimals: 0 }])).toEqual(
      [
        "1.rate: LKR is the shop's own currency: its rate is 1",
        '1.decimals: LKR is shown with 2 decimals',
      ],
    );
  });

  it('lists each code once, however it was written', () => {
    expect(
      problems(displayCurrenciesSchema, [HOME_DISPLAY_CURRENCY, USD, { ...USD, code: 'usd' }]),
    ).toEqual(['2.code: USD is listed twice']);
  });
});
