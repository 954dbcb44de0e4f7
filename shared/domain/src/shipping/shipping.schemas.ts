/**
 * Shipping (PRODUCT §7): the methods, the rates staff set in shop settings (with the fresh
 * shop's defaults), an order's shipping fields, and `POST /api/shipping/quote`'s body and
 * answer.
 */
import { z } from 'zod';
import { countryCodeSchema } from '../geo/countries.schemas';
import { moneyAmountSchema } from '../money/money.schemas';
import { SHIPPING_ZONES, type ShippingZone } from './shipping-zones';

/** `standard` and `express` deliver within the home country, `international` outside it. */
export const SHIPPING_METHODS = ['standard', 'express', 'international'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
export const shippingMethodSchema = z.enum(SHIPPING_METHODS, {
  message: 'Shipping method is standard, express or international',
});

export const MAX_DELIVERY_DAYS = 120;

/** How many business days delivery takes, from min to max ("3–7"). */
export const deliveryDaysSchema = z
  .object({
    min: z
      .number({ message: 'Days must be a number' })
      .int('Days are whole numbers')
      .min(0, 'Days cannot be negative')
      .max(MAX_DELIVERY_DAYS, `Days are at most ${MAX_DELIVERY_DAYS}`),
    max: z
      .number({ message: 'Days must be a number' })
      .int('Days are whole numbers')
      .min(1, 'Delivery takes at least 1 day')
      .max(MAX_DELIVERY_DAYS, `Days are at most ${MAX_DELIVERY_DAYS}`),
  })
  .refine((days) => days.max >= days.min, {
    path: ['max'],
    message: 'The longest delivery time is at least the shortest',
  });
export type DeliveryDays = z.infer<typeof deliveryDaysSchema>;

/** One method's (or zone's) fee in LKR and its delivery days. */
export const shippingRateSchema = z.object({
  fee: moneyAmountSchema('Fee'),
  days: deliveryDaysSchema,
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

const zoneRates = Object.fromEntries(SHIPPING_ZONES.map((zone) => [zone, shippingRateSchema]));

/** The rates staff edit on the Settings screen; amounts are LKR with up to two decimals. */
export const shippingSettingsSchema = z.object({
  /** Home standard delivery. */
  standard: shippingRateSchema,
  /** A subtotal (after any discount) at or above this makes home standard delivery free. */
  freeShippingThreshold: moneyAmountSchema('Free-shipping threshold'),
  /** Home express delivery; never free. */
  express: shippingRateSchema,
  /** International shipping by zone; never free. */
  international: z.object(
    zoneRates as Record<ShippingZone, typeof shippingRateSchema>, // one entry per zone, built just above
  ),
});
export type ShippingSettingsInput = z.input<typeof shippingSettingsSchema>;
export type ShippingSettings = z.output<typeof shippingSettingsSchema>;

const international = (fee: number): ShippingRate => ({ fee, days: { min: 7, max: 21 } });

/**
 * A fresh shop's rates. Delivery days are SPEC's (standard 3–7, express 1–3, international
 * 7–21 business days); the threshold is SPEC's LKR 5,000. The fees are our own believable
 * figures for a rolled canvas or framed print sent from Colombo: LKR 450 by island-wide
 * courier, LKR 1,200 next-day express, and international parcel rates rising with distance
 * (LKR 4,500 South Asia up to LKR 11,000 Americas).
 */
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = {
  standard: { fee: 450, days: { min: 3, max: 7 } },
  freeShippingThreshold: 5000,
  express: { fee: 1200, days: { min: 1, max: 3 } },
  international: {
    'south-asia': international(4500),
    'asia-pacific': international(7500),
    'middle-east': international(7000),
    europe: international(9500),
    americas: international(11000),
    africa: international(10000),
  },
};

/**
 * The shipping fields an order body may add to SPEC's: both optional, defaulting to the home
 * country and the country's default method (`resolveShipping` checks the pairing).
 */
export const orderShippingFields = {
  country: countryCodeSchema.optional(),
  shippingMethod: shippingMethodSchema.optional(),
};
