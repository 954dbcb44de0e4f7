/**
 * Countries as ISO 3166-1 alpha-2 codes: the complete list of the 249 officially assigned
 * codes, the home country (LK, Sri Lanka), the schema an order's `country` is read with, and
 * the names a shopper sees (from Intl.DisplayNames at display time, falling back to the code).
 */

// prettier-ignore
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The shop's home country: where standard and express delivery and cash on delivery exist. */
export const HOME_COUNTRY = 'LK' satisfies CountryCode;

const KNOWN = new Set<string>(COUNTRY_CODES);

export function isCountryCode(value: string): value is CountryCode {
  return KNOWN.has(value);
}

export const isHomeCountry = (country: string) => country === HOME_COUNTRY;

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesFor(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale) ?? null;
}

/** Countries' names by code in one language, where the runtime's own may lack them. */
export type CountryNames = Readonly<Record<string, string>>;

/**
 * The country's name in the locale ("Sri Lanka"), from `names` when given (Chromium has no
 * Sinhala names), or the code itself where none is known.
 */
export function countryName(code: string, locale = 'en', names?: CountryNames | null): string {
  if (!isCountryCode(code)) return code;
  const given = names?.[code];
  if (given) return given;
  try {
    return namesFor(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

export interface CountryOption {
  code: CountryCode;
  name: string;
}

/** Every country for a selector: the home country first, the rest by name in the locale. */
export function countryOptions(locale = 'en', names?: CountryNames | null): CountryOption[] {
  const collator = new Intl.Collator(locale);
  const others = COUNTRY_CODES.filter((code) => code !== HOME_COUNTRY)
    .map((code) => ({ code, name: countryName(code, locale, names) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [{ code: HOME_COUNTRY, name: countryName(HOME_COUNTRY, locale, names) }, ...others];
}
