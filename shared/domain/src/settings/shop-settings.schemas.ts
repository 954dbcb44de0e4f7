/**
 * Shop settings (PRODUCT §7), what `GET/PUT /api/admin/settings` carry: the shop as it
 * appears on documents, its bank details for transfers, VAT for invoices, the shipping rates,
 * the return window and the display currencies (PRODUCT §12). A PUT sends the whole settings,
 * as GET answered them; a fresh shop starts from DEFAULT_SHOP_SETTINGS, and stored settings
 * are read section by section over those defaults.
 */
import { z } from 'zod';
import { DEFAULT_RETURN_DAYS } from '../returns/returns.rules';
import { DEFAULT_DISPLAY_CURRENCIES } from '../currency/currency.rules';
import { displayCurrenciesSchema } from '../currency/currency.schemas';
import { DEFAULT_DOWNLOAD_DAYS, DEFAULT_DOWNLOAD_LIMIT } from '../downloads/downloads.rules';
import { BRAND } from '../design/brand';
import { hasAtMostTwoDecimals } from '../money/money.rules';
import { DEFAULT_SHIPPING_SETTINGS, shippingSettingsSchema } from '../shipping/shipping.schemas';
import { emailSchema, phoneSchema } from '../user/user.schemas';

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);

/** The shop as it appears on invoices, mails and packing slips. */
export const shopIdentitySchema = z.object({
  name: text('Shop name', 120),
  address: text('Address', 500),
  phone: phoneSchema,
  email: emailSchema,
});

export type ShopIdentity = z.output<typeof shopIdentitySchema>;

/** A BIC: bank (4 letters), country (2), location (2), optional branch (3). */
const SWIFT = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** Where shoppers paying by bank transfer send the money. */
export const bankDetailsSchema = z.object({
  bankName: text('Bank name', 80),
  accountName: text('Account name', 120),
  accountNumber: text('Account number', 40).regex(
    /^[0-9][0-9 -]*$/,
    'Account number holds digits, spaces and dashes only',
  ),
  branch: text('Branch', 80),
  /** Optional; '' when none. Shown to shoppers abroad. */
  swift: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || SWIFT.test(code), 'SWIFT code is 8 or 11 letters and digits')
    .default(''),
});

export type BankDetails = z.output<typeof bankDetailsSchema>;

export const MAX_VAT_RATE = 100;

/** VAT as invoices show it; a VAT-registered shop needs its VAT number and a rate. */
export const taxSettingsSchema = z
  .object({
    vatRegistered: z.boolean({ message: 'Say whether the shop is VAT registered' }),
    /** Percent, e.g. 18 for 18%. */
    vatRate: z
      .number({ message: 'VAT rate must be a number' })
      .min(0, 'VAT rate cannot be negative')
      .max(MAX_VAT_RATE, `VAT rate is at most ${MAX_VAT_RATE}%`)
      .refine(hasAtMostTwoDecimals, 'VAT rate has at most two decimals'),
    vatNumber: z.string().trim().max(30, 'VAT number is at most 30 characters').default(''),
  })
  .superRefine((tax, ctx) => {
    if (!tax.vatRegistered) return;
    if (tax.vatNumber === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['vatNumber'],
        message: 'A VAT-registered shop needs its VAT number',
      });
    }
    if (tax.vatRate <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['vatRate'],
        message: 'A VAT-registered shop charges a VAT rate above 0',
      });
    }
  });

/** After the sale (PRODUCT §13): how long after delivery a return may be asked for. */
export const afterSaleSettingsSchema = z.object({
  returnDays: z
    .number({ message: 'Return days must be a number' })
    .int('Return days is a whole number')
    .min(0, 'Return days cannot be negative')
    .max(365, 'Return days is at most 365'),
  /** Downloads each paid digital line allows, within `downloadDays` of payment (PRODUCT §13). */
  downloadLimit: z
    .number({ message: 'Download limit must be a number' })
    .int('Download limit is a whole number')
    .min(1, 'Download limit is at least 1')
    .max(100, 'Download limit is at most 100')
    .default(DEFAULT_DOWNLOAD_LIMIT),
  downloadDays: z
    .number({ message: 'Download days must be a number' })
    .int('Download days is a whole number')
    .min(1, 'Download days is at least 1')
    .max(3650, 'Download days is at most 3650')
    .default(DEFAULT_DOWNLOAD_DAYS),
});
export type AfterSaleSettings = z.output<typeof afterSaleSettingsSchema>;
export const DEFAULT_AFTER_SALE_SETTINGS: AfterSaleSettings = {
  returnDays: DEFAULT_RETURN_DAYS,
  downloadLimit: DEFAULT_DOWNLOAD_LIMIT,
  downloadDays: DEFAULT_DOWNLOAD_DAYS,
};

export const shopSettingsSchema = z.object({
  shop: shopIdentitySchema,
  bank: bankDetailsSchema,
  tax: taxSettingsSchema,
  shipping: shippingSettingsSchema,
  // A save from a form that predates the section keeps its default.
  afterSale: afterSaleSettingsSchema.default(DEFAULT_AFTER_SALE_SETTINGS),
  /** The currencies a shopper may see prices in beside LKR (PRODUCT §12). */
  currencies: displayCurrenciesSchema.default(DEFAULT_DISPLAY_CURRENCIES),
});
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;
export type ShopSettings = z.output<typeof shopSettingsSchema>;

/**
 * A fresh shop: its name and contact from the brand, placeholder bank details for staff to
 * replace, not VAT registered (Sri Lanka's standard rate, 18%, ready for when it is), and
 * the default shipping rates.
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  shop: {
    name: BRAND.name,
    address: BRAND.contact.address,
    phone: BRAND.contact.phone,
    email: BRAND.contact.email,
  },
  bank: {
    bankName: 'Commercial Bank of Ceylon',
    accountName: 'Wall Art Shop (Pvt) Ltd',
    accountNumber: '1000 2345 6789',
    branch: 'Kollupitiya',
    swift: '',
  },
  tax: { vatRegistered: false, vatRate: 18, vatNumber: '' },
  shipping: DEFAULT_SHIPPING_SETTINGS,
  afterSale: DEFAULT_AFTER_SALE_SETTINGS,
  currencies: DEFAULT_DISPLAY_CURRENCIES,
};

const SECTIONS = ['shop', 'bank', 'tax', 'shipping', 'afterSale', 'currencies'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` laid over `fallback`, object by object, so a missing nested field keeps its default. */
function layOver(fallback: unknown, value: unknown): unknown {
  if (!isRecord(fallback) || !isRecord(value)) return value === undefined ? fallback : value;
  const keys = new Set([...Object.keys(fallback), ...Object.keys(value)]);
  return Object.fromEntries([...keys].map((key) => [key, layOver(fallback[key], value[key])]));
}

/**
 * Settings as stored (JSON that may predate a field or a section), read over the defaults:
 * each section keeps its stored values where they are valid, and falls back to the default
 * section where it is missing or no longer valid, so a page or a mail always has settings.
 */
export function readStoredShopSettings(
  stored: unknown,
  defaults: ShopSettings = DEFAULT_SHOP_SETTINGS,
): ShopSettings {
  const raw = isRecord(stored) ? stored : {};
  const merged = Object.fromEntries(
    SECTIONS.map((section) => {
      const fallback = defaults[section];
      const parsed = shopSettingsSchema.shape[section].safeParse(layOver(fallback, raw[section]));
      return [section, parsed.success ? parsed.data : fallback];
    }),
  );
  return shopSettingsSchema.parse(merged);
}
