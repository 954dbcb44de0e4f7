import { z } from 'zod';
import { isCountryCode, type CountryCode } from './countries';

/** A country as an order or quote sends it: a known alpha-2 code, in either case ("lk"). */
export const countryCodeSchema = z
  .string({ message: 'Country is required' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'Unknown country: use its two-letter ISO code, e.g. LK')
  .transform((code) => code as CountryCode); // checked by the refinement just above
