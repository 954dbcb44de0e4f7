import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../geo/countries';
import {
  SHIPPING_ZONE_LABELS,
  SHIPPING_ZONES,
  shippingZoneOf,
  ZONE_COUNTRIES,
} from './shipping-zones';

describe('ZONE_COUNTRIES', () => {
  it('puts every country in exactly one zone', () => {
    for (const code of COUNTRY_CODES) {
      const zones = SHIPPING_ZONES.filter((zone) => ZONE_COUNTRIES[zone].includes(code));
      expect({ code, zones: zones.length }).toEqual({ code, zones: 1 });
    }
  });

  it('names only known countries, each once', () => {
    const all = SHIPPING_ZONES.flatMap((zone) => ZONE_COUNTRIES[zone]);
    expect(all).toHaveLength(COUNTRY_CODES.length);
    expect(new Set(all).size).toBe(COUNTRY_CODES.length);
  });

  it('labels every zone', () => {
    expect(Object.keys(SHIPPING_ZONE_LABELS).sort()).toEqual([...SHIPPING_ZONES].sort());
  });
});

describe('shippingZoneOf', () => {
  it.each([
    ['IN', 'south-asia'],
    ['MV', 'south-asia'],
    ['AU', 'asia-pacific'],
    ['JP', 'asia-pacific'],
    ['AE', 'middle-east'],
    ['GB', 'europe'],
    ['US', 'americas'],
    ['BR', 'americas'],
    ['KE', 'africa'],
  ] as const)('puts %s in %s', (code, zone) => {
    expect(shippingZoneOf(code)).toBe(zone);
  });

  it('knows no zone for an unknown code', () => {
    expect(shippingZoneOf('ZZ')).toBeUndefined();
  });
});
