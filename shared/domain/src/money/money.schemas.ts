/**
 * The zod shape of an amount of money as it travels: a number of rupees with at most two
 * decimals, from 0 up to MAX_PRICE (so its cents fit a 32-bit integer). The same rules as a
 * product's price, for every other amount the shop takes from staff (size prices, fees).
 */
import { z } from 'zod';
import { MAX_PRICE } from '../product/product-limits.rules';
import { hasAtMostTwoDecimals } from './money.rules';

export function moneyAmountSchema(label: string) {
  return z
    .number({ message: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_PRICE, `${label} is too large`)
    .refine(hasAtMostTwoDecimals, `${label} has at most two decimals`);
}
