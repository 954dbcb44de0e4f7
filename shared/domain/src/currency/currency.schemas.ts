/**
 * The display currencies staff list in the settings (PRODUCT §12), checked alike by the admin
 * form and by `PUT /api/admin/settings`.
 */
import { z } from 'zod';
import { HOME_CURRENCY, type DisplayCurrency } from './currency.rules';
import { ISO_4217_CODES } from './iso-4217';

export const MAX_DISPLAY_CURRENCIES = 20;
export const MAX_CURRENCY_DECIMALS = 3;
export const MAX_CURRENCY_RATE = 1_000_000;

/** At most six decimals, checked on the written digits to dodge float noise. */
const hasAtMostSixDecimals = (value: number) =>
  Math.abs(value * 1e6 - Math.round(value * 1e6)) < 1e-3;

export const displayCurrencySchema = z.object({
  code: z
    .string({ message: 'Currency code is required' })
    .trim()
    .toUpperCase()
    .refine((code) => ISO_4217_CODES.has(code), 'Enter an ISO 4217 currency code, such as USD'),
  rate: z
    .number({ message: 'Rate must be a number' })
    .positive('Rate must be above 0')
    .max(MAX_CURRENCY_RATE, `Rate is at most ${MAX_CURRENCY_RATE.toLocaleString('en-US')}`)
    .refine(hasAtMostSixDecimals, 'Rate has at most six decimals'),
  decimals: z
    .number({ message: 'Decimals must be a number' })
    .int('Decimals is a whole number')
    .min(0, 'Decimals cannot be negative')
    .max(MAX_CURRENCY_DECIMALS, `Decimals is at most ${MAX_CURRENCY_DECIMALS}`),
}) satisfies z.ZodType<DisplayCurrency>;

/** The list: LKR always in it, at 1 with 2 decimals; each code once. */
export const displayCurrenciesSchema = z
  .array(displayCurrencySchema)
  .max(MAX_DISPLAY_CURRENCIES, `List at most ${MAX_DISPLAY_CURRENCIES} currencies`)
  .superRefine((currencies, ctx) => {
    const home = currencies.findIndex((c) => c.code === HOME_CURRENCY);
    if (home === -1) {
      ctx.addIssue({ code: 'custom', message: `${HOME_CURRENCY} is always listed` });
    } else {
      const lkr = currencies[home];
      if (lkr?.rate !== 1) {
        ctx.addIssue({
          code: 'custom',
          path: [home, 'rate'],
          message: `${HOME_CURRENCY} is the shop's own currency: its rate is 1`,
        });
      }
      if (lkr?.decimals !== 2) {
        ctx.addIssue({
          code: 'custom',
          path: [home, 'decimals'],
          message: `${HOME_CURRENCY} is shown with 2 decimals`,
        });
      }
    }
    const seen = new Set<string>();
    currencies.forEach(({ code }, index) => {
      if (seen.has(code)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'code'],
          message: `${code} is listed twice`,
        });
      }
      seen.add(code);
    });
  });
