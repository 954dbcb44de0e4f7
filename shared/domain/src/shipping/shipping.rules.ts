/**
 * Shipping rules (PRODUCT §7): which methods a country has and its default, the pairing
 * check, the fee (free home standard delivery at or above the threshold), the quote, and the
 * order total. Money is integer cents inside; quotes answer LKR like every other answer.
 */
import { countryName, HOME_COUNTRY, isHomeCountry } from '../geo/countries';
import { formatLKR, fromCents, toCents } from '../money/money.rules';
import { SHIPPING_ZONE_LABELS, shippingZoneOf } from './shipping-zones';
import type {
  DeliveryDays,
  ShippingMethod,
  ShippingRate,
  ShippingSettings,
} from './shipping.schemas';
import type { ShippingQuoteMethod } from './shipping-quote.schemas';

const HOME_METHODS: readonly ShippingMethod[] = ['standard', 'express'];
const ABROAD_METHODS: readonly ShippingMethod[] = ['international'];

/** The methods a destination has, its default first. */
export function shippingMethodsFor(country: string): readonly ShippingMethod[] {
  return isHomeCountry(country) ? HOME_METHODS : ABROAD_METHODS;
}

/** `standard` at home, `international` abroad. */
export function defaultShippingMethod(country: string): ShippingMethod {
  return isHomeCountry(country) ? 'standard' : 'international';
}

export type ShippingChoice =
  | { ok: true; country: string; shippingMethod: ShippingMethod }
  | { ok: false; path: 'shippingMethod'; message: string };

/**
 * An order's country and method with the defaults filled in (home country; its default
 * method), or why the pairing is refused: express and standard are home-only, international
 * is for abroad only.
 */
export function resolveShipping(input: {
  country?: string | undefined;
  shippingMethod?: ShippingMethod | undefined;
}): ShippingChoice {
  const country = input.country ?? HOME_COUNTRY;
  const shippingMethod = input.shippingMethod ?? defaultShippingMethod(country);
  if (shippingMethodsFor(country).includes(shippingMethod)) {
    return { ok: true, country, shippingMethod };
  }
  const home = countryName(HOME_COUNTRY);
  const message =
    shippingMethod === 'international'
      ? `International shipping is for orders outside ${home}; choose standard or express`
      : `${shippingMethod === 'express' ? 'Express' : 'Standard'} delivery is only within ${home}; ` +
        `orders to ${countryName(country)} ship international`;
  return { ok: false, path: 'shippingMethod', message };
}

/** The rate that applies to a method and country (an international fee by the country's zone). */
export function shippingRate(
  method: ShippingMethod,
  country: string,
  settings: ShippingSettings,
): ShippingRate {
  if (method !== 'international') return settings[method];
  const zone = shippingZoneOf(country);
  if (!zone) throw new RangeError(`No shipping zone for country "${country}"`);
  return settings.international[zone];
}

/** Home standard delivery is free when the subtotal after discount is at least the threshold. */
export function isFreeShipping(
  method: ShippingMethod,
  subtotalCents: number,
  settings: ShippingSettings,
): boolean {
  return method === 'standard' && subtotalCents >= toCents(settings.freeShippingThreshold);
}

/**
 * The fee in cents for a valid pairing (see `resolveShipping`), given the subtotal after any
 * discount.
 */
export function shippingFeeCents(input: {
  country: string;
  shippingMethod: ShippingMethod;
  subtotalCents: number;
  settings: ShippingSettings;
}): number {
  const { country, shippingMethod, subtotalCents, settings } = input;
  if (isFreeShipping(shippingMethod, subtotalCents, settings)) return 0;
  return toCents(shippingRate(shippingMethod, country, settings).fee);
}

/**
 * "Standard delivery", "Express delivery", "International shipping (Europe)"; an order of only
 * digital artwork has no method (null): "Digital download".
 */
export function shippingMethodLabel(method: ShippingMethod | null, country: string): string {
  if (method === null) return 'Digital download';
  if (method === 'standard') return 'Standard delivery';
  if (method === 'express') return 'Express delivery';
  const zone = shippingZoneOf(country);
  return zone ? `International shipping (${SHIPPING_ZONE_LABELS[zone]})` : 'International shipping';
}

/** A shipping fee as shoppers and staff read it: "Free" (or `free`, the word in the
 * reader's language), or the amount in LKR. */
export const shippingFeeLabel = (fee: number, free = 'Free') => (fee === 0 ? free : formatLKR(fee));

/** "3–7 business days", "1 business day", "2 business days". */
export function deliveryDaysLabel({ min, max }: DeliveryDays): string {
  const range = min === max ? `${max}` : `${min}–${max}`;
  return `${range} business ${max === 1 && min === max ? 'day' : 'days'}`;
}

/** Every method the country has, default first, with its fee (LKR) for this subtotal. */
export function quoteShipping(input: {
  country: string;
  /** The subtotal after any discount, in cents. */
  subtotalCents: number;
  settings: ShippingSettings;
}): ShippingQuoteMethod[] {
  const { country, subtotalCents, settings } = input;
  return shippingMethodsFor(country).map((method) => ({
    method,
    label: shippingMethodLabel(method, country),
    fee: fromCents(shippingFeeCents({ country, shippingMethod: method, subtotalCents, settings })),
    days: shippingRate(method, country, settings).days,
  }));
}

/** Σ price × quantity in cents, prices as the server read them (LKR). */
export function linesSubtotalCents(lines: readonly { price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
}

/**
 * total = subtotal − discount + shippingFee, in cents. A discount is never more than the
 * subtotal nor below zero.
 */
export function orderTotalCents(input: {
  subtotalCents: number;
  discountCents?: number;
  shippingFeeCents: number;
}): number {
  const discount = Math.min(Math.max(input.discountCents ?? 0, 0), input.subtotalCents);
  return input.subtotalCents - discount + input.shippingFeeCents;
}
