import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  countryName,
  countryOptions,
  HOME_COUNTRY,
  isCountryCode,
  isHomeCountry,
} from './countries';
import { countryCodeSchema } from './countries.schemas';

describe('COUNTRY_CODES', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes once each, in order', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES].sort()).toEqual([...COUNTRY_CODES]);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('names every code in English (each is a real region)', () => {
    const unnamed = COUNTRY_CODES.filter((code) => countryName(code) === code);
    expect(unnamed).toEqual([]);
  });

  it("takes the names it is given before the runtime's, and lists the home country first by them", () => {
    const names = { LK: 'ශ්‍රී ලංකාව', GB: 'එක්සත් රාජධානිය' };
    expect(countryName('LK', 'si', names)).toBe('ශ්‍රී ලංකාව');
    expect(countryName('FR', 'en', names)).toBe('France');
    const options = countryOptions('si', names);
    expect(options[0]).toEqual({ code: 'LK', name: 'ශ්‍රී ලංකාව' });
    expect(options.find((o) => o.code === 'GB')?.name).toBe('එක්සත් රාජධානිය');
  });

  it('has Sri Lanka as the home country', () => {
    expect(HOME_COUNTRY).toBe('LK');
    expect(countryName(HOME_COUNTRY)).toBe('Sri Lanka');
    expect(isHomeCountry('LK')).toBe(true);
    expect(isHomeCountry('IN')).toBe(false);
  });
});

describe('countryCodeSchema', () => {
  it('takes a known code in either case and answers it upper case', () => {
    expect(countryCodeSchema.parse('lk')).toBe('LK');
    expect(countryCodeSchema.parse(' GB ')).toBe('GB');
  });

  it.each(['UK', 'XX', 'LKA', '', 'Sri Lanka'])('refuses "%s"', (value) => {
    expect(countryCodeSchema.safeParse(value).success).toBe(false);
  });

  it('says how to name a country', () => {
    expect(countryCodeSchema.safeParse('UK').error?.issues[0]?.message).toBe(
      'Unknown country: use its two-letter ISO code, e.g. LK',
    );
  });
});

describe('isCountryCode', () => {
  it('knows the listed codes only', () => {
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('de')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
  });
});

describe('countryName', () => {
  it('names a country in the locale asked for', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
  });

  it('falls back to the code where no name is known or the locale is unusable', () => {
    expect(countryName('ZZ')).toBe('ZZ');
    expect(countryName('not a code')).toBe('not a code');
    expect(countryName('LK', '!!bad locale')).toBe('LK');
  });
});

describe('countryOptions', () => {
  it('puts the home country first and the rest by name', () => {
    const options = countryOptions();
    expect(options).toHaveLength(249);
    expect(options[0]).toEqual({ code: 'LK', name: 'Sri Lanka' });
    const rest = options.slice(1).map((o) => o.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(options.filter((o) => o.code === 'LK')).toHaveLength(1);
  });
});
