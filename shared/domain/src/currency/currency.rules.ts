/**
 * Display currencies (PRODUCT §12): the shop charges in LKR, and a shopper abroad may see each
 * price also in their own money, "≈ USD 81.67", at the rate staff set (LKR per unit). Written
 * out, not through Intl: the server and every browser must write the same figure (Chromium has
 * no Sinhala locale data), and in every language alike.
 */
import { withThousands } from '../money/money.rules';

/** The shop's own currency: every charge, order, mail and document is in it. */
export const HOME_CURRENCY = 'LKR';

/** The cookie that keeps the shopper's choice, so the server draws their pages in it. */
export const CURRENCY_COOKIE = 'currency';

export interface DisplayCurrency {
  /** ISO 4217, upper case. */
  code: string;
  /** LKR per unit of this currency, e.g. 300 for USD. */
  rate: number;
  /** How many decimals its figure is rounded to. */
  decimals: number;
}

export const HOME_DISPLAY_CURRENCY: DisplayCurrency = { code: HOME_CURRENCY, rate: 1, decimals: 2 };

/** A fresh shop's list, for staff to set to the day's rates. */
export const DEFAULT_DISPLAY_CURRENCIES: DisplayCurrency[] = [
  HOME_DISPLAY_CURRENCY,
  { code: 'USD', rate: 300, decimals: 2 },
  { code: 'EUR', rate: 325, decimals: 2 },
  { code: 'GBP', rate: 380, decimals: 2 },
  { code: 'AUD', rate: 195, decimals: 2 },
  { code: 'INR', rate: 3.5, decimals: 0 },
];

/**
 * An LKR amount in the currency, in its smallest shown steps (cents for 2 decimals), rounded
 * half up. Twelve significant digits first, so 24,500 / 300 × 100 = 8166.666… and
 * 1.005 × 100 = 100.49999… both round as written.
 */
function shownUnits(amount: number, currency: DisplayCurrency): number {
  const scaled = (Math.abs(amount) / currency.rate) * 10 ** currency.decimals;
  return Math.round(Number(scaled.toPrecision(12)));
}

/** The LKR amount converted and rounded to the currency's decimals: 24,500 at 300 → 81.67. */
export function convertFromLkr(amount: number, currency: DisplayCurrency): number {
  const units = shownUnits(amount, currency) / 10 ** currency.decimals;
  return amount < 0 && units > 0 ? -units : units;
}

/** The amount as its currency's figure, `USD 81.67`, `JPY 12,345`, the same in every language. */
export function formatConverted(amount: number, currency: DisplayCurrency): string {
  const units = shownUnits(amount, currency);
  const step = 10 ** currency.decimals;
  const whole = withThousands(Math.floor(units / step));
  const fraction =
    currency.decimals > 0 ? `.${String(units % step).padStart(currency.decimals, '0')}` : '';
  const sign = amount < 0 && units > 0 ? '-' : '';
  return `${currency.code} ${sign}${whole}${fraction}`;
}

/**
 * What a shopper who chose this currency sees beside an LKR price: "≈ USD 81.67"; null for
 * LKR itself (the price says it already) or when no currency is chosen.
 */
export function approximatePrice(
  amount: number,
  currency: DisplayCurrency | null | undefined,
): string | null {
  if (!currency || currency.code === HOME_CURRENCY) return null;
  return `≈ ${formatConverted(amount, currency)}`;
}

/** The listed currency of that code, or LKR when the code is missing or no longer listed. */
export function displayCurrencyOf(
  currencies: readonly DisplayCurrency[],
  code: string | null | undefined,
): DisplayCurrency {
  const wanted = code?.toUpperCase();
  return currencies.find((currency) => currency.code === wanted) ?? HOME_DISPLAY_CURRENCY;
}

const COOKIE = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([A-Za-z]{3})(?:;|$)`);

/** The code the currency cookie holds in a `Cookie` header (or `document.cookie`), if any. */
export function currencyInCookie(cookies: string | undefined): string | undefined {
  return COOKIE.exec(cookies ?? '')?.[1]?.toUpperCase();
}

/** The `Set-Cookie`/`document.cookie` text that keeps the choice for a year. */
export function currencyCookie(code: string): string {
  return `${CURRENCY_COOKIE}=${code}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}
