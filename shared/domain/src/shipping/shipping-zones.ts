/**
 * Shipping zones for international fees: every ISO country code belongs to exactly one zone
 * (tested). Zones follow the continents as couriers from Sri Lanka price them; the home
 * country sits in South Asia but never pays an international fee. Remote territories go with
 * the zone they are reached through: Antarctica and South Georgia via the Americas, Bouvet
 * Island and the French Southern Territories via Africa, Heard Island via Asia & Pacific.
 */
import type { CountryCode } from '../geo/countries';

export const SHIPPING_ZONES = [
  'south-asia',
  'asia-pacific',
  'middle-east',
  'europe',
  'americas',
  'africa',
] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const SHIPPING_ZONE_LABELS: Record<ShippingZone, string> = {
  'south-asia': 'South Asia',
  'asia-pacific': 'Asia & Pacific',
  'middle-east': 'Middle East',
  europe: 'Europe',
  americas: 'Americas',
  africa: 'Africa',
};

// prettier-ignore
export const ZONE_COUNTRIES: Record<ShippingZone, readonly CountryCode[]> = {
  'south-asia': ['AF', 'BD', 'BT', 'IN', 'IO', 'LK', 'MV', 'NP', 'PK'],
  'asia-pacific': [
    // East and South-East Asia, Central Asia
    'BN', 'CN', 'HK', 'ID', 'JP', 'KG', 'KH', 'KP', 'KR', 'KZ', 'LA', 'MM', 'MN', 'MO', 'MY',
    'PH', 'SG', 'TH', 'TJ', 'TL', 'TM', 'TW', 'UZ', 'VN',
    // Oceania
    'AS', 'AU', 'CC', 'CK', 'CX', 'FJ', 'FM', 'GU', 'HM', 'KI', 'MH', 'MP', 'NC', 'NF', 'NR',
    'NU', 'NZ', 'PF', 'PG', 'PN', 'PW', 'SB', 'TK', 'TO', 'TV', 'UM', 'VU', 'WF', 'WS',
  ],
  'middle-east': [
    'AE', 'BH', 'EG', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'YE',
  ],
  europe: [
    'AD', 'AL', 'AM', 'AT', 'AX', 'AZ', 'BA', 'BE', 'BG', 'BY', 'CH', 'CY', 'CZ', 'DE', 'DK',
    'EE', 'ES', 'FI', 'FO', 'FR', 'GB', 'GE', 'GG', 'GI', 'GR', 'HR', 'HU', 'IE', 'IM', 'IS',
    'IT', 'JE', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PL', 'PT',
    'RO', 'RS', 'RU', 'SE', 'SI', 'SJ', 'SK', 'SM', 'TR', 'UA', 'VA',
  ],
  americas: [
    // North and Central America, the Caribbean
    'AG', 'AI', 'AW', 'BB', 'BL', 'BM', 'BQ', 'BS', 'BZ', 'CA', 'CR', 'CU', 'CW', 'DM', 'DO',
    'GD', 'GL', 'GP', 'GT', 'HN', 'HT', 'JM', 'KN', 'KY', 'LC', 'MF', 'MQ', 'MS', 'MX', 'NI',
    'PA', 'PM', 'PR', 'SV', 'SX', 'TC', 'TT', 'US', 'VC', 'VG', 'VI',
    // South America, the South Atlantic and Antarctica
    'AQ', 'AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'FK', 'GF', 'GS', 'GY', 'PE', 'PY', 'SR', 'UY',
    'VE',
  ],
  africa: [
    'AO', 'BF', 'BI', 'BJ', 'BV', 'BW', 'CD', 'CF', 'CG', 'CI', 'CM', 'CV', 'DJ', 'DZ', 'EH',
    'ER', 'ET', 'GA', 'GH', 'GM', 'GN', 'GQ', 'GW', 'KE', 'KM', 'LR', 'LS', 'LY', 'MA', 'MG',
    'ML', 'MR', 'MU', 'MW', 'MZ', 'NA', 'NE', 'NG', 'RE', 'RW', 'SC', 'SD', 'SH', 'SL', 'SN',
    'SO', 'SS', 'ST', 'SZ', 'TD', 'TF', 'TG', 'TN', 'TZ', 'UG', 'YT', 'ZA', 'ZM', 'ZW',
  ],
};

const ZONE_OF = new Map<string, ShippingZone>(
  SHIPPING_ZONES.flatMap((zone) => ZONE_COUNTRIES[zone].map((code) => [code, zone] as const)),
);

/** The zone whose international fee a country pays, or undefined for an unknown code. */
export function shippingZoneOf(country: string): ShippingZone | undefined {
  return ZONE_OF.get(country);
}
